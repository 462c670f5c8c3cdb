// The booking grid: the free slots of one week of an adviser, in the viewer's time zone. Pure (time
// passed in). Each day runs from one local midnight to the next as UTC instants (23 hours on the
// last Sunday of March, 25 on the last Sunday of October in Europe/Amsterdam); slots are stepped
// in UTC from the local midnight, so they sit on the local :00 and :30 whatever the offset. A slot
// is free when it lies wholly inside the adviser's availability (adjacent blocks count as one),
// overlaps no proposed or confirmed appointment, and has not started yet.
import { addDays, zonedToUtc } from '../../shared/zoned-time.ts';
import { contains, mergeIntervals, overlaps, type Interval } from './intervals.rules.ts';

export const SLOT_MINUTES = 30;

export interface WeekSlotsInput {
  /** the first day of the week (YYYY-MM-DD, a Monday in the grid) */
  weekStart: string;
  timeZone: string;
  blocks: readonly Interval[];
  busy: readonly Interval[];
  slotMinutes: number;
  now: Date;
  days?: number;
}

export interface DaySlots {
  /** the local calendar date */
  date: string;
  /** local midnight and the next local midnight, as instants */
  start: Date;
  end: Date;
  slots: Interval[];
}

/** The UTC span [first local midnight, local midnight after the last day) of a week. */
export function weekSpan(weekStart: string, timeZone: string, days = 7): Interval {
  return {
    start: zonedToUtc(weekStart, '00:00', timeZone),
    end: zonedToUtc(addDays(weekStart, days), '00:00', timeZone),
  };
}

export function weekSlots(input: WeekSlotsInput): DaySlots[] {
  const step = input.slotMinutes * 60_000;
  if (!Number.isInteger(input.slotMinutes) || input.slotMinutes < 5 || input.slotMinutes > 480)
    throw new RangeError(`slot length ${input.slotMinutes}`);
  const blocks = mergeIntervals(input.blocks);
  const busy = mergeIntervals(input.busy);
  const now = input.now.getTime();
  const out: DaySlots[] = [];
  for (let d = 0; d < (input.days ?? 7); d++) {
    const date = addDays(input.weekStart, d);
    const start = zonedToUtc(date, '00:00', input.timeZone);
    const end = zonedToUtc(addDays(date, 1), '00:00', input.timeZone);
    const slots: Interval[] = [];
    for (let t = start.getTime(); t + step <= end.getTime(); t += step) {
      if (t < now) continue;
      const slot = { start: new Date(t), end: new Date(t + step) };
      if (!blocks.some((b) => contains(b, slot))) continue;
      if (busy.some((b) => overlaps(b, slot))) continue;
      slots.push(slot);
    }
    out.push({ date, start, end, slots });
  }
  return out;
}

/** How far ahead the grid looks for the next free time when a week has none. */
export const NEXT_FREE_HORIZON_DAYS = 84;

/**
 * The first local date in [`weekStart`, `weekStart` + `days`) with a free slot, or null: where the
 * grid sends a viewer whose week is full or empty ("next free time: Mon 30 Nov").
 */
export function firstFreeDate(input: WeekSlotsInput): string | null {
  return weekSlots(input).find((d) => d.slots.length > 0)?.date ?? null;
}
