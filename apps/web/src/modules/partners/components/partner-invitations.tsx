'use client';
// The invitations of one company (partners-panel.tsx): those still open, which the owner can
// withdraw, and the owner's form to invite someone by e-mail with a share.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { ZInvitePartnerInput } from '@ikv/api/schemas/companies/partners/invite';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate } from '~/lib/format.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { useSubmitKey } from '~/trpc/submit-key.ts';
import { shareInput } from '../partners.rules.ts';
import type { OnDone } from './partners-table.tsx';

export type Pending = RouterOutputs['companies']['partners']['pending'][number];

export function PendingInvitations({
  companyId,
  isOwner,
  pending,
  onDone,
}: {
  companyId: string;
  isOwner: boolean;
  pending: Pending[];
  onDone: OnDone;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const withdraw = useMutation(trpc.companies.partners.withdraw.mutationOptions());
  return (
    <section aria-labelledby="pending-title" className="flex flex-col gap-3">
      <h3 id="pending-title" className="text-base font-semibold text-ink">
        {t.companyAdmin.pendingTitle}
      </h3>
      {pending.length === 0 ? (
        <p className="text-sm text-muted">{t.companyAdmin.pendingNone}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {pending.map((inv) => (
            <li
              key={inv.id}
              className="flex flex-col gap-2 px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="text-ink">
                {fill(t.companyAdmin.pendingLine, {
                  email: inv.email,
                  pct: inv.aandeelPercentage,
                  date: formatDate(inv.verlooptOp, locale),
                })}
              </span>
              {isOwner ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={withdraw.isPending && withdraw.variables?.inviteId === inv.id}
                  onClick={() =>
                    withdraw.mutate(
                      { companyId, inviteId: inv.id },
                      {
                        onSuccess: () => onDone(t.companyAdmin.withdrawn, null),
                        onError: (err) => onDone(null, problemMessage(err, t)),
                      },
                    )
                  }
                >
                  {t.companyAdmin.withdraw}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function InviteForm({
  companyId,
  isEenmanszaak,
  onDone,
}: {
  companyId: string;
  isEenmanszaak: boolean;
  onDone: OnDone;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [share, setShare] = useState('');
  const { formRef: inviteRef, errors: inviteErrors, setErrors: setInviteErrors } = useFormErrors();
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const invite = useMutation(trpc.companies.partners.invite.mutationOptions(submitKey.options));

  function onInvite(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = validate(
      ZInvitePartnerInput,
      { companyId, email: email.trim(), aandeelPercentage: shareInput(share) },
      t,
    );
    setInviteErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    invite.mutate(checked.data, {
      onSuccess: (inv) => {
        setEmail('');
        setShare('');
        onDone(fill(t.companyAdmin.invited, { email: inv.email }), null);
      },
      onError: (err) => {
        setInviteErrors(fieldErrorsOf(problemOf(err), t));
        onDone(null, problemMessage(err, t));
      },
    });
  }

  return (
    <section aria-labelledby="invite-title" className="flex flex-col gap-3 border-t border-line pt-5">
      <div>
        <h3 id="invite-title" className="text-base font-semibold text-ink">
          {t.companyAdmin.inviteTitle}
        </h3>
        <p className="mt-1 text-sm text-muted">{t.companyAdmin.inviteLead}</p>
      </div>
      {isEenmanszaak ? (
        <Alert tone="warning" role="note">
          {t.companyAdmin.eenmanszaakHint}
        </Alert>
      ) : null}
      <form ref={inviteRef} onSubmit={onInvite} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t.companyAdmin.inviteEmail}
          name="inviteEmail"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={inviteErrors.email}
          containerClassName="flex-1"
        />
        <TextField
          label={t.companyAdmin.inviteShare}
          name="inviteShare"
          inputMode="decimal"
          value={share}
          onChange={(e) => setShare(e.target.value)}
          error={inviteErrors.aandeelPercentage}
          suffix="%"
          containerClassName="sm:w-36"
        />
        <Button type="submit" loading={invite.isPending} className="sm:mt-7">
          {t.companyAdmin.inviteSubmit}
        </Button>
      </form>
    </section>
  );
}
