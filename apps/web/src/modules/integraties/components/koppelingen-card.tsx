'use client';
// The entrepreneur's consent (API.md, Integrations): who asks to see his income statement (an
// intermediary or a lender), what they will see (the status of his requests, issued statements with
// their figures, never his documents), and accept, refuse or end. Changes are immediate.
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@ikv/ui/alert';
import { Badge, type BadgeTone } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import type { TMijnKoppeling } from '@ikv/api/schemas/integraties/koppeling';
import { fill } from '~/i18n/locale.ts';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { formatDate } from '~/lib/format.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

const TONE: Record<TMijnKoppeling['status'], BadgeTone> = {
  UITGENODIGD: 'warning',
  ACTIEF: 'success',
  GEWEIGERD: 'neutral',
  BEEINDIGD: 'neutral',
};

function KoppelingItem({ k }: { k: TMijnKoppeling }) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const done = { onSuccess: () => router.refresh() };
  const accept = useMutation(trpc.integraties.account.accept.mutationOptions(done));
  const refuse = useMutation(trpc.integraties.account.refuse.mutationOptions(done));
  const end = useMutation(trpc.integraties.account.end.mutationOptions(done));
  const error = accept.error ?? refuse.error ?? end.error;
  const tk = t.koppelingen;
  const soort = k.organisatie.soort === 'INTERMEDIAIR' ? tk.intermediair : tk.geldverstrekker;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="koppeling">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-medium break-words">
          {k.organisatie.naam} <span className="font-normal text-muted">({soort})</span>
        </p>
        <Badge tone={TONE[k.status]}>{tk.status[k.status]}</Badge>
      </div>
      <p className="text-sm text-muted">
        {fill(tk.sinds, { datum: formatDate(k.aangemaaktOp, locale) })}
        {k.kenmerk ? ` · ${fill(tk.kenmerk, { kenmerk: k.kenmerk })}` : null}
      </p>
      {k.status === 'UITGENODIGD' || k.status === 'ACTIEF' ? (
        <p className="text-sm">{fill(k.status === 'ACTIEF' ? tk.zietNu : tk.gaatZien, { naam: k.organisatie.naam })}</p>
      ) : null}
      {error ? <Alert tone="error">{problemMessage(error, t)}</Alert> : null}
      {k.status === 'UITGENODIGD' ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" loading={accept.isPending} onClick={() => accept.mutate({ id: k.id })}>
            {tk.accepteren}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={refuse.isPending}
            onClick={() => refuse.mutate({ id: k.id })}
          >
            {tk.weigeren}
          </Button>
        </div>
      ) : k.status === 'ACTIEF' ? (
        <div>
          <Button type="button" variant="secondary" loading={end.isPending} onClick={() => end.mutate({ id: k.id })}>
            {tk.beeindigen}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function KoppelingenCard({ koppelingen }: { koppelingen: TMijnKoppeling[] }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{t.koppelingen.lead}</p>
      {koppelingen.length === 0 ? (
        <p className="text-sm text-muted">{t.koppelingen.leeg}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t.koppelingen.title}>
          {koppelingen.map((k) => (
            <KoppelingItem key={k.id} k={k} />
          ))}
        </ul>
      )}
    </div>
  );
}
