'use client';
// The booking grid: an adviser's free 30-minute slots for one week (days × times) in the viewer's
// own time zone, with previous/next week. One click on a free slot picks it. The API computes the
// slots per local day from UTC instants (DST-safe); this only lays them out. Below the `sm`
// breakpoint one day is shown at a time with previous/next day, so the page never scrolls sideways.
import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { addDays, dateLabel, gridOf, mondayOf, slotLabel, todayIn } from '../zoned-format.ts';

export type Slot = { start: string; end: string };

export interface SlotGridProps {
  adviserId: string;
  timeZone: string;
  /** the week to open on (any date in it); defaults to this week */
  initialDate?: string;
  /** minutes the booking lasts: only starts with that many free minutes in a row are offered */
  durationMinutes?: number;
  selected?: Slot | null;
  onPick: (slot: Slot) => void;
}

export function SlotGrid({ adviserId, timeZone, initialDate, durationMinutes = 30, selected, onPick }: SlotGridProps) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const thisWeek = mondayOf(todayIn(timeZone));
  const [week, setWeek] = useState(() => {
    const wanted = mondayOf(initialDate ?? todayIn(timeZone));
    return wanted < thisWeek ? thisWeek : wanted;
  });
  const [dayIndex, setDayIndex] = useState<number | null>(null);
  const query = useQuery(trpc.availability.weekSlots.queryOptions({ adviserId, week, tz: timeZone }));

  // starts that leave `durationMinutes` of free time in a row (slots are contiguous when end = next start)
  const days = useMemo(() => {
    const raw = query.data?.dagen ?? [];
    const need = Math.max(1, Math.round(durationMinutes / (query.data?.slotMinuten ?? 30)));
    const freeStarts = new Map<number, Slot>();
    for (const d of raw) for (const s of d.slots) freeStarts.set(Date.parse(s.start), s);
    return raw.map((d) => ({
      datum: d.datum,
      slots: d.slots
        .filter((s) => {
          let at = Date.parse(s.start);
          for (let i = 0; i < need; i++) {
            const slot = freeStarts.get(at);
            if (!slot) return false;
            at = Date.parse(slot.end);
          }
          return true;
        })
        .map((s) => (need === 1 ? s : { start: s.start, end: new Date(Date.parse(s.start) + durationMinutes * 60_000).toISOString() })),
    }));
  }, [query.data, durationMinutes]);
  const { rows, cells } = useMemo(() => gridOf(days, timeZone, locale), [days, timeZone, locale]);
  const anyFree = rows.length > 0;

  // on narrow screens: start on the first day of the week that has free time
  useEffect(() => {
    setDayIndex(null);
  }, [week]);
  const firstFree = Math.max(0, days.findIndex((d) => d.slots.length > 0));
  const shownDay = dayIndex ?? firstFree;
  const shown = days[shownDay];

  const weekEnd = addDays(week, 6);
  const headingId = useId();

  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="slot-grid">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button size="sm" variant="secondary" disabled={week <= thisWeek} onClick={() => setWeek(addDays(week, -7))}>
          ‹ {t.appointments.grid.prevWeek}
        </Button>
        <p id={headingId} className="text-sm font-medium text-ink" aria-live="polite">
          {fill(t.appointments.grid.weekOf, { from: dateLabel(week, locale, false), to: dateLabel(weekEnd, locale) })}
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
      {query.data && !anyFree ? <p className="text-sm text-muted">{t.appointments.grid.noneThisWeek}</p> : null}

      {query.data && anyFree ? (
        <>
          {/* narrow screens: one day at a time */}
          <div className="flex items-center justify-between gap-2 sm:hidden">
            <Button size="sm" variant="ghost" aria-label={t.appointments.grid.prevDay} disabled={shownDay <= 0} onClick={() => setDayIndex(shownDay - 1)}>
              ‹
            </Button>
            <p className="text-sm font-semibold text-ink">{shown ? dateLabel(shown.datum, locale) : ''}</p>
            <Button size="sm" variant="ghost" aria-label={t.appointments.grid.nextDay} disabled={shownDay >= days.length - 1} onClick={() => setDayIndex(shownDay + 1)}>
              ›
            </Button>
          </div>
          <div className="flex min-w-0 gap-1" role="group" aria-labelledby={headingId}>
            <div className="hidden w-12 shrink-0 flex-col gap-1 sm:flex" aria-hidden="true">
              <div className="h-10" />
              {rows.map((r) => (
                <div key={r.key} className="flex h-9 items-center justify-end pr-1 text-xs tabular-nums text-muted">
                  {r.label}
                </div>
              ))}
            </div>
            {days.map((d, i) => {
              const dayCells = cells[i]!;
              const label = dateLabel(d.datum, locale);
              return (
                <div key={d.datum} role="group" aria-label={label} className={cn('min-w-0 flex-1 flex-col gap-1', i === shownDay ? 'flex' : 'hidden sm:flex')}>
                  <h4 className="hidden h-10 flex-col items-center justify-center rounded-md bg-slate-50 text-center text-xs leading-tight font-medium text-ink sm:flex">
                    {dateLabel(d.datum, locale, false)}
                  </h4>
                  {d.slots.length === 0 ? <p className="py-2 text-center text-sm text-muted sm:hidden">{t.appointments.grid.noneThisDay}</p> : null}
                  {rows.map((r) => {
                    const cell = dayCells.get(r.key);
                    if (!cell) return <div key={r.key} className="hidden h-9 rounded-md bg-slate-50/60 sm:block" aria-hidden="true" />;
                    const isSelected = selected?.start === cell.slot.start;
                    const name = fill(t.appointments.grid.free, { when: slotLabel(cell.slot, timeZone, locale, cell.ambiguous) });
                    return (
                      <button
                        key={r.key}
                        type="button"
                        aria-label={name}
                        aria-pressed={isSelected}
                        data-start={cell.slot.start}
                        onClick={() => onPick(cell.slot)}
                        className={cn(
                          'h-9 min-w-0 truncate rounded-md px-1 text-sm font-medium tabular-nums ring-1 ring-inset transition-colors',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                          isSelected ? 'bg-brand-600 text-white ring-brand-600' : 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100',
                        )}
                      >
                        {cell.label}
                      </button>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}
