'use client';
// The week the booking grid shows (the page's, else its own; never before this week) and that
// week's free slots, laid out: the server's layout while the data is still the server's.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { useTRPC } from '~/trpc/react.tsx';
import { gridView, gridViewKey, type GridView } from '../slot-grid.view.ts';
import { mondayOf, todayIn } from '../zoned-format.ts';

export type WeekSlots = RouterOutputs['availability']['weekSlots'];

export function useWeekSlots({
  adviserId,
  timeZone,
  initialDate,
  initial,
  durationMinutes,
  keptWeek,
  onWeekChange,
}: {
  adviserId: string;
  timeZone: string;
  initialDate?: string;
  initial?: { week: WeekSlots; view: GridView } | null;
  durationMinutes: number;
  keptWeek?: string;
  onWeekChange?: (week: string) => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const fromServer =
    initial && initial.view.key === gridViewKey({ adviserId, timeZone, locale, durationMinutes }, initial.week.week)
      ? initial
      : null;
  const thisWeek = useMemo(() => fromServer?.view.thisWeek ?? mondayOf(todayIn(timeZone)), [fromServer, timeZone]);
  const [ownWeek, setOwnWeek] = useState(() => {
    const wanted = mondayOf(fromServer?.week.week ?? initialDate ?? todayIn(timeZone));
    return wanted < thisWeek ? thisWeek : wanted;
  });
  const kept = keptWeek ? mondayOf(keptWeek) : null;
  const week = kept === null ? ownWeek : kept < thisWeek ? thisWeek : kept;
  const setWeek = (next: string) => (onWeekChange ? onWeekChange(next) : setOwnWeek(next));
  const query = useQuery({
    ...trpc.availability.weekSlots.queryOptions({ adviserId, week, tz: timeZone }),
    initialData: fromServer?.week.week === week ? fromServer.week : undefined,
  });
  const data = query.data;
  const view = useMemo(() => {
    if (!data) return null;
    // the server's layout while the data is still the server's; the browser's own after a refetch or another week
    if (fromServer && data === fromServer.week) return fromServer.view;
    return gridView(data, { adviserId, timeZone, locale, durationMinutes, today: todayIn(timeZone), t });
  }, [data, fromServer, adviserId, timeZone, locale, durationMinutes, t]);
  return { thisWeek, week, setWeek, query, data, view };
}
