'use client';
// Header link to the notification centre with the unread count, kept current by the live feed (LiveProvider).
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function NotificationsBell({ className }: { className?: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const count = useQuery(trpc.notifications.unreadCount.queryOptions({}));
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
