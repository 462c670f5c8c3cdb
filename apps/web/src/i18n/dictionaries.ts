// Both dictionaries, for the server. The browser bundle holds only Dutch (i18n-provider.tsx); an
// English page gets its dictionary from the server layout.
import { en } from './en.ts';
import { nl, type Dictionary } from './nl.ts';
import type { Locale } from './locale.ts';

export function dictionaryFor(locale: Locale): Dictionary {
  return locale === 'en' ? en : nl;
}
