// Amsterdam time for the appointment pages: entered in Europe/Amsterdam (the adviser's forms and
// agenda), and shown in it unless a zone is passed: the entrepreneur's pages show his appointments in
// the zone his browser reported (viewer-time-zone*.ts), as the booking grid does. Re-exports the
// API's pure, client-safe conversions and adds Dutch/English formatting. Pure (no I/O).
import { addDays, formatInstant, localToUtc, mondayOf, TIME_ZONE, toLocalParts } from '@ikv/api/shared/amsterdam-time';
import { zonedParts } from '@ikv/api/shared/zoned-time';
import type { Locale } from '~/i18n/locale.ts';
import { dateTimeFormat } from '~/lib/intl-cache.ts';

export { addDays, mondayOf, toLocalParts };

const intl = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'nl-NL');

/** 09:30 */
export function formatTime(iso: string | Date, locale: Locale = 'nl', timeZone: string = TIME_ZONE): string {
  return dateTimeFormat(intl(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );
}

/** di 3 maart 2026 / Tue 3 March 2026 */
export function formatDay(
  iso: string | Date,
  locale: Locale = 'nl',
  withYear = true,
  timeZone: string = TIME_ZONE,
): string {
  return dateTimeFormat(intl(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone,
  }).format(new Date(iso));
}

/** A YYYY-MM-DD calendar date as "ma 23 nov." (for column headers). */
export function formatDateShort(date: string, locale: Locale = 'nl'): string {
  return dateTimeFormat(intl(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** di 3 maart 2026, 09:00–10:00 (in Amsterdam, or in `timeZone`) */
export function formatRange(start: string, end: string, locale: Locale = 'nl', timeZone: string = TIME_ZONE): string {
  const sameDay = zonedParts(new Date(start), timeZone).date === zonedParts(new Date(end), timeZone).date;
  const day = (iso: string) => formatDay(iso, locale, true, timeZone);
  const time = (iso: string) => formatTime(iso, locale, timeZone);
  return sameDay
    ? `${day(start)}, ${time(start)}–${time(end)}`
    : `${day(start)} ${time(start)} – ${day(end)} ${time(end)}`;
}

/** Today's date in Amsterdam. */
export const todayLocal = (now = new Date()) => toLocalParts(now).date;

/** Wall-clock minutes of `iso` on the local day `date` (0 before it, 24 h after it): where to draw it. */
export function minutesIntoDay(iso: string, date: string): number {
  const local = toLocalParts(new Date(iso));
  if (local.date < date) return 0;
  if (local.date > date) return 24 * 60;
  const [h, m] = local.time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** An ISO instant with the Amsterdam offset for a local date and HH:mm. */
export const localInstant = (date: string, time: string) => formatInstant(localToUtc(date, time));

/** As localInstant, for form values: '' when the date or time is missing or unusable, so the schema calls it required. */
export function formInstant(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  try {
    return localInstant(date, time);
  } catch {
    return '';
  }
}

/** Where a schema's start/end issues show in a date + from/to form: on the date while it is empty. */
export const startEndFields = (date: string): Record<string, string> =>
  date ? { start: 'from', end: 'to' } : { start: 'date', end: 'date' };
