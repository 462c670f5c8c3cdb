'use client';
// Header link to the requests with the number of unread chat messages; kept current by the live feed.
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { plural } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function ChatUnreadBadge({ href, className }: { href: string; className?: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const count = useQuery(trpc.chat.unreadCount.queryOptions({}));
  const aantal = count.data?.aantal ?? 0;
  return (
    <Link href={href} className={className}>
      {t.chat.nav}
      {aantal ? (
        <>
          <span
            aria-hidden="true"
            className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums"
            data-testid="chat-unread-badge"
          >
            {aantal}
          </span>
          <span className="sr-only">, {plural(t.flowUi.chatUnread, aantal, { count: aantal })}</span>
        </>
      ) : null}
    </Link>
  );
}
