'use client';
// The booking grid: an adviser's free 30-minute slots for one week (days × times) in the viewer's
// own time zone, with previous/next week. One click on a free slot picks it. The API computes the
// slots per local day from UTC instants (DST-safe); this only lays them out (slot-grid.view.ts).
// Below the `sm` breakpoint one day is shown at a time with previous/next day, so the page never
// scrolls sideways. An empty week offers the first week with free time after it; with none ahead
// either, the page's alternatives (`noneAhead`) are shown instead of a dead end.
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { gridView, gridViewKey, weekHeading, type GridView, type Slot } from '../slot-grid.view.ts';
import { addDays, dateLabel, mondayOf, todayIn } from '../zoned-format.ts';

export type { Slot };
export type WeekSlots = RouterOutputs['availability']['weekSlots'];

interface SlotGridProps {
  adviserId: string;
  timeZone: string;
  /** the week to open on (any date in it); defaults to this week */
  initialDate?: string;
  /** the first week as the server already read it and laid it out (no request, no formatting at start-up) */
  initial?: { week: WeekSlots; view: GridView } | null;
  /** minutes the booking lasts: only starts with that many free minutes in a row are offered */
  durationMinutes?: number;
  selected?: Slot | null;
  onPick: (slot: Slot) => void;
  /** the week kept by the page (e.g. in its URL): shown when set; a change of week is handed to `onWeekChange` */
  week?: string;
  onWeekChange?: (week: string) => void;
  /** what to offer when neither this week nor the twelve after have free time */
  noneAhead?: ReactNode;
}

export function SlotGrid({
  adviserId,
  timeZone,
  initialDate,
  initial,
  durationMinutes = 30,
  selected,
  onPick,
  week: keptWeek,
  onWeekChange,
  noneAhead,
}: SlotGridProps) {
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
  const [dayIndex, setDayIndex] = useState<number | null>(null);
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
  const anyFree = (view?.rows.length ?? 0) > 0;
  // an empty week points on to the first day with free time (a week with only shorter gaps than the booking does not)
  const nextFree = data?.volgendeVrij ?? null;
  const weekEmpty = (data?.dagen ?? []).every((d) => d.slots.length === 0);

  // on narrow screens: start on the first day of the week that has free time
  useEffect(() => {
    setDayIndex(null);
  }, [week]);
  const shownDay = dayIndex ?? view?.firstFree ?? 0;
  const shown = view?.days[shownDay];
  const headingId = useId();

  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="slot-grid" data-week={week}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button size="sm" variant="secondary" disabled={week <= thisWeek} onClick={() => setWeek(addDays(week, -7))}>
          ‹ {t.appointments.grid.prevWeek}
        </Button>
        <p id={headingId} className="text-sm font-medium text-ink" aria-live="polite">
          {view ? view.heading : weekHeading(week, locale, t)}
        </p>
        <Button size="sm" variant="secondary" onClick={() => setWeek(addDays(week, 7))}>
          {t.appointments.grid.nextWeek} ›
        </Button>
      </div>

      {query.isError ? (
        <Alert tone="error" role="alert">
          {t.appointments.grid.loadFailed}
        </Alert>
      ) : null}
      {query.isLoading ? <p className="text-sm text-muted">{t.common.loading}</p> : null}
      {view && !anyFree ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-sm text-muted">
            {t.appointments.grid.noneThisWeek}{' '}
            {nextFree
              ? fill(t.appointments.grid.nextFree, { date: dateLabel(nextFree, locale) })
              : weekEmpty
                ? t.appointments.grid.noneAhead
                : ''}
          </p>
          {nextFree ? (
            <Button size="sm" variant="secondary" onClick={() => setWeek(mondayOf(nextFree))}>
              {t.appointments.grid.toNextFree}
            </Button>
          ) : null}
        </div>
      ) : null}
      {view && !anyFree && !nextFree && weekEmpty ? noneAhead : null}

      {view && anyFree ? (
        <>
          {/* narrow screens: one day at a time */}
          <div className="flex items-center justify-between gap-2 sm:hidden">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t.appointments.grid.prevDay}
              disabled={shownDay <= 0}
              onClick={() => setDayIndex(shownDay - 1)}
            >
              ‹
            </Button>
            <p className="text-sm font-semibold text-ink">{shown?.label ?? ''}</p>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t.appointments.grid.nextDay}
              disabled={shownDay >= view.days.length - 1}
              onClick={() => setDayIndex(shownDay + 1)}
            >
              ›
            </Button>
          </div>
          <div className="flex min-w-0 gap-1" role="group" aria-labelledby={headingId}>
            <div className="hidden w-12 shrink-0 flex-col gap-1 sm:flex" aria-hidden="true">
              <div className="h-10" />
              {view.rows.map((r) => (
                <div key={r.key} className="flex h-9 items-center justify-end pr-1 text-xs tabular-nums text-muted">
                  {r.label}
                </div>
              ))}
            </div>
            {view.days.map((d, i) => (
              <div
                key={d.datum}
                role="group"
                aria-label={d.label}
                className={cn('min-w-0 flex-1 flex-col gap-1', i === shownDay ? 'flex' : 'hidden sm:flex')}
              >
                <h4 className="hidden h-10 flex-col items-center justify-center rounded-md bg-slate-50 text-center text-xs leading-tight font-medium text-ink sm:flex">
                  {d.shortLabel}
                </h4>
                {Object.keys(d.cells).length === 0 ? (
                  <p className="py-2 text-center text-sm text-muted sm:hidden">{t.appointments.grid.noneThisDay}</p>
                ) : null}
                {view.rows.map((r) => {
                  const cell = d.cells[r.key];
                  if (!cell)
                    return (
                      <div key={r.key} className="hidden h-9 rounded-md bg-slate-50/60 sm:block" aria-hidden="true" />
                    );
                  const isSelected = selected?.start === cell.slot.start;
                  return (
                    <button
                      key={r.key}
                      type="button"
                      aria-label={cell.name}
                      aria-pressed={isSelected}
                      data-start={cell.slot.start}
                      onClick={() => onPick(cell.slot)}
                      className={cn(
                        'h-9 min-w-0 truncate rounded-md px-1 text-sm font-medium tabular-nums ring-1 ring-inset transition-colors',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                        isSelected
                          ? 'bg-brand-600 text-white ring-brand-600'
                          : 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100',
                      )}
                    >
                      {cell.label}
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
