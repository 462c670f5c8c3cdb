// Wall-clock time in any IANA time zone <-> UTC instants, for the booking grid that shows an
// adviser's free slots in the viewer's own zone. Pure and client-safe (only the Intl API). Days are
// found as the UTC instants of two local midnights, never by adding 24 hours, so a day of 23 or 25
// hours (the daylight-saving changes) has the right length.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** An IANA time zone this runtime knows (e.g. Europe/Amsterdam, America/New_York, UTC). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    formatOf(value);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Year, month, day, hour, minute and second of an instant on the zone's wall clock. */
export function wallParts(instant: Date, timeZone: string) {
  const p: Record<string, number> = {};
  for (const part of formatOf(timeZone).formatToParts(instant))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** The zone's offset from UTC at this instant, in minutes (Amsterdam: +60 winter, +120 summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar date (YYYY-MM-DD) and clock time (HH:mm) of an instant in the zone. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const p = wallParts(instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC instant of a wall-clock time in the zone. A time in a spring-forward gap moves forward by
 * the gap; an ambiguous autumn time is its first occurrence.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const d = DATE_RE.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new RangeError(`not a local date/time: ${date} ${time}`);
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const candidates = [
    ...new Set([
      zoneOffsetMinutes(new Date(wall - 14 * 3_600_000), timeZone),
      zoneOffsetMinutes(new Date(wall + 14 * 3_600_000), timeZone),
    ]),
  ].sort((a, b) => b - a);
  for (const offset of candidates) {
    const instant = new Date(wall - offset * 60_000);
    const back = zonedParts(instant, timeZone);
    if (back.date === date && back.time === time) return instant;
  }
  return new Date(wall - Math.min(...candidates) * 60_000);
}

/** A calendar date plus n days (n may be negative). */
export function addDays(date: string, days: number): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The Monday (YYYY-MM-DD) of the week holding this calendar date. */
export function mondayOf(date: string): string {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const weekday = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
