// The booking grid as the words and labels it shows: rows of local clock times, per day the free
// starts (only those with `durationMinutes` free in a row), their labels and accessible names, the
// week's heading. Pure. The server computes it for the first week it renders, so hydrating the page
// formats nothing (a slow phone's first Intl call costs ~100 ms); the browser computes it for
// every other week.
import type { Dictionary } from '~/i18n/nl.ts';
import { fill, type Locale } from '~/i18n/locale.ts';
import { addDays, dateLabel, gridOf, type GridRow, mondayOf, slotLabel } from './zoned-format.ts';

export type Slot = { start: string; end: string };

interface WeekSlotsData {
  week: string;
  slotMinuten: number;
  dagen: readonly { datum: string; slots: readonly Slot[] }[];
}

export interface GridCellView {
  slot: Slot;
  /** "09:00" */
  label: string;
  /** "ma 30 nov 2026, 09:00 – 09:30 vrij" */
  name: string;
}

export interface GridView {
  /** what it was computed for (gridViewKey) */
  key: string;
  /** the Monday of the week that holds today in the zone */
  thisWeek: string;
  heading: string;
  rows: GridRow[];
  days: { datum: string; label: string; shortLabel: string; cells: Record<string, GridCellView> }[];
  /** the first day with a free start (the one a narrow screen opens on) */
  firstFree: number;
}

interface GridViewOptions {
  adviserId: string;
  timeZone: string;
  locale: Locale;
  durationMinutes: number;
  /** today in the zone (YYYY-MM-DD) */
  today: string;
  t: Pick<Dictionary, 'appointments'>;
}

export const gridViewKey = (
  o: Pick<GridViewOptions, 'adviserId' | 'timeZone' | 'locale' | 'durationMinutes'>,
  week: string,
) => [o.adviserId, week, o.timeZone, o.locale, o.durationMinutes].join('|');

/** Starts that leave `durationMinutes` free in a row (slots are contiguous when one's end is the next's start). */
export function bookableStarts(data: WeekSlotsData, durationMinutes: number) {
  const need = Math.max(1, Math.round(durationMinutes / (data.slotMinuten || 30)));
  const free = new Map<number, Slot>();
  for (const d of data.dagen) for (const s of d.slots) free.set(Date.parse(s.start), s);
  return data.dagen.map((d) => ({
    datum: d.datum,
    slots: d.slots
      .filter((s) => {
        let at = Date.parse(s.start);
        for (let i = 0; i < need; i++) {
          const slot = free.get(at);
          if (!slot) return false;
          at = Date.parse(slot.end);
        }
        return true;
      })
      .map((s) =>
        need === 1
          ? s
          : { start: s.start, end: new Date(Date.parse(s.start) + durationMinutes * 60_000).toISOString() },
      ),
  }));
}

/** "Week van ma 30 nov t/m zo 6 dec 2026" */
export const weekHeading = (week: string, locale: Locale, t: Pick<Dictionary, 'appointments'>) =>
  fill(t.appointments.grid.weekOf, { from: dateLabel(week, locale, false), to: dateLabel(addDays(week, 6), locale) });

export function gridView(data: WeekSlotsData, o: GridViewOptions): GridView {
  const days = bookableStarts(data, o.durationMinutes);
  const { rows, cells } = gridOf(days, o.timeZone, o.locale);
  const { grid } = o.t.appointments;
  return {
    key: gridViewKey(o, data.week),
    thisWeek: mondayOf(o.today),
    heading: weekHeading(data.week, o.locale, o.t),
    rows,
    days: days.map((d, i) => ({
      datum: d.datum,
      label: dateLabel(d.datum, o.locale),
      shortLabel: dateLabel(d.datum, o.locale, false),
      cells: Object.fromEntries(
        [...cells[i]!].map(([key, cell]) => [
          key,
          {
            slot: cell.slot,
            label: cell.label,
            name: fill(grid.free, { when: slotLabel(cell.slot, o.timeZone, o.locale, cell.ambiguous) }),
          },
        ]),
      ),
    })),
    firstFree: Math.max(
      0,
      days.findIndex((d) => d.slots.length > 0),
    ),
  };
}
