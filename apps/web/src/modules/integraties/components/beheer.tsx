'use client';
// The management of organisations and their API clients (advisers with the beheer permission):
// a new client (its secret shown once, here only), a new secret with overlap, revocation.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { SelectField, TextField } from '@ikv/ui/input';
import { fill } from '~/i18n/locale.ts';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { formatDateTime } from '~/lib/format.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

const SCOPES = ['koppelingen', 'aanvragen:lezen', 'verklaringen:lezen', 'verificatie', 'webhooks'] as const;
type Scope = (typeof SCOPES)[number];

/** A secret shown once, with the client_id, to copy now. */
function SecretOnce({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const { t } = useI18n();
  return (
    <Alert tone="success">
      <p className="font-medium">{t.beheer.secretOnce}</p>
      <dl className="mt-2 grid gap-1 text-sm">
        <dt className="text-muted">client_id</dt>
        <dd className="font-mono break-all" data-testid="client-id">
          {clientId}
        </dd>
        <dt className="text-muted">client_secret</dt>
        <dd className="font-mono break-all" data-testid="client-secret">
          {clientSecret}
        </dd>
      </dl>
    </Alert>
  );
}

export function NewClientForm() {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [scopes, setScopes] = useState<Scope[]>(['koppelingen', 'aanvragen:lezen', 'verklaringen:lezen']);
  const create = useMutation(
    trpc.integraties.beheer.createClient.mutationOptions({ onSuccess: () => router.refresh() }),
  );
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const contact = String(form.get('contact') ?? '').trim();
        create.mutate({
          naam: String(form.get('naam') ?? ''),
          organisatie: String(form.get('organisatie') ?? ''),
          soort: form.get('soort') === 'GELDVERSTREKKER' ? 'GELDVERSTREKKER' : 'INTERMEDIAIR',
          scopes,
          ...(contact ? { contact } : {}),
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="organisatie" label={t.beheer.organisatie} required maxLength={100} />
        <SelectField name="soort" label={t.beheer.soort} defaultValue="INTERMEDIAIR">
          <option value="INTERMEDIAIR">{t.beheer.intermediair}</option>
          <option value="GELDVERSTREKKER">{t.beheer.geldverstrekker}</option>
        </SelectField>
        <TextField name="naam" label={t.beheer.clientNaam} hint={t.beheer.clientNaamHint} required maxLength={100} />
        <TextField
          name="contact"
          type="email"
          autoComplete="off"
          label={t.beheer.contactVeld}
          hint={t.beheer.contactHint}
          maxLength={254}
        />
      </div>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">{t.beheer.scopes}</legend>
        {SCOPES.map((s) => (
          <label key={s} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={scopes.includes(s)}
              onChange={(e) => setScopes((cur) => (e.target.checked ? [...cur, s] : cur.filter((x) => x !== s)))}
            />
            <span>
              <span className="font-mono">{s}</span> — {t.beheer.scopeUitleg[s]}
            </span>
          </label>
        ))}
      </fieldset>
      {create.error ? <Alert tone="error">{problemMessage(create.error, t)}</Alert> : null}
      {create.data ? <SecretOnce clientId={create.data.clientId} clientSecret={create.data.clientSecret} /> : null}
      <div>
        <Button type="submit" loading={create.isPending}>
          {t.beheer.aanmaken}
        </Button>
      </div>
    </form>
  );
}

export function ClientActions({ id, ingetrokken }: { id: string; ingetrokken: boolean }) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [confirm, setConfirm] = useState(false);
  const rotate = useMutation(
    trpc.integraties.beheer.rotateSecret.mutationOptions({ onSuccess: () => router.refresh() }),
  );
  const revoke = useMutation(
    trpc.integraties.beheer.revokeClient.mutationOptions({ onSuccess: () => router.refresh() }),
  );
  const error = rotate.error ?? revoke.error;
  if (ingetrokken) return null;
  return (
    <div className="flex flex-col gap-2">
      {error ? <Alert tone="error">{problemMessage(error, t)}</Alert> : null}
      {rotate.data ? (
        <>
          <SecretOnce clientId={rotate.data.clientId} clientSecret={rotate.data.clientSecret} />
          <p className="text-sm">
            {fill(t.beheer.oudTot, { moment: formatDateTime(rotate.data.oudeGeldigTot, locale) })}
          </p>
        </>
      ) : null}
      <p className="text-sm text-muted">{t.beheer.vernieuwenUitleg}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          loading={rotate.isPending}
          onClick={() => rotate.mutate({ id, overlapUren: 24 })}
        >
          {t.beheer.vernieuwen}
        </Button>
        {confirm ? (
          <Button type="button" variant="danger" loading={revoke.isPending} onClick={() => revoke.mutate({ id })}>
            {t.beheer.intrekkenZeker}
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={() => setConfirm(true)}>
            {t.beheer.intrekken}
          </Button>
        )}
      </div>
    </div>
  );
}
