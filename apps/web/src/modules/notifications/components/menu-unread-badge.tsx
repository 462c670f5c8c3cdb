'use client';
// On the phone menu's button while the menu is closed: how much is unread behind it (notifications and
// chat messages together), from the same live-kept queries as the links inside the menu.
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function MenuUnreadBadge() {
  const { t } = useI18n();
  const trpc = useTRPC();
  const notifications = useQuery(trpc.notifications.unreadCount.queryOptions({}));
  const chat = useQuery(trpc.chat.unreadCount.queryOptions({}));
  const aantal = (notifications.data?.aantal ?? 0) + (chat.data?.aantal ?? 0);
  if (!aantal) return null;
  // on the button's corner (the button is `relative`): the header row keeps its width at 320 px
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute -top-2 -right-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums ring-2 ring-white"
        data-testid="menu-unread-badge"
      >
        {aantal > 99 ? '99+' : aantal}
      </span>
      <span className="sr-only">, {fill(t.companyAdmin.unreadBadge, { count: aantal })}</span>
    </>
  );
}
