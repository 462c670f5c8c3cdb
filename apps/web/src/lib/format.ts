// Dutch number and date formatting plus the parser for amounts typed in Dutch notation. Pure.
import type { Locale } from '~/i18n/locale.ts';
import { dateTimeFormat, numberFormat } from '~/lib/intl-cache.ts';

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'nl-NL');

/** 1.000 (nl) / 1,000 (en). */
export function formatCount(n: number, locale: Locale = 'nl'): string {
  return numberFormat(intlLocale(locale)).format(n);
}

/** € 1.234,56 (nl) / €1,234.56 (en). */
export function formatMoney(amount: number, locale: Locale = 'nl'): string {
  return numberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(amount);
}

/** An amount for an input field in Dutch notation: 48.250,50 · 51.000 · 0 · -1.234,50. */
export function formatMoneyInput(amount: number): string {
  const whole = Math.abs(Math.round(amount * 100)) % 100 === 0;
  return numberFormat('nl-NL', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(amount);
}

/** The service's own zone: where a person's time zone is not known (server-rendered pages, e-mails). */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** What a person reads instead of a date that is missing or not a date (never "Invalid Date" or NaN). */
export const NO_DATE = '—';

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** 2 maart 2026 (nl) / 2 March 2026 (en). Accepts YYYY-MM-DD (as a calendar date) or an instant (its date in the time zone). */
export function formatDate(value: string | Date, locale: Locale = 'nl', timeZone = DEFAULT_TIME_ZONE): string {
  let date: Date;
  let zone = timeZone;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    date = new Date(Date.UTC(y, m - 1, d, 12));
    zone = 'UTC'; // a calendar date is the same date everywhere
  } else {
    date = toDate(value);
  }
  if (Number.isNaN(date.getTime())) return NO_DATE;
  return dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(date);
}

/**
 * An instant as a person reads it: "di 24 nov 2026, 14:00" (nl) / "Tue 24 Nov 2026, 14:00" (en),
 * 24-hour clock, in the time zone (the user's when known; the service's, Amsterdam, otherwise).
 */
export function formatDateTime(value: string | Date, locale: Locale = 'nl', timeZone = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  const parts = dateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => (parts.find((p) => p.type === type)?.value ?? '').replace(/\.$/, '');
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/**
 * Parses an amount typed in Dutch notation; null when it is not a valid amount.
 * "48.250,50" → 48250.5 · "51.000" → 51000 · "0" → 0 · "-1.234,5" → -1234.5 · "€ 12,3" → 12.3.
 * Also accepts a plain decimal point with one or two decimals ("1234.56"), as pasted from elsewhere.
 * At most two decimals.
 */
export function parseMoney(input: string): number | null {
  const s = input.replace(/[\s\u00a0\u202f]/g, '').replace(/^€/, '').replace(/^(-?)€/, '$1').replace(/^−/, '-');
  if (s === '') return null;
  let normalised: string;
  if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) normalised = s.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+(,\d{1,2})?$/.test(s)) normalised = s.replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(s)) normalised = s;
  else return null;
  const value = Number(normalised);
  if (!Number.isFinite(value) || Math.abs(value) >= 1e12) return null;
  return Object.is(value, -0) ? 0 : value;
}
