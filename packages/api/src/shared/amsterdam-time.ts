// Wall-clock time in Europe/Amsterdam <-> UTC instants, correct across the daylight-saving changes
// (last Sunday of March 02:00 → 03:00, last Sunday of October 03:00 → 02:00). Pure and client-safe:
// only the Intl API, no Node modules, so the web app formats and parses with the same code.
export const TIME_ZONE = 'Europe/Amsterdam';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface LocalParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday */
  weekday: number;
  seconds: number;
}

function rawParts(instant: Date) {
  const parts: Record<string, string> = {};
  for (const p of partsFormat.formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The offset of Amsterdam from UTC at this instant, in minutes (+60 in winter, +120 in summer). */
export function offsetMinutes(instant: Date): number {
  const p = rawParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

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
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) throw new RangeError(`not a local date/time: ${date} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Try both offsets around the wall time; pick the one that maps back to the same wall time.
  const candidates = [...new Set([offsetMinutes(new Date(wall - 120 * 60_000)), offsetMinutes(new Date(wall + 120 * 60_000))])].sort((a, b) => b - a);
  for (const offset of candidates) {
    const instant = new Date(wall - offset * 60_000);
    const back = toLocalParts(instant);
    if (back.date === date && back.time === time) return instant;
  }
  // in the spring gap: interpret with the offset before the change, which lands after it
  return new Date(wall - Math.min(...candidates) * 60_000);
}

/** ISO 8601 with the Amsterdam offset, e.g. 2026-03-02T09:00:00+01:00 (what the API answers). */
export function formatInstant(instant: Date): string {
  const local = toLocalParts(instant);
  const offset = offsetMinutes(instant);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local.date}T${local.time}:${pad(local.seconds)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A calendar date plus n days (n may be negative). */
export function addDays(date: string, days: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The Monday (YYYY-MM-DD) of the Amsterdam week that holds this date. */
export function mondayOf(date: string): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const weekday = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
