// The time zone the browser reported last (viewer-time-zone.ts), when it is a zone this runtime
// knows, else Europe/Amsterdam, with its offsets for the browser's check.
import { cookies } from 'next/headers';
import { isTimeZone } from '@ikv/api/shared/zoned-time';
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, type TimeZoneOffsets, zoneOffsets } from './viewer-time-zone.shared.ts';

export async function reportedTimeZone(now = new Date()): Promise<{ timeZone: string; offsets: TimeZoneOffsets }> {
  const raw = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  let value = '';
  try {
    value = raw ? decodeURIComponent(raw) : '';
  } catch {
    // a mangled cookie: fall back
  }
  const timeZone = value && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
  return { timeZone, offsets: zoneOffsets(timeZone, now) };
}
