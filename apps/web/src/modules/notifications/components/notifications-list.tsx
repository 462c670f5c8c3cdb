'use client';
// The notification centre: newest first; an open partner invitation can be accepted or declined here.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button, buttonClasses } from '@ikv/ui/button';
import { EmptyState } from '@ikv/ui/empty-state';
import { Spinner } from '@ikv/ui/spinner';
import { cn } from '@ikv/ui/cn';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

type Notification = RouterOutputs['notifications']['list'][number];

export function NotificationItem({
  n,
  onChanged,
  highlight = false,
}: {
  n: Notification;
  onChanged: (message: string | null, error: string | null, companyId?: string) => void;
  highlight?: boolean;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const accept = useMutation(trpc.notifications.acceptInvitation.mutationOptions());
  const decline = useMutation(trpc.notifications.declineInvitation.mutationOptions());
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions());
  const remove = useMutation(trpc.notifications.delete.mutationOptions());
  const inv = n.uitnodiging;
  const fail = (err: unknown) => onChanged(null, problemMessage(err, t));
  return (
    <li
      id={n.uitnodigingId ? `uitnodiging-${n.uitnodigingId}` : undefined}
      className={cn(
        'flex flex-col gap-3 p-4 sm:p-5',
        !n.gelezen && 'bg-brand-50/40',
        highlight && 'ring-2 ring-brand-500',
      )}
      data-testid="notification"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {n.link && !n.link.startsWith('/meldingen') ? (
              <Link
                href={n.link}
                className="underline-offset-2 hover:underline"
                onClick={() => {
                  if (!n.gelezen) markRead.mutate({ id: n.id });
                }}
              >
                {n.titel}
              </Link>
            ) : (
              n.titel
            )}
            {!n.gelezen ? <Badge tone="brand">{t.companyAdmin.unread}</Badge> : null}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{n.bericht}</p>
          <p className="mt-1 text-xs text-muted">{formatDate(n.aangemaaktOp, locale)}</p>
        </div>
        {inv ? (
          <Badge tone={inv.status === 'OPENSTAAND' ? 'warning' : inv.status === 'GEACCEPTEERD' ? 'success' : 'neutral'}>
            {fill(t.companyAdmin.invitationStatus[inv.status], { date: formatDate(inv.verlooptOp, locale) })}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {inv?.kanBeantwoorden ? (
          <>
            <Button
              size="sm"
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(
                  { id: n.id },
                  {
                    onSuccess: () =>
                      onChanged(fill(t.companyAdmin.accepted, { name: inv.bedrijfsnaam }), null, inv.companyId),
                    onError: fail,
                  },
                )
              }
            >
              {t.companyAdmin.accept}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={decline.isPending}
              onClick={() =>
                decline.mutate(
                  { id: n.id },
                  { onSuccess: () => onChanged(t.companyAdmin.declined, null), onError: fail },
                )
              }
            >
              {t.companyAdmin.decline}
            </Button>
          </>
        ) : null}
        {inv?.status === 'GEACCEPTEERD' && n.type === 'PARTNER_UITNODIGING' ? (
          <Link href={`/bedrijven/${inv.companyId}`} className={buttonClasses('secondary', 'sm')}>
            {t.companyAdmin.openCompany}
          </Link>
        ) : null}
        {!n.gelezen ? (
          <Button
            size="sm"
            variant="ghost"
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ id: n.id }, { onSuccess: () => onChanged(null, null), onError: fail })}
          >
            {t.companyAdmin.markRead}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          loading={remove.isPending}
          onClick={() => remove.mutate({ id: n.id }, { onSuccess: () => onChanged(null, null), onError: fail })}
        >
          {t.companyAdmin.delete}
        </Button>
      </div>
    </li>
  );
}

export function NotificationsList() {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.notifications.list.queryOptions({}));
  const markAll = useMutation(trpc.notifications.markAllRead.mutationOptions());
  const anyUnread = list.data?.some((n) => !n.gelezen) ?? false;
  const [message, setMessage] = useState<{ text: string; companyId?: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function changed(ok: string | null, err: string | null, companyId?: string) {
    setMessage(ok ? { text: ok, companyId } : null);
    setFailure(err);
    await queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-4">
      {anyUnread ? (
        <div className="flex justify-end">
          <Button
            size="sm"
            variant="secondary"
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => void changed(t.flowUi.markAllReadDone, null),
                onError: (err) => void changed(null, problemMessage(err, t)),
              })
            }
          >
            {t.flowUi.markAllRead}
          </Button>
        </div>
      ) : null}
      {message ? (
        <Alert tone="success" role="status">
          {message.text}{' '}
          {message.companyId ? (
            <Link href={`/bedrijven/${message.companyId}`} className="font-medium underline underline-offset-2">
              {t.companyAdmin.openCompany}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {list.isPending ? (
        <Spinner label={t.companyAdmin.invitationLoading} />
      ) : list.isError ? (
        <Alert tone="error" role="alert">
          {problemMessage(list.error, t)}
        </Alert>
      ) : list.data.length === 0 ? (
        <EmptyState title={t.companyAdmin.notificationsEmpty} />
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)">
          {list.data.map((n) => (
            <NotificationItem key={n.id} n={n} onChanged={changed} />
          ))}
        </ul>
      )}
    </div>
  );
}
