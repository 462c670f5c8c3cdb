// Dutch number and date formatting plus the parser for amounts typed in Dutch notation. Pure.
import type { Locale } from '~/i18n/locale.ts';

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'nl-NL');

/** 1.000 (nl) / 1,000 (en). */
export function formatCount(n: number, locale: Locale = 'nl'): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

/** € 1.234,56 (nl) / €1,234.56 (en). */
export function formatMoney(amount: number, locale: Locale = 'nl'): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(amount);
}

/** An amount for an input field in Dutch notation: 48.250,50 · 51.000 · 0 · -1.234,50. */
export function formatMoneyInput(amount: number): string {
  const whole = Math.abs(Math.round(amount * 100)) % 100 === 0;
  return new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(amount);
}

/** 2 maart 2026 (nl) / 2 March 2026 (en). Accepts YYYY-MM-DD (as a calendar date) or an ISO instant. */
export function formatDate(value: string | Date, locale: Locale = 'nl'): string {
  let date: Date;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    date = new Date(Date.UTC(y, m - 1, d, 12));
  } else {
    date = typeof value === 'string' ? new Date(value) : value;
  }
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(date);
}

/** 2 maart 2026 14:05 (nl) / 2 March 2026 14:05 (en), Amsterdam time. */
export function formatDateTime(value: string | Date, locale: Locale = 'nl'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const time = new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Amsterdam' }).format(date);
  return `${formatDate(date, locale)} ${time}`;
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
