'use client';
// Owners and partners of one company: shares (edit in place), remove, invite by e-mail, pending
// invitations with withdraw. Owner-only actions are hidden for partners (the API answers 403 anyway).
// The share and invitation forms are checked with the procedures' own schemas before sending.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Alert } from '@ikv/ui/alert';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { InviteForm, PendingInvitations, type Pending } from './partner-invitations.tsx';
import { PartnersTable, type Partner } from './partners-table.tsx';

export function PartnersPanel({
  companyId,
  isOwner,
  myUserId,
  partners,
  pending,
  isEenmanszaak = false,
}: {
  companyId: string;
  isOwner: boolean;
  myUserId: string;
  partners: Partner[];
  pending: Pending[];
  isEenmanszaak?: boolean;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function done(ok: string | null, err: string | null) {
    setMessage(ok);
    setFailure(err);
    if (ok) router.refresh();
  }

  return (
    <Card aria-labelledby="partners-title">
      <CardBody className="flex flex-col gap-6">
        <div>
          <h2 id="partners-title" className="text-lg font-semibold text-ink">
            {t.companyAdmin.partnersTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.companyAdmin.partnersLead}</p>
        </div>
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
        <PartnersTable companyId={companyId} isOwner={isOwner} myUserId={myUserId} partners={partners} onDone={done} />

        <PendingInvitations companyId={companyId} isOwner={isOwner} pending={pending} onDone={done} />

        {isOwner ? (
          <InviteForm companyId={companyId} isEenmanszaak={isEenmanszaak} onDone={done} />
        ) : (
          <p className="text-sm text-muted">{t.companyAdmin.onlyOwner}</p>
        )}
      </CardBody>
    </Card>
  );
}
