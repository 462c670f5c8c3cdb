// Weekly recurring availability: the same Amsterdam wall-clock times every week, so a block of
// 09:00–12:00 stays 09:00–12:00 local time across the daylight-saving changes (its UTC instants move).
import { addDays, localToUtc, toLocalParts } from '../../shared/amsterdam-time.ts';
import type { Interval } from './intervals.rules.ts';
import { MAX_PERIOD_MS } from './scheduling-limits.rules.ts';

export interface WeeklySeries {
  /** the first occurrence */
  first: Interval;
  /** the last calendar date (Amsterdam, inclusive) an occurrence may start on */
  until: string;
}

export interface WeeklyPattern {
  weekday: number;
  startTime: string;
  endTime: string;
  fromDate: string;
  /** whole days between the start date and the end date of one occurrence (0 unless it passes midnight) */
  spanDays: number;
}

export function weeklyPattern(first: Interval): WeeklyPattern {
  const s = toLocalParts(first.start);
  const e = toLocalParts(first.end);
  const spanDays = Math.round((Date.parse(`${e.date}T00:00:00Z`) - Date.parse(`${s.date}T00:00:00Z`)) / 86_400_000);
  return { weekday: s.weekday, startTime: s.time, endTime: e.time, fromDate: s.date, spanDays };
}

/** All occurrences, one per week from the first up to and including `until`. */
export function expandWeekly(series: WeeklySeries): Interval[] {
  const p = weeklyPattern(series.first);
  const out: Interval[] = [];
  for (let week = 0; ; week++) {
    const date = addDays(p.fromDate, 7 * week);
    if (date > series.until) break;
    out.push({ start: localToUtc(date, p.startTime), end: localToUtc(addDays(date, p.spanDays), p.endTime) });
  }
  return out;
}

/** The series may not run longer than a period (3 months) and must end on or after its first day. */
export function checkSeries(series: WeeklySeries): { path: string; message: string }[] {
  const firstDate = toLocalParts(series.first.start).date;
  if (series.until < firstDate)
    return [{ path: 'herhaling.wekelijksTot', message: 'de einddatum ligt vóór het eerste blok' }];
  // compared as YYYY-MM-DD strings: no date arithmetic on absurd input (year 9999)
  if (series.until > addDays(firstDate, Math.floor(MAX_PERIOD_MS / 86_400_000))) {
    return [{ path: 'herhaling.wekelijksTot', message: 'een reeks beslaat hoogstens 3 maanden' }];
  }
  return [];
}
