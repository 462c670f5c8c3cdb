'use client';
// The adviser's check per financial year (API.md, Trust): the year's figures beside its documents
// (opened inline), the recorded check (or that it is void), and a form to record it again (checked
// with adviseur.aanvragen.controle's own schema before sending).
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@ikv/api';
import { ZControleAanvraagInput } from '@ikv/api/schemas/adviseur/aanvragen/controle';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { Card, CardBody } from '@ikv/ui/card';
import { TextareaField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill, plural } from '~/i18n/locale.ts';
import { formatDate, formatMoney } from '~/lib/format.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useFormErrors } from '~/lib/use-form-errors.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { DocumentFigures } from '~/modules/documents/document-figures.tsx';

type Aanvraag = RouterOutputs['adviseur']['aanvragen']['get'];
type Doc = Aanvraag['documenten'][number];
type Controle = Aanvraag['controles'][number];

function DocLink({ d }: { d: Doc }) {
  const { t } = useI18n();
  return (
    <a
      href={`/api/documents/${encodeURIComponent(d.id)}?inline=1`}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-brand-700 hover:underline"
    >
      {d.bestandsnaam}
      <span className="sr-only"> ({t.trust.open})</span>
    </a>
  );
}

function YearCheck({
  aanvraagId,
  jaar,
  winst,
  docs,
  controle,
  open,
  companyId,
  boekjaar,
}: {
  aanvraagId: string;
  jaar: number;
  winst: number;
  docs: Doc[];
  controle: Controle | undefined;
  open: boolean;
  companyId: string;
  boekjaar: Aanvraag['boekjaren'][number];
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const [akkoord, setAkkoord] = useState(controle ? controle.akkoord : true);
  const [gekozen, setGekozen] = useState<string[]>(controle && !controle.vervallen ? controle.documentIds : []);
  const [toelichting, setToelichting] = useState(controle?.toelichting ?? '');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, setErrors } = useFormErrors();
  const docsErrorId = `${useId()}-docs-error`;
  const save = useMutation(trpc.adviseur.aanvragen.controle.mutationOptions());
  const byId = new Map(docs.map((d) => [d.id, d]));
  // every figure of the year matches its documents: the check is one click, citing them
  const [klopt, setKlopt] = useState<string[] | null>(null);
  const onAllMatch = useCallback((ids: string[] | null) => setKlopt(ids), []);

  function akkoordOpDocumenten() {
    if (!klopt) return;
    setError(null);
    save.mutate(
      { id: aanvraagId, jaar, akkoord: true, documentIds: klopt },
      { onSuccess: () => router.refresh(), onError: (err) => setError(problemMessage(err, t)) },
    );
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const checked = validate(
      ZControleAanvraagInput,
      {
        id: aanvraagId,
        jaar,
        akkoord,
        documentIds: gekozen,
        toelichting: toelichting.trim() ? toelichting : undefined,
      },
      t,
    );
    setErrors(checked.fieldErrors ?? {});
    if (!checked.success) {
      if (!checked.fieldErrors.documentIds && !checked.fieldErrors.toelichting) setError(t.validation.fixFields);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => router.refresh(),
      onError: (err) => {
        setErrors(fieldErrorsOf(problemOf(err), t));
        setError(problemMessage(err, t));
      },
    });
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
    <section
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
      data-testid={`controle-${jaar}`}
      aria-label={fill(t.trust.year, { jaar })}
    >
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
      <DocumentFigures companyId={companyId} jaar={jaar} saved={boekjaar} readOnly onAllMatch={onAllMatch} />
      {open && klopt && !(controle && !controle.vervallen && controle.akkoord) ? (
        <div>
          <Button
            type="button"
            size="sm"
            onClick={akkoordOpDocumenten}
            loading={save.isPending}
            data-testid={`controle-${jaar}-akkoord-documenten`}
          >
            {plural(t.intake.approveOnDocuments, klopt.length, { aantal: klopt.length })}
          </Button>
        </div>
      ) : null}
      {open ? (
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3"
          aria-label={`${t.trust.saveCheck} ${jaar}`}
        >
          {docs.length > 0 ? (
            <ul className="flex flex-col gap-1.5">
              {docs.map((d, i) => (
                <li key={d.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="documentIds"
                      value={d.id}
                      // the list's message ("choose at least one") is read with, and focuses, the first box
                      aria-invalid={i === 0 && errors.documentIds ? true : undefined}
                      aria-describedby={errors.documentIds ? docsErrorId : undefined}
                      checked={gekozen.includes(d.id)}
                      onChange={(e) =>
                        setGekozen(e.target.checked ? [...gekozen, d.id] : gekozen.filter((x) => x !== d.id))
                      }
                    />
                    <span className="sr-only">{d.bestandsnaam}</span>
                  </label>
                  <DocLink d={d} />
                  <span className="text-muted">{d.jaar === null ? `· ${t.trust.companyWide}` : ''}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {errors.documentIds ? (
            <p id={docsErrorId} className="text-sm text-red-700">
              {errors.documentIds}
            </p>
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
          <TextareaField
            label={akkoord ? t.trust.remark : t.trust.remarkRequired}
            name="toelichting"
            rows={2}
            value={toelichting}
            onChange={(e) => setToelichting(e.target.value)}
            maxLength={4000}
            required={!akkoord}
            error={errors.toelichting}
          />
          {error ? (
            <Alert tone="error" role="alert">
              {error}
            </Alert>
          ) : null}
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
              docs={a.documenten.filter((d) => d.jaar === b.jaar || d.jaar === null || d.gelezenJaren.includes(b.jaar))}
              controle={a.controles.find((c) => c.jaar === b.jaar)}
              open={open}
              companyId={a.companyId}
              boekjaar={b}
            />
          ))}
      </CardBody>
    </Card>
  );
}
