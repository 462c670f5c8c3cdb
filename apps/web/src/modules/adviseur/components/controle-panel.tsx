'use client';
// The adviser's check per financial year (API.md, Trust): the year's figures beside its documents
// (opened inline), the recorded check (or that it is void), and a form to record it again.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { useTRPC } from '~/trpc/react.tsx';

type Aanvraag = RouterOutputs['adviseur']['aanvragen']['get'];
type Doc = Aanvraag['documenten'][number];
type Controle = Aanvraag['controles'][number];
const textarea = 'min-h-16 rounded-lg border border-line bg-white px-3 py-2 text-sm font-normal focus:outline-none focus:ring-2 focus:ring-brand-500';

function DocLink({ d }: { d: Doc }) {
  const { t } = useI18n();
  return (
    <a href={`/api/documents/${encodeURIComponent(d.id)}?inline=1`} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 hover:underline">
      {d.bestandsnaam}
      <span className="sr-only"> ({t.trust.open})</span>
    </a>
  );
}

function YearCheck({ aanvraagId, jaar, winst, docs, controle, open }: { aanvraagId: string; jaar: number; winst: number; docs: Doc[]; controle: Controle | undefined; open: boolean }) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [akkoord, setAkkoord] = useState(controle ? controle.akkoord : true);
  const [gekozen, setGekozen] = useState<string[]>(controle && !controle.vervallen ? controle.documentIds : []);
  const [toelichting, setToelichting] = useState(controle?.toelichting ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.adviseur.aanvragen.controle.mutationOptions());
  const byId = new Map(docs.map((d) => [d.id, d]));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    if (akkoord && gekozen.length === 0) return setError(t.trust.pickDocument);
    save.mutate(
      { id: aanvraagId, jaar, akkoord, documentIds: gekozen, toelichting: toelichting.trim() || undefined },
      { onSuccess: () => router.refresh(), onError: (err) => setError(problemOf(err)?.errors?.[0]?.message ?? problemMessage(err, t)) },
    );
  }

  const status = !controle ? (
    <Badge>{t.trust.notChecked}</Badge>
  ) : controle.vervallen ? (
    <Badge tone="warning">{fill(t.trust.voided, { datum: formatDate(controle.vervallen.op, locale) })}</Badge>
  ) : (
    <Badge tone={controle.akkoord ? 'success' : 'warning'}>
      {fill(t.trust.checkedBy, {
        uitkomst: controle.akkoord ? t.trust.checkAkkoord : t.trust.checkNietAkkoord,
        naam: controle.adviseur?.naam ?? '',
        datum: formatDate(controle.op, locale),
      })}
    </Badge>
  );

  return (
    <section className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid={`controle-${jaar}`} aria-label={fill(t.trust.year, { jaar })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{fill(t.trust.year, { jaar })}</h3>
        <span className="text-sm text-muted">
          {t.trust.profit}: <span className="font-medium text-ink">{formatMoney(winst, locale)}</span>
        </span>
      </div>
      <div>{status}</div>
      {controle?.toelichting ? <p className="text-sm text-slate-700">{controle.toelichting}</p> : null}
      {controle && controle.documentIds.length > 0 ? (
        <p className="text-sm text-muted">
          {t.trust.basedOn}:{' '}
          {controle.documentIds.map((id, i) => {
            const d = byId.get(id);
            return (
              <span key={id}>
                {i > 0 ? ', ' : ''}
                {d ? <DocLink d={d} /> : id}
              </span>
            );
          })}
        </p>
      ) : null}
      {docs.length === 0 ? <p className="text-sm text-muted">{t.trust.noDocuments}</p> : null}
      {open ? (
        <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={`${t.trust.saveCheck} ${jaar}`}>
          {docs.length > 0 ? (
            <ul className="flex flex-col gap-1.5">
              {docs.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="documentIds"
                      value={d.id}
                      checked={gekozen.includes(d.id)}
                      onChange={(e) => setGekozen(e.target.checked ? [...gekozen, d.id] : gekozen.filter((x) => x !== d.id))}
                    />
                    <span className="sr-only">{d.bestandsnaam}</span>
                  </label>
                  <DocLink d={d} />
                  <span className="text-muted">{d.jaar === null ? `· ${t.trust.companyWide}` : ''}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name={`akkoord-${jaar}`} checked={akkoord} onChange={() => setAkkoord(true)} />
              {t.trust.checkAkkoord}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={`akkoord-${jaar}`} checked={!akkoord} onChange={() => setAkkoord(false)} />
              {t.trust.checkNietAkkoord}
            </label>
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {akkoord ? t.trust.remark : t.trust.remarkRequired}
            <textarea name="toelichting" value={toelichting} onChange={(e) => setToelichting(e.target.value)} maxLength={4000} required={!akkoord} className={textarea} />
          </label>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div>
            <Button type="submit" size="sm" variant="secondary" loading={save.isPending}>
              {t.trust.saveCheck}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

export function ControlePanel({ a }: { a: Aanvraag }) {
  const { t } = useI18n();
  const open = ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(a.status);
  return (
    <Card>
      <CardBody className="flex flex-col gap-4">
        <div>
          <h2 className="text-lg font-semibold text-ink">{t.trust.documentsTitle}</h2>
          <p className="text-sm text-muted">{t.trust.documentsLead}</p>
        </div>
        {[...a.boekjaren]
          .sort((x, y) => y.jaar - x.jaar)
          .map((b) => (
            <YearCheck
              key={b.jaar}
              aanvraagId={a.id}
              jaar={b.jaar}
              winst={b.fiscaleWinst}
              docs={a.documenten.filter((d) => d.jaar === b.jaar || d.jaar === null)}
              controle={a.controles.find((c) => c.jaar === b.jaar)}
              open={open}
            />
          ))}
      </CardBody>
    </Card>
  );
}
