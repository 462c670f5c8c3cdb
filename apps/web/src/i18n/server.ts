import { cookies } from 'next/headers';
import { dictionaryFor } from './dictionaries.ts';
import { LOCALE_COOKIE, toLocale, type Dictionary, type Locale } from './locale.ts';

export async function getLocale(): Promise<Locale> {
  return toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
}

export async function getI18n(): Promise<{ locale: Locale; t: Dictionary }> {
  const locale = await getLocale();
  return { locale, t: dictionaryFor(locale) };
}
