'use server';
import { cookies } from 'next/headers';
import { LOCALE_COOKIE, toLocale } from '~/i18n/locale.ts';

/** Stores the language choice (NL | EN) for a year; the page re-renders in that language. */
export async function setLanguageAction(form: FormData): Promise<void> {
  const taal = toLocale(String(form.get('taal') ?? ''));
  (await cookies()).set(LOCALE_COOKIE, taal, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
}
