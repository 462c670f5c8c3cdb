'use client';
// The inbox: every conversation of the caller, newest first, with the unread count; kept current by
// the live feed (a chat event invalidates the chat queries, this one included).
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { EmptyState } from '@ikv/ui/empty-state';
import { Spinner } from '@ikv/ui/spinner';
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDateTime } from '~/lib/format.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

export function Inbox({ rol }: { rol: 'ONDERNEMER' | 'ADVISEUR' }) {
  const { t, locale } = useI18n();
  const f = t.flow;
  const trpc = useTRPC();
  const list = useQuery(trpc.chat.conversations.queryOptions({ limit: 100 }));
  if (list.isPending) return <Spinner label={t.common.loading} />;
  if (list.isError) return <Alert tone="error">{problemMessage(list.error, t)}</Alert>;
  if (list.data.length === 0)
    return (
      <EmptyState
        title={f.inboxEmpty}
        description={rol === 'ADVISEUR' ? f.inboxEmptyAdviser : f.inboxEmptyEntrepreneur}
      />
    );
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)"
      data-testid="inbox"
    >
      {list.data.map((g) => (
        <li key={g.aanvraagId} className={cn(g.ongelezen > 0 && 'bg-brand-50/40')} data-testid="conversation">
          <Link
            href={`${rol === 'ADVISEUR' ? '/adviseur/aanvragen' : '/aanvragen'}/${g.aanvraagId}#chat`}
            className="flex flex-col gap-1 p-4 hover:bg-slate-50 sm:p-5"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 truncate font-semibold text-ink">
                {g.bedrijfsnaam}{' '}
                <span className="font-normal text-muted">
                  · {fill(t.aanvragen.number, { nummer: g.aanvraagNummer })}
                </span>
              </span>
              {g.ongelezen > 0 ? (
                <Badge tone="brand">
                  <span data-testid="conversation-unread">{g.ongelezen}</span>&nbsp;{f.unread}
                </Badge>
              ) : null}
            </span>
            <span className="text-sm text-muted">{g.tegenpartij ?? f.noAdviserYet}</span>
            <span className="line-clamp-2 text-sm break-words text-slate-700">
              {g.laatsteAfzender ? <span className="font-medium">{g.laatsteAfzender}: </span> : null}
              {/* what a person wrote, in whatever language: lang="" says the language is unknown (HTML) */}
              <span lang="">{g.laatsteBericht}</span>
            </span>
            <span className="text-xs text-muted">{formatDateTime(g.laatsteOp, locale)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
