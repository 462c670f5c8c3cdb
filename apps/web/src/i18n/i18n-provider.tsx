'use client';
// The page's dictionary for client components. Dutch, the default language, is in the bundle; the
// English dictionary comes from the server layout only on English pages, so Dutch pages do not
// download both.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Dictionary, Locale } from './locale.ts';
import { nl } from './nl.ts';

const I18nContext = createContext<{ locale: Locale; t: Dictionary }>({ locale: 'nl', t: nl });

export function I18nProvider({
  locale,
  dictionary,
  children,
}: {
  locale: Locale;
  dictionary?: Dictionary;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, t: locale === 'nl' ? nl : (dictionary ?? nl) }), [locale, dictionary]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n() {
  return useContext(I18nContext);
}
