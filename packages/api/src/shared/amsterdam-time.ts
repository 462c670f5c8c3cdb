// Wall-clock time in Europe/Amsterdam <-> UTC instants, correct across the daylight-saving changes
// (last Sunday of March 02:00 → 03:00, last Sunday of October 03:00 → 02:00). Pure and client-safe:
// only the Intl API, no Node modules, so the web app formats and parses with the same code.
// The conversions are those of zoned-time.ts for one zone.
import { addDays, mondayOf, wallParts, zonedToUtc, zoneOffsetMinutes } from './zoned-time.ts';

export { addDays, mondayOf };
export const TIME_ZONE = 'Europe/Amsterdam';

export interface LocalParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday */
  weekday: number;
  seconds: number;
}

const rawParts = (instant: Date) => wallParts(instant, TIME_ZONE);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The offset of Amsterdam from UTC at this instant, in minutes (+60 in winter, +120 in summer). */
export const offsetMinutes = (instant: Date): number => zoneOffsetMinutes(instant, TIME_ZONE);

/** The Amsterdam calendar date, clock time and weekday of an instant. */
export function toLocalParts(instant: Date): LocalParts {
  const p = rawParts(instant);
  const weekdayUtc = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
    weekday: weekdayUtc === 0 ? 7 : weekdayUtc,
    seconds: p.second,
  };
}

/** The Amsterdam calendar year of an instant. */
export const amsterdamYear = (instant: Date): number => rawParts(instant).year;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isLocalDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
export const isLocalTime = (value: string): boolean => TIME_RE.test(value);

/**
 * The UTC instant of an Amsterdam wall-clock time. A time that does not exist (02:30 on the last
 * Sunday of March) moves forward by the gap (03:30); an ambiguous one (02:30 on the last Sunday of
 * October) is the first, summer-time occurrence.
 */
export function localToUtc(date: string, time: string): Date {
  if (!DATE_RE.test(date) || !TIME_RE.test(time)) throw new RangeError(`not a local date/time: ${date} ${time}`);
  return zonedToUtc(date, time, TIME_ZONE);
}

/** ISO 8601 with the Amsterdam offset, e.g. 2026-03-02T09:00:00+01:00 (what the API answers). */
export function formatInstant(instant: Date): string {
  const local = toLocalParts(instant);
  const offset = offsetMinutes(instant);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local.date}T${local.time}:${pad(local.seconds)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
