// Language choice: Dutch by default, English via the `taal` cookie. Pure helpers (client-safe: no
// dictionary here, so client code importing `fill` pulls none into the browser bundle).
import type { Taal } from '@ikv/api/shared/taal';
import type { Dictionary } from './nl.ts';

/** The web app's language: the one Taal type of the API (packages/api/src/shared/taal.ts). */
export type Locale = Taal;
export const LOCALE_COOKIE = 'taal';

export function toLocale(value: string | undefined | null): Locale {
  return value === 'en' ? 'en' : 'nl';
}

/** The browser's preferred language among ours (Accept-Language, by weight); Dutch when it names neither. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => (x.lang === 'nl' || x.lang === 'en') && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang === 'en' ? 'en' : 'nl';
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export type { Dictionary };

/** A count in words: the `one` form for exactly 1, else `other` (Dutch and English have these two), with `{…}` filled. */
export function plural(
  forms: { one: string; other: string },
  n: number,
  values: Record<string, string | number>,
): string {
  return fill(n === 1 ? forms.one : forms.other, values);
}
