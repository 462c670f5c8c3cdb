'use client';
// The landing of the e-mailed sign-up link (logged in): brings the invitation into the caller's
// notifications (notifications.claimInvitation) and lets him answer it right here.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Spinner } from '@ikv/ui/spinner';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { problemOf } from '~/lib/problem.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { NotificationItem } from './notifications-list.tsx';

export function InvitationClaim({ token }: { token: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const claim = useMutation(trpc.notifications.claimInvitation.mutationOptions());
  const started = useRef(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    claim.mutate({ token });
  }, [claim, token]);

  if (claim.isPending || claim.isIdle) return <Spinner label={t.companyAdmin.invitationLoading} />;
  if (claim.isError) {
    const problem = problemOf(claim.error);
    const text =
      problem?.code === 'INVITATION_EXPIRED'
        ? t.companyAdmin.invitationExpired
        : problem?.code === 'INVITATION_NOT_OPEN'
          ? t.companyAdmin.invitationClosed
          : t.companyAdmin.invitationNotFound;
    return (
      <Alert tone="warning" role="alert">
        {text}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {message ? (
        <Alert tone="success" role="status">
          {message}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <ul className="overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)">
        <NotificationItem
          n={claim.data}
          onChanged={async (ok, err, companyId) => {
            setMessage(ok);
            setFailure(err);
            await queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
            if (companyId) router.push(`/bedrijven/${companyId}`);
            else router.push('/meldingen');
          }}
        />
      </ul>
    </div>
  );
}
