// Language choice: Dutch by default, English via the `taal` cookie. Pure helpers (client-safe: no
// dictionary here, so client code importing `fill` pulls none into the browser bundle).
import type { Dictionary } from './nl.ts';

export type Locale = 'nl' | 'en';
export const LOCALES: readonly Locale[] = ['nl', 'en'];
export const LOCALE_COOKIE = 'taal';

export function toLocale(value: string | undefined | null): Locale {
  return value === 'en' ? 'en' : 'nl';
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export type { Dictionary };
