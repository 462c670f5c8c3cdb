'use client';
import type { ReactNode } from 'react';
import { I18nProvider } from '~/i18n/i18n-provider.tsx';
import type { Dictionary, Locale } from '~/i18n/locale.ts';

/** What every page's client components share: the language and its dictionary (the tRPC client is added by the root layout for a signed-in visitor). */
export function Providers({
  locale,
  dictionary,
  children,
}: {
  locale: Locale;
  dictionary?: Dictionary;
  children: ReactNode;
}) {
  return (
    <I18nProvider locale={locale} dictionary={dictionary}>
      {children}
    </I18nProvider>
  );
}
