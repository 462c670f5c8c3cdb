'use client';
// One live connection per tab (tRPC subscription over server-sent events, see packages/api
// modules/live). Each event refreshes what it concerns in the TanStack Query cache: the
// notification list and badge, the chat threads and the chat badge. The link reconnects by itself
// and sends the last event id, so the server replays what this tab missed; while it is down a
// quiet banner says so.
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { useTRPC } from '~/trpc/react.tsx';

export function LiveProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [wasConnected, setWasConnected] = useState(false);
  const sub = useSubscription(
    trpc.live.events.subscriptionOptions(undefined, {
      onStarted: () => {
        setWasConnected(true);
        // what happened before this (re)connection is not replayed on a fresh start: recount
        void queryClient.invalidateQueries({ queryKey: trpc.notifications.unreadCount.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.chat.unreadCount.queryKey() });
      },
      onData: ({ data }) => {
        if (data.soort === 'notification' || data.soort === 'notification.changed') {
          void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
        } else {
          // chat.message / chat.read: the open thread refetches (and is marked read), badges recount
          void queryClient.invalidateQueries({ queryKey: trpc.chat.pathKey() });
        }
      },
    }),
  );
  const down = wasConnected && (sub.status === 'connecting' || sub.status === 'error');
  return (
    <>
      {down ? (
        <div
          role="status"
          data-testid="live-reconnecting"
          className="fixed inset-x-0 bottom-4 z-30 mx-auto w-fit rounded-full bg-slate-900/90 px-4 py-2 text-sm text-white shadow-lg"
        >
          {t.live.reconnecting}
        </div>
      ) : null}
      {children}
    </>
  );
}
