'use server';
import { cookies, headers } from 'next/headers';
import { secureCookies } from '@ikv/api/app-url';
import { redirect } from 'next/navigation';
import { getSessionUser } from '~/auth/session.ts';
import { LOCALE_COOKIE, toLocale, type Locale } from '~/i18n/locale.ts';
import { returnPathOrNull } from '~/lib/return-path.ts';
import { serverApi } from '~/trpc/server.ts';

/** Keeps the language in this browser for a year (Secure under https, like every cookie of the app). */
export async function rememberLocale(locale: Locale): Promise<void> {
  (await cookies()).set(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
    sameSite: 'lax',
    secure: secureCookies(),
  });
}

/**
 * Stores the language choice (NL | EN) in this browser and, when signed in, on the account (so
 * notifications, e-mails and the PDF follow it, and another browser after logging in), then shows
 * the page again in that language.
 */
export async function setLanguageAction(form: FormData): Promise<void> {
  const locale = toLocale(String(form.get('taal') ?? ''));
  if (await getSessionUser()) await (await serverApi()).account.taal({ taal: locale === 'en' ? 'EN' : 'NL' });
  await rememberLocale(locale);
  const referer = (await headers()).get('referer');
  const back = referer ? returnPathOrNull(referer) : null;
  if (back) redirect(back);
}
