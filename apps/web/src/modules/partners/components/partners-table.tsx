'use client';
// The owners and partners of one company (partners-panel.tsx): name, role and share; the owner edits
// a share in place and removes a partner (after the browser's confirmation).
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { ZUpdateShareInput } from '@ikv/api/schemas/companies/partners/update-share';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { shareInput, totalShare } from '../partners.rules.ts';

export type Partner = RouterOutputs['companies']['partners']['list'][number];
/** What an action said: a message when it went (the page is then refreshed), an error when not. */
export type OnDone = (message: string | null, error: string | null) => void;

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

export function PartnersTable({
  companyId,
  isOwner,
  myUserId,
  partners,
  onDone,
}: {
  companyId: string;
  isOwner: boolean;
  myUserId: string;
  partners: Partner[];
  onDone: OnDone;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const remove = useMutation(trpc.companies.partners.remove.mutationOptions());
  const total = totalShare(partners.map((p) => p.aandeelPercentage));
  return (
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
          {partners.map((p) => (
            <PartnerRow
              key={p.id}
              companyId={companyId}
              partner={p}
              isOwner={isOwner}
              me={p.userId === myUserId}
              removing={remove.isPending && remove.variables?.partnerId === p.id}
              onRemove={(name) => {
                if (!window.confirm(fill(t.companyAdmin.confirmRemove, { name }))) return;
                remove.mutate(
                  { companyId, partnerId: p.id },
                  {
                    onSuccess: () => onDone(fill(t.companyAdmin.removed, { name }), null),
                    onError: (err) => onDone(null, problemMessage(err, t)),
                  },
                );
              }}
              onDone={onDone}
            />
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-muted tabular-nums">{fill(t.companyAdmin.totalShares, { pct: total })}</p>
    </div>
  );
}

function PartnerRow({
  companyId,
  partner: p,
  isOwner,
  me,
  removing,
  onRemove,
  onDone,
}: {
  companyId: string;
  partner: Partner;
  isOwner: boolean;
  /** the row of the person reading */
  me: boolean;
  removing: boolean;
  onRemove: (name: string) => void;
  onDone: OnDone;
}) {
  const { t, locale } = useI18n();
  const name = `${p.voornaam} ${p.achternaam}`;
  return (
    <tr data-testid={`partner-${p.email}`}>
      <td className="py-3 pr-4">
        <span className="font-medium text-ink">{name}</span>{' '}
        {me ? <span className="text-muted">{t.companyAdmin.you}</span> : null}
        <div className="text-xs text-muted">{p.email}</div>
      </td>
      <td className="py-3 pr-4">
        <Badge tone={p.rol === 'EIGENAAR' ? 'brand' : 'neutral'}>
          {p.rol === 'EIGENAAR' ? t.companyAdmin.owner : t.companyAdmin.partner}
        </Badge>
      </td>
      <td className="py-3 pr-4 tabular-nums">
        {isOwner ? (
          <ShareEditor key={`${p.id}-${p.aandeelPercentage}`} companyId={companyId} partner={p} onDone={onDone} />
        ) : locale === 'en' ? (
          `${p.aandeelPercentage}%`
        ) : (
          `${p.aandeelPercentage} %`
        )}
      </td>
      {isOwner ? (
        <td className="py-3">
          {!me ? (
            <Button size="sm" variant="danger" loading={removing} onClick={() => onRemove(name)}>
              {t.companyAdmin.remove}
            </Button>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
