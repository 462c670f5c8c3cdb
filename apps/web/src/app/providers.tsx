'use client';
import type { ReactNode } from 'react';
import { I18nProvider } from '~/i18n/i18n-provider.tsx';
import type { Dictionary, Locale } from '~/i18n/locale.ts';
import { TRPCReactProvider } from '~/trpc/react.tsx';

export function Providers({ locale, dictionary, children }: { locale: Locale; dictionary?: Dictionary; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} dictionary={dictionary}>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </I18nProvider>
  );
}
