'use client';
// Owners and partners of one company: shares (edit in place), remove, invite by e-mail, pending
// invitations with withdraw. Owner-only actions are hidden for partners (the API answers 403 anyway).
// The share and invitation forms are checked with the procedures' own schemas before sending.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { ZInvitePartnerInput } from '@ikv/api/schemas/companies/partners/invite';
import { ZUpdateShareInput } from '@ikv/api/schemas/companies/partners/update-share';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
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
import { shareInput, totalShare } from '../partners.rules.ts';

type Partner = RouterOutputs['companies']['partners']['list'][number];
type Pending = RouterOutputs['companies']['partners']['pending'][number];

function ShareEditor({
  companyId,
  partner,
  onDone,
}: {
  companyId: string;
  partner: Partner;
  onDone: (message: string | null, error: string | null) => void;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const [value, setValue] = useState(String(partner.aandeelPercentage).replace('.', ','));
  const { formRef, errors, setErrors } = useFormErrors();
  const update = useMutation(trpc.companies.partners.updateShare.mutationOptions());
  const name = `${partner.voornaam} ${partner.achternaam}`;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const checked = validate(
      ZUpdateShareInput,
      { companyId, partnerId: partner.id, aandeelPercentage: shareInput(value) },
      t,
    );
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) return;
    update.mutate(checked.data, {
      onSuccess: () => onDone(t.companyAdmin.shareSaved, null),
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t));
        onDone(null, problemMessage(err, t));
      },
    });
  }
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex items-start gap-2">
      <TextField
        label={<span className="sr-only">{fill(t.companyAdmin.shareLabel, { name })}</span>}
        name={`share-${partner.id}`}
        inputMode="decimal"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={errors.aandeelPercentage}
        suffix="%"
        containerClassName="w-28 gap-0"
        className="tabular-nums"
      />
      <Button type="submit" size="sm" variant="secondary" loading={update.isPending}>
        {t.companyAdmin.saveShare}
      </Button>
    </form>
  );
}

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
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [share, setShare] = useState('');
  const { formRef: inviteRef, errors: inviteErrors, setErrors: setInviteErrors } = useFormErrors();
  // one Idempotency-Key per submit, kept for a retry of it (trpc/submit-key.ts)
  const submitKey = useSubmitKey();
  const invite = useMutation(trpc.companies.partners.invite.mutationOptions(submitKey.options));
  const remove = useMutation(trpc.companies.partners.remove.mutationOptions());
  const withdraw = useMutation(trpc.companies.partners.withdraw.mutationOptions());

  function done(ok: string | null, err: string | null) {
    setMessage(ok);
    setFailure(err);
    if (ok) router.refresh();
  }

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
        done(fill(t.companyAdmin.invited, { email: inv.email }), null);
      },
      onError: (err) => {
        setInviteErrors(fieldErrorsOf(problemOf(err), t));
        done(null, problemMessage(err, t));
      },
    });
  }

  const total = totalShare(partners.map((p) => p.aandeelPercentage));

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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.companyAdmin.colName}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.companyAdmin.colRole}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.companyAdmin.colShare}
                </th>
                {isOwner ? (
                  <th scope="col" className="py-2 font-medium">
                    {t.companyAdmin.colActions}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {partners.map((p) => {
                const name = `${p.voornaam} ${p.achternaam}`;
                return (
                  <tr key={p.id} data-testid={`partner-${p.email}`}>
                    <td className="py-3 pr-4">
                      <span className="font-medium text-ink">{name}</span>{' '}
                      {p.userId === myUserId ? <span className="text-muted">{t.companyAdmin.you}</span> : null}
                      <div className="text-xs text-muted">{p.email}</div>
                    </td>
                    <td className="py-3 pr-4">
                      <Badge tone={p.rol === 'EIGENAAR' ? 'brand' : 'neutral'}>
                        {p.rol === 'EIGENAAR' ? t.companyAdmin.owner : t.companyAdmin.partner}
                      </Badge>
                    </td>
                    <td className="py-3 pr-4 tabular-nums">
                      {isOwner ? (
                        <ShareEditor
                          key={`${p.id}-${p.aandeelPercentage}`}
                          companyId={companyId}
                          partner={p}
                          onDone={done}
                        />
                      ) : locale === 'en' ? (
                        `${p.aandeelPercentage}%`
                      ) : (
                        `${p.aandeelPercentage} %`
                      )}
                    </td>
                    {isOwner ? (
                      <td className="py-3">
                        {p.userId !== myUserId ? (
                          <Button
                            size="sm"
                            variant="danger"
                            loading={remove.isPending && remove.variables?.partnerId === p.id}
                            onClick={() => {
                              if (!window.confirm(fill(t.companyAdmin.confirmRemove, { name }))) return;
                              remove.mutate(
                                { companyId, partnerId: p.id },
                                {
                                  onSuccess: () => done(fill(t.companyAdmin.removed, { name }), null),
                                  onError: (err) => done(null, problemMessage(err, t)),
                                },
                              );
                            }}
                          >
                            {t.companyAdmin.remove}
                          </Button>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-muted tabular-nums">{fill(t.companyAdmin.totalShares, { pct: total })}</p>
        </div>

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
                            onSuccess: () => done(t.companyAdmin.withdrawn, null),
                            onError: (err) => done(null, problemMessage(err, t)),
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

        {isOwner ? (
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
            <form
              ref={inviteRef}
              onSubmit={onInvite}
              noValidate
              className="flex flex-col gap-3 sm:flex-row sm:items-start"
            >
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
        ) : (
          <p className="text-sm text-muted">{t.companyAdmin.onlyOwner}</p>
        )}
      </CardBody>
    </Card>
  );
}
