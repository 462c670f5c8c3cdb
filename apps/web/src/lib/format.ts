// Number and date formatting in the reader's language plus the parser for amounts typed in his notation. Pure.
import type { Locale } from '~/i18n/locale.ts';
import { dateTimeFormat, numberFormat } from '~/lib/intl-cache.ts';

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'nl-NL');

/** 1.000 (nl) / 1,000 (en). */
export function formatCount(n: number, locale: Locale = 'nl'): string {
  return numberFormat(intlLocale(locale)).format(n);
}

/** € 1.234,56 (nl, a non-breaking space after "€", so it never ends a line alone) / €1,234.56 (en). */
export function formatMoney(amount: number, locale: Locale = 'nl'): string {
  // ICU already writes U+00A0 there; said explicitly, so no ICU version can hand back a breaking space
  return numberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/€\s/u, '€\u00a0');
}

/** An amount for an input field in the reader's notation: 48.250,50 · 51.000 · 0 · -1.234,50 (nl), 48,250.50 · 51,000 (en). */
export function formatMoneyInput(amount: number, locale: Locale = 'nl'): string {
  const whole = Math.abs(Math.round(amount * 100)) % 100 === 0;
  return numberFormat(intlLocale(locale), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(amount);
}

/** The service's own zone: where a person's time zone is not known (server-rendered pages, e-mails). */
const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** What a person reads instead of a date that is missing or not a date (never "Invalid Date" or NaN). */
const NO_DATE = '—';

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
  return dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(
    date,
  );
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
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((p) => p.type === type)?.value ?? '').replace(/\.$/, '');
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/**
 * Parses an amount typed in the reader's notation; null when it is not a valid amount. At most two decimals.
 * Dutch: "48.250,50" → 48250.5 · "51.000" → 51000 · "0" → 0 · "-1.234,5" → -1234.5 · "€ 12,3" → 12.3; also a
 * plain decimal point with one or two decimals ("1234.56"), as pasted from elsewhere.
 * English: "48,250.50" → 48250.5 · "60,000" → 60000 · "1234.5" → 1234.5 (a comma only groups thousands).
 */
export function parseMoney(input: string, locale: Locale = 'nl'): number | null {
  const s = input
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^€/, '')
    .replace(/^(-?)€/, '$1')
    .replace(/^−/, '-');
  if (s === '') return null;
  let normalised: string;
  if (locale === 'en') {
    if (/^-?\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s)) normalised = s.replace(/,/g, '');
    else if (/^-?\d+(\.\d{1,2})?$/.test(s)) normalised = s;
    else return null;
  } else if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) normalised = s.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+(,\d{1,2})?$/.test(s)) normalised = s.replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(s)) normalised = s;
  else return null;
  const value = Number(normalised);
  if (!Number.isFinite(value) || Math.abs(value) >= 1e12) return null;
  return Object.is(value, -0) ? 0 : value;
}
