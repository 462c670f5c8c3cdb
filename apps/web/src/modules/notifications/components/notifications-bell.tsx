'use client';
// Header link to the notification centre with the unread count, kept current by the live feed (LiveProvider).
// It is on every signed-in page, so it also makes the notifications be read again after a language
// switch: the API renders them in the account's language when they are read.
import Link from 'next/link';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill, type Locale } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';

/** The language the cached notifications were read in (module-wide: the header may mount again). */
let readIn: Locale | null = null;

export function NotificationsBell({ className }: { className?: string }) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const count = useQuery(trpc.notifications.unreadCount.queryOptions({}));
  useEffect(() => {
    if (readIn !== null && readIn !== locale)
      void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
    readIn = locale;
  }, [locale, queryClient, trpc]);
  const aantal = count.data?.aantal ?? 0;
  return (
    <Link href="/meldingen" className={className}>
      {t.companyAdmin.navNotifications}
      {aantal ? (
        <>
          <span
            aria-hidden="true"
            className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums"
            data-testid="unread-badge"
          >
            {aantal}
          </span>
          <span className="sr-only">, {fill(t.companyAdmin.unreadBadge, { count: aantal })}</span>
        </>
      ) : null}
    </Link>
  );
}
