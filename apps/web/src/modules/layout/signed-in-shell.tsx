// The shell of every signed-in page: the tRPC client, one live connection per tab, and the header
// with the chat and notification links that the live feed keeps current.
import type { ReactNode } from 'react';
import { ChatUnreadBadge } from '~/modules/chat/components/chat-unread-badge.tsx';
import { LiveProvider } from '~/modules/live/live-provider.tsx';
import { MenuUnreadBadge } from '~/modules/notifications/components/menu-unread-badge.tsx';
import { NotificationsBell } from '~/modules/notifications/components/notifications-bell.tsx';
import { TRPCReactProvider } from '~/trpc/react.tsx';
import { Shell } from './page-shell.tsx';
import { SiteHeader } from './site-header.tsx';

function liveLinks(className: string) {
  return (
    <>
      <ChatUnreadBadge href="/berichten" className={className} />
      <NotificationsBell className={className} />
    </>
  );
}

export function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <TRPCReactProvider>
      <Shell header={<SiteHeader liveLinks={liveLinks} menuBadge={<MenuUnreadBadge />} />}>
        <LiveProvider>{children}</LiveProvider>
      </Shell>
    </TRPCReactProvider>
  );
}
