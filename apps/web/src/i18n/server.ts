import { cookies, headers } from 'next/headers';
import { getSessionUser } from '~/auth/session.ts';
import { dictionaryFor } from './dictionaries.ts';
import { LOCALE_COOKIE, localeFromAcceptLanguage, toLocale, type Dictionary, type Locale } from './locale.ts';

/**
 * The language of this request: the choice stored in this browser (set by the language switch, and
 * at login from the account's setting), else the signed-in account's setting, else the browser's
 * own preference, else Dutch.
 */
async function getLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (chosen) return toLocale(chosen);
  const user = await getSessionUser();
  if (user) return user.taal === 'EN' ? 'en' : 'nl';
  return localeFromAcceptLanguage((await headers()).get('accept-language'));
}

export async function getI18n(): Promise<{ locale: Locale; t: Dictionary }> {
  const locale = await getLocale();
  return { locale, t: dictionaryFor(locale) };
}
