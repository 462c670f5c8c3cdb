import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import './globals.css';
import { RouteAnnouncer } from '~/modules/layout/components/route-announcer.tsx';
import { getI18n } from '~/i18n/server.ts';
import { inter } from './fonts/inter.ts';
import { Providers } from './providers.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    title: { default: t.meta.title, template: `%s · ${t.common.productName}` },
    description: t.meta.description,
  };
}

export const viewport: Viewport = { themeColor: '#1d4ed8', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { locale, t } = await getI18n();
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-surface text-ink">
        <a
          href="#inhoud"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {t.common.skipToContent}
        </a>
        {/* Dutch is in the browser bundle; an English page passes its dictionary along. The header and
            main come from the route groups' shells (modules/layout/page-shell.tsx, signed-in-shell.tsx). */}
        <Providers locale={locale} dictionary={locale === 'nl' ? undefined : t}>
          {children}
          <footer className="border-t border-line bg-white">
            <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-6 text-xs text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
              <span>{t.footer.text}</span>
              <span className="flex flex-wrap gap-x-4 gap-y-1">
                <Link href="/privacy" className="underline-offset-2 hover:text-ink hover:underline">
                  {t.privacy.footerLink}
                </Link>
                <Link href="/api/docs" prefetch={false} className="underline-offset-2 hover:text-ink hover:underline">
                  {t.footer.api}
                </Link>
              </span>
            </div>
          </footer>
          <RouteAnnouncer />
        </Providers>
      </body>
    </html>
  );
}
