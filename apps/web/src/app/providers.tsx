'use client';
import type { ReactNode } from 'react';
import { I18nProvider } from '~/i18n/i18n-provider.tsx';
import type { Locale } from '~/i18n/locale.ts';
import { TRPCReactProvider } from '~/trpc/react.tsx';

export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale}>
      <TRPCReactProvider>{children}</TRPCReactProvider>
    </I18nProvider>
  );
}
