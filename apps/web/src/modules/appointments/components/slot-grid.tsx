'use client';
// The booking grid: an adviser's free 30-minute slots for one week (days × times) in the viewer's
// own time zone, with previous/next week. One click on a free slot picks it. The API computes the
// slots per local day from UTC instants (DST-safe); this only lays them out (slot-grid.view.ts).
// Below the `sm` breakpoint one day is shown at a time with previous/next day, so the page never
// scrolls sideways. An empty week offers the first week with free time after it; with none ahead
// either, the page's alternatives (`noneAhead`) are shown instead of a dead end.
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { weekHeading, type GridView, type Slot } from '../slot-grid.view.ts';
import { addDays, dateLabel, mondayOf } from '../zoned-format.ts';
import { SlotDay } from './slot-day.tsx';
import { useWeekSlots, type WeekSlots } from './use-week-slots.ts';

export type { Slot };
export type { WeekSlots };

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

/** Narrow screens show one day at a time: the day's name between previous and next day. */
function DaySwitcher({
  label,
  first,
  last,
  onStep,
}: {
  label: string;
  first: boolean;
  last: boolean;
  onStep: (step: 1 | -1) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex items-center justify-between gap-2 sm:hidden">
      <Button
        size="sm"
        variant="ghost"
        aria-label={t.appointments.grid.prevDay}
        disabled={first}
        onClick={() => onStep(-1)}
      >
        ‹
      </Button>
      <p className="text-sm font-semibold text-ink">{label}</p>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t.appointments.grid.nextDay}
        disabled={last}
        onClick={() => onStep(1)}
      >
        ›
      </Button>
    </div>
  );
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
  const { thisWeek, week, setWeek, query, data, view } = useWeekSlots({
    adviserId,
    timeZone,
    initialDate,
    initial,
    durationMinutes,
    keptWeek,
    onWeekChange,
  });
  const [dayIndex, setDayIndex] = useState<number | null>(null);
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
          <DaySwitcher
            label={shown?.label ?? ''}
            first={shownDay <= 0}
            last={shownDay >= view.days.length - 1}
            onStep={(step) => setDayIndex(shownDay + step)}
          />
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
              <SlotDay
                key={d.datum}
                day={d}
                rows={view.rows}
                shown={i === shownDay}
                selected={selected}
                onPick={onPick}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
