// The cookie in which the browser reports its IANA time zone (viewer-time-zone.ts) for the next
// server render of the booking grid (viewer-time-zone.server.ts), and the offsets by which the
// browser checks, without Intl, that it is in a zone that shows the same clock times.
import { zoneOffsetMinutes } from '@ikv/api/shared/zoned-time';

export const TIME_ZONE_COOKIE = 'ikv_tz';
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** The cookie that remembers the zone for a year; Secure when the page came over https (Trust IV: every cookie). */
export function timeZoneCookie(timeZone: string, pageProtocol: string): string {
  const secure = pageProtocol === 'https:' ? '; secure' : '';
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax${secure}`;
}

/** Instants (ms) and the zone's `Date#getTimezoneOffset()` at each (minutes, UTC minus local). */
export type TimeZoneOffsets = [number, number][];

/** Mid-month instants of this year and the next (the months around both daylight-saving changes, north and south). */
function offsetProbes(now: Date): number[] {
  const year = now.getUTCFullYear();
  const out: number[] = [];
  for (const y of [year, year + 1]) for (const m of [0, 2, 3, 5, 8, 9, 10]) out.push(Date.UTC(y, m, 15, 12));
  return out;
}

/** The zone's offsets at the probes, counted as getTimezoneOffset() does (UTC minus local). */
export function zoneOffsets(timeZone: string, now: Date): TimeZoneOffsets {
  return offsetProbes(now).map((at) => [at, -zoneOffsetMinutes(new Date(at), timeZone) || 0]);
}

/** Does this browser's clock show every probe instant as the zone does? */
export function sameOffsets(offsets: TimeZoneOffsets, browserOffset: (at: number) => number): boolean {
  return offsets.length > 0 && offsets.every(([at, offset]) => browserOffset(at) === offset);
}
