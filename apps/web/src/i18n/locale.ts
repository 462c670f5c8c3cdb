// Language choice: Dutch by default, English via the `taal` cookie. Pure helpers (client-safe).
import { en } from './en.ts';
import { nl, type Dictionary } from './nl.ts';

export type Locale = 'nl' | 'en';
export const LOCALES: readonly Locale[] = ['nl', 'en'];
export const LOCALE_COOKIE = 'taal';

export function toLocale(value: string | undefined | null): Locale {
  return value === 'en' ? 'en' : 'nl';
}

export function dictionaryFor(locale: Locale): Dictionary {
  return locale === 'en' ? en : nl;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export type { Dictionary };
