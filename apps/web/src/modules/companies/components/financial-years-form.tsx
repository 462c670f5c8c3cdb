'use client';
// The editable list of financial years; its fields come from their definition
// (@ikv/api/shared/financieel-boekjaar.fields). "Opslaan" submits every row at once through the FIXED
// upsert (companies.financials.submit); errors are shown beside the field they belong to. The
// optional fields are not part of the FIXED submit: a year whose optional figures changed is then
// saved with companies.financials.updateYear. The form's own checks (Dutch amounts, year range,
// balance plausibility) run first; then the body is checked with the procedures' own schemas, so
// nothing is sent that the server would refuse.
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TFinancieelBoekjaar, TOpgeslagenBoekjaar } from '@ikv/api/schemas/companies/financials/financial-year';
import { BOEKJAAR_VELDEN, type BoekjaarVeld } from '@ikv/api/shared/financieel-boekjaar.fields';
import { ZSubmitFinancialsInput } from '@ikv/api/schemas/companies/financials/submit';
import { ZUpdateYearInput } from '@ikv/api/schemas/companies/financials/update-year';
import { Alert } from '@ikv/ui/alert';
import { Badge } from '@ikv/ui/badge';
import { Button } from '@ikv/ui/button';
import { FieldGroup } from '@ikv/ui/field-group';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { formatMoneyInput } from '~/lib/format.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useTRPC } from '~/trpc/react.tsx';
import type { VoorgesteldJaar } from '~/modules/documents/voorgesteld-jaar.rules.ts';
import { UnsavedChangesGuard } from '~/lib/unsaved-changes-guard.tsx';
import { reviewedYearsChanged, reviewWarning, type YearUnderReview } from '../years-under-review.rules.ts';
import { ReviewConfirmDialog } from './review-confirm-dialog.tsx';
import {
  balanceContradictions,
  balanceMessage,
  emptyRow,
  hasUnsavedChanges,
  MONEY_FIELDS,
  OPTIONAL_FIELDS,
  optionalValuesOf,
  plausibilityWarnings,
  toSubmission,
  validateRows,
  type Row,
  type RowField,
} from './financial-years.rules.ts';

type OptionalValues = Record<string, number | null>;

/** A stored year as text; the optional figures from `optional` (the FIXED submit does not answer them). */
function rowFromServer(y: TFinancieelBoekjaar, optional: OptionalValues | undefined, locale: Locale): Row {
  const values: Record<string, unknown> = { ...y, ...optional };
  const text = (veld: BoekjaarVeld): string => {
    const v = values[veld.naam];
    if (v === null || v === undefined) return '';
    if (typeof v === 'string') return v;
    // a correction of 0 is no correction: its field stays closed and empty
    return veld.invoer === 'nul' && v === 0 ? '' : formatMoneyInput(v as number, locale);
  };
  return {
    key: `y${y.jaar}`,
    persisted: true,
    jaar: String(y.jaar),
    ...(Object.fromEntries(BOEKJAAR_VELDEN.map((v) => [v.naam, text(v)])) as Omit<Row, 'key' | 'persisted' | 'jaar'>),
  };
}

const optionalOf = (y: TOpgeslagenBoekjaar): OptionalValues =>
  Object.fromEntries(OPTIONAL_FIELDS.map((v) => [v.naam, y[v.naam]]));
const sameValues = (a: OptionalValues | undefined, b: OptionalValues) =>
  OPTIONAL_FIELDS.every((v) => (a?.[v.naam] ?? null) === (b[v.naam] ?? null));
const field = (naam: RowField): BoekjaarVeld => BOEKJAAR_VELDEN.find((v) => v.naam === naam)!;
const reason = field('balanscorrectieReden');
const reasonMaxLength = reason.soort === 'tekst' ? reason.maxLengte : undefined;

/** A proposed year as a row to confirm: the documents' figures filled in, the rest left to type. */
function rowFromDocuments(v: VoorgesteldJaar, locale: Locale): Row {
  const row = emptyRow(`d${v.jaar}`);
  for (const veld of BOEKJAAR_VELDEN) {
    const waarde = v.velden[veld.naam];
    if (waarde !== undefined && !(veld.invoer === 'nul' && waarde === 0))
      row[veld.naam] = formatMoneyInput(waarde, locale);
  }
  return { ...row, jaar: String(v.jaar) };
}

export function FinancialYearsForm({
  companyId,
  initial,
  maxYear,
  voorgesteld = [],
  gevraagdVeld = null,
  terugHref = null,
  onderBeoordeling = [],
  emailOnbevestigd = false,
}: {
  companyId: string;
  initial: TOpgeslagenBoekjaar[];
  maxYear: number;
  /** years the company's documents state that are not saved yet (API.md, Flow III: documents first) */
  voorgesteld?: VoorgesteldJaar[];
  /** the figure the adviser asked for (?veld=): highlighted and focused in the year linked to (#jaar-…) */
  gevraagdVeld?: string | null;
  /** the request the person came from (?terug=): a way back beside the linked year */
  terugHref?: string | null;
  /** the years an open request rests on: a change voids the adviser's check, said beside the year */
  onderBeoordeling?: YearUnderReview[];
  /** the reader's e-mail address is not confirmed: the warning says what that means */
  emailOnbevestigd?: boolean;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const counter = useRef(0);
  const nextKey = () => `n${++counter.current}`;
  /** the stored optional figures per year, to send only what changed */
  const storedOptional = useRef(new Map(initial.map((y) => [y.jaar, optionalOf(y)])));
  /** the rows as last loaded or saved: what "unsaved changes" are measured against */
  const [baseline, setBaseline] = useState<Row[]>(() => {
    const saved = initial.map((y) => rowFromServer(y, optionalOf(y), locale));
    const fromDocuments = voorgesteld.map((v) => rowFromDocuments(v, locale));
    const all = [...saved, ...fromDocuments].sort((a, b) => Number(a.jaar) - Number(b.jaar));
    return all.length ? all : [emptyRow('n0')];
  });
  const [rows, setRows] = useState<Row[]>(baseline);
  const dirty = useMemo(() => hasUnsavedChanges(rows, baseline), [rows, baseline]);
  const [discarded, setDiscarded] = useState(false);
  const bronVan = new Map(voorgesteld.map((v) => [`d${v.jaar}`, v.documenten]));
  const updateYear = useMutation(trpc.companies.financials.updateYear.mutationOptions());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = useMutation(trpc.companies.financials.submit.mutationOptions());
  const warnings = useMemo(() => plausibilityWarnings(rows, t, locale), [rows, t, locale]);
  const [openCorrections, setOpenCorrections] = useState<Set<string>>(() => new Set());
  const formRef = useRef<HTMLFormElement>(null);
  /** figures of years under review change only after the dialog's deliberate "change anyway" */
  const [confirming, setConfirming] = useState<YearUnderReview[]>([]);
  const reviewConfirmed = useRef(false);
  const correctionOpen = (row: Row) =>
    openCorrections.has(row.key) ||
    row.balanscorrectie !== '' ||
    row.balanscorrectieReden !== '' ||
    Boolean(errors[`${row.key}.balanscorrectie`] || errors[`${row.key}.balanscorrectieReden`]);

  function update(key: string, field: RowField, value: string) {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setSaved(false);
    setDiscarded(false);
    setErrors((e) => {
      const id = `${key}.${field}`;
      if (!(id in e)) return e;
      const { [id]: _removed, ...rest } = e;
      return rest;
    });
  }

  // a link to one year (#jaar-2025, e.g. from what the adviser asked) lands on that year's fields, on
  // the asked figure when one was named (?veld=); a year that is not there yet gets a new row with the
  // year filled in
  const [linkedJaar, setLinkedJaar] = useState<string | null>(null);
  const askedVeld =
    MONEY_FIELDS.some((v) => v.naam === gevraagdVeld) || OPTIONAL_FIELDS.some((v) => v.naam === gevraagdVeld)
      ? gevraagdVeld
      : null;
  /** The asked figure of the linked year is highlighted and says so; any other field keeps its own hint. */
  const askedFieldProps = (jaar: string, veld: (typeof MONEY_FIELDS)[number] | (typeof OPTIONAL_FIELDS)[number]) => {
    const asked = linkedJaar === jaar && askedVeld === veld.naam;
    return {
      hint: asked ? t.flowUi.askedHere : 'hulp' in veld ? veld.hulp[locale] : undefined,
      containerClassName: asked ? 'rounded-md bg-amber-50 p-2 ring-2 ring-amber-400' : undefined,
      'data-gevraagd': asked ? 'true' : undefined,
    };
  };
  useEffect(() => {
    const m = /^#jaar-(\d{4})$/.exec(window.location.hash);
    if (!m) return;
    const jaar = m[1]!;
    setLinkedJaar(jaar);
    if (!rows.some((r) => r.jaar === jaar) && Number(jaar) <= maxYear) {
      const key = nextKey();
      setRows((rs) => [...rs.filter((r) => r.persisted || r.jaar !== ''), { ...emptyRow(key), jaar }]);
    }
    requestAnimationFrame(() => {
      const el = document.getElementById(`jaar-${jaar}`);
      el?.scrollIntoView({ block: 'start' });
      const asked = askedVeld ? el?.querySelector<HTMLInputElement>(`input[id$="-${askedVeld}"]`) : null;
      (asked ?? el?.querySelector<HTMLInputElement>('input:not([readonly])'))?.focus({ preventScroll: true });
    });
    // on arrival only
  }, []);

  function addRow() {
    const key = nextKey();
    setRows((rs) => [...rs, emptyRow(key)]);
    setSaved(false);
    requestAnimationFrame(() => document.getElementById(`${key}-jaar`)?.focus());
  }

  /** Back to what was last loaded or saved (the guard lets go as nothing is unsaved any more). */
  function discard() {
    setRows(baseline);
    setErrors({});
    setSummary(null);
    setSaved(false);
    setDiscarded(true);
  }

  function removeRow(key: string) {
    setRows((rs) => rs.filter((r) => r.key !== key));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([id]) => !id.startsWith(`${key}.`))));
  }

  /** Field errors by the submission's paths (boekjaren.<i>.<field>) → by the rows' keys. */
  function rowErrors(
    byPath: Record<string, string>,
    rowOf: (index: number) => Row | undefined,
  ): Record<string, string> {
    const mapped: Record<string, string> = {};
    for (const [path, message] of Object.entries(byPath)) {
      const m = /^boekjaren\.(\d+)\.(\w+)$/.exec(path);
      const row = m ? rowOf(Number(m[1])) : undefined;
      if (m && row) mapped[`${row.key}.${m[2]}`] ??= message;
    }
    return mapped;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmed = reviewConfirmed.current;
    reviewConfirmed.current = false;
    setSaved(false);
    if (rows.length === 0) {
      setSummary(t.years.errNone);
      return;
    }
    const found = validateRows(rows, maxYear, t, locale);
    setErrors(found);
    if (Object.keys(found).length) {
      setSummary(t.years.errSummary);
      focusFirstError(rows, found);
      return;
    }
    // the procedure's own schema over the whole body (what the form's checks let through)
    const checked = validate(ZSubmitFinancialsInput, { companyId, boekjaren: toSubmission(rows, locale) }, t);
    if (!checked.success) {
      const mapped = rowErrors(checked.fieldErrors, (i) => rows[i]);
      setErrors(mapped);
      setSummary(t.years.errSummary);
      focusFirstError(rows, mapped);
      return;
    }
    setSummary(null);
    // a year an adviser is reviewing: its figures change only after a second, deliberate step, except
    // the year he asked for (the aanvulling's link: ?terug= and #jaar-…), where the change is the answer
    const asked = terugHref && linkedJaar ? Number(linkedJaar) : null;
    const atRisk = reviewedYearsChanged(
      rows,
      baseline,
      onderBeoordeling.filter((y) => y.jaar !== asked),
      (r) => ({ ...toSubmission([r], locale)[0], ...optionalValuesOf(r, locale) }),
    );
    if (atRisk.length > 0 && !confirmed) {
      setConfirming(atRisk);
      return;
    }
    submit.mutate(checked.data, {
      onSuccess: async (savedYears) => {
        // the FIXED submit keeps the stored optional figures; a year where one changed goes on its own
        const submitted = toSubmission(rows, locale);
        const optionalByYear = new Map(rows.map((r, i) => [submitted[i]!.jaar, optionalValuesOf(r, locale)]));
        const changed = submitted.filter(
          (y) => !sameValues(storedOptional.current.get(y.jaar), optionalByYear.get(y.jaar)!),
        );
        try {
          for (const y of changed) {
            const one = validate(ZUpdateYearInput, { companyId, ...y, ...optionalByYear.get(y.jaar) }, t);
            if (!one.success) {
              const row = rows[submitted.indexOf(y)];
              const mapped = row
                ? Object.fromEntries(
                    Object.entries(one.fieldErrors).map(([field, message]) => [`${row.key}.${field}`, message]),
                  )
                : {};
              setErrors(mapped);
              setSummary(t.years.errSummary);
              focusFirstError(rows, mapped);
              return;
            }
            const saved = await updateYear.mutateAsync(one.data);
            storedOptional.current.set(y.jaar, optionalOf(saved));
          }
        } catch (error) {
          setSummary(problemMessage(error, t));
          return;
        }
        const stored = [...savedYears]
          .sort((a, b) => a.jaar - b.jaar)
          .map((y) => rowFromServer(y, storedOptional.current.get(y.jaar), locale));
        setRows(stored);
        setBaseline(stored);
        setErrors({});
        setSaved(true);
        void queryClient.invalidateQueries({ queryKey: trpc.companies.financials.get.queryKey({ companyId }) });
        // the chart and the derived figures beside the form are rendered on the server
        router.refresh();
      },
      onError: (error) => {
        const mapped = rowErrors(fieldErrorsOf(problemOf(error), t), (i) => rows[i]);
        setErrors(mapped);
        setSummary(Object.keys(mapped).length ? t.years.errSummary : problemMessage(error, t));
        focusFirstError(rows, mapped);
      },
    });
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <UnsavedChangesGuard dirty={dirty} />
      <ReviewConfirmDialog
        years={confirming}
        emailOnbevestigd={emailOnbevestigd}
        onCancel={() => setConfirming([])}
        onConfirm={() => {
          reviewConfirmed.current = true;
          setConfirming([]);
          formRef.current?.requestSubmit();
        }}
      />
      {rows.map((row) => {
        const err = (field: RowField) => errors[`${row.key}.${field}`];
        const legend = /^\d{4}$/.test(row.jaar) ? fill(t.years.legend, { jaar: row.jaar }) : t.years.legendNew;
        return (
          <FieldGroup
            key={row.key}
            id={/^\d{4}$/.test(row.jaar) ? `jaar-${row.jaar}` : undefined}
            className="scroll-mt-24"
            legend={legend}
            actions={
              row.persisted ? (
                <Badge tone="success">{t.years.stored}</Badge>
              ) : bronVan.has(row.key) ? (
                <Badge tone="brand">{t.years.fromDocuments}</Badge>
              ) : (
                <>
                  <span className="hidden sm:inline-flex">
                    <Badge tone="warning">{t.years.unsaved}</Badge>
                  </span>
                  {rows.length > 1 ? (
                    <Button variant="ghost" size="sm" onClick={() => removeRow(row.key)}>
                      {t.years.remove}
                    </Button>
                  ) : null}
                </>
              )
            }
          >
            {(() => {
              const review = onderBeoordeling.find((y) => String(y.jaar) === row.jaar);
              if (!review) return null;
              return (
                <div className="mb-3" data-testid={`onder-beoordeling-${row.jaar}`}>
                  <Alert tone="warning" role="note">
                    {reviewWarning(t, review, emailOnbevestigd).map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                    {emailOnbevestigd ? (
                      <Link href="/instellingen" className="font-medium underline underline-offset-2">
                        {t.years.review.confirmLink}
                      </Link>
                    ) : null}
                  </Alert>
                </div>
              );
            })()}
            {linkedJaar === row.jaar && terugHref ? (
              <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-800">
                <span>{askedVeld ? t.flowUi.askedHere : t.years.askedYear}</span>
                <Link href={terugHref} className="font-medium text-brand-700 underline underline-offset-2">
                  ← {t.flowUi.backToRequest}
                </Link>
              </p>
            ) : null}
            {bronVan.has(row.key) ? (
              <p className="mb-3 text-sm text-muted" data-testid={`uit-documenten-${row.jaar}`}>
                {fill(t.years.fromDocumentsNote, { namen: bronVan.get(row.key)!.join(', ') })}
              </p>
            ) : null}
            <div className="grid grid-cols-2 gap-x-4 gap-y-4 lg:grid-cols-3">
              <TextField
                id={`${row.key}-jaar`}
                label={t.years.year}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={row.jaar}
                readOnly={row.persisted}
                onChange={(e) => update(row.key, 'jaar', e.target.value.trim())}
                error={err('jaar')}
                className="tabular-nums read-only:bg-slate-50 read-only:text-slate-600"
              />
              {MONEY_FIELDS.map((veld) => (
                <TextField
                  key={veld.naam}
                  id={`${row.key}-${veld.naam}`}
                  label={veld.label[locale]}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row[veld.naam]}
                  onChange={(e) => update(row.key, veld.naam, e.target.value)}
                  error={err(veld.naam)}
                  {...askedFieldProps(row.jaar, veld)}
                  suffix="€"
                  className="text-right tabular-nums"
                />
              ))}
            </div>
            {OPTIONAL_FIELDS.map((veld) => (
              <div key={veld.naam} className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
                <TextField
                  id={`${row.key}-${veld.naam}`}
                  label={`${veld.label[locale]} (${t.common.optional})`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row[veld.naam]}
                  onChange={(e) => update(row.key, veld.naam, e.target.value)}
                  error={err(veld.naam)}
                  {...askedFieldProps(row.jaar, veld)}
                  suffix="€"
                  className="text-right tabular-nums"
                />
              </div>
            ))}
            {correctionOpen(row) ? (
              <div className="mt-4 grid gap-4 border-t border-dashed border-line pt-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
                <TextField
                  id={`${row.key}-balanscorrectie`}
                  label={field('balanscorrectie').label[locale]}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.balanscorrectie}
                  onChange={(e) => update(row.key, 'balanscorrectie', e.target.value)}
                  error={err('balanscorrectie')}
                  hint={field('balanscorrectie').hulp?.[locale]}
                  suffix="€"
                  className="text-right tabular-nums"
                />
                <TextField
                  id={`${row.key}-balanscorrectieReden`}
                  label={field('balanscorrectieReden').label[locale]}
                  autoComplete="off"
                  maxLength={reasonMaxLength}
                  value={row.balanscorrectieReden}
                  onChange={(e) => update(row.key, 'balanscorrectieReden', e.target.value)}
                  error={err('balanscorrectieReden')}
                />
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setOpenCorrections((s) => new Set(s).add(row.key))}
                className="mt-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline"
              >
                + {t.years.addCorrection}
              </button>
            )}
            <RowChecks row={row} warnings={warnings[row.key]} errors={errors} t={t} locale={locale} />
          </FieldGroup>
        );
      })}

      {summary ? <Alert tone="error">{summary}</Alert> : null}
      <div
        role="status"
        aria-live="polite"
        className={
          saved
            ? 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800'
            : discarded
              ? 'rounded-lg border border-line bg-slate-50 px-4 py-3 text-sm text-slate-700'
              : 'sr-only'
        }
      >
        {saved ? t.years.saved : discarded ? t.years.discarded : ''}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={addRow}>
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          {t.years.addYear}
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {dirty ? (
            <Button variant="ghost" onClick={discard} disabled={submit.isPending || updateYear.isPending}>
              {t.years.discard}
            </Button>
          ) : null}
          <Button type="submit" loading={submit.isPending || updateYear.isPending} className="sm:min-w-32">
            {t.years.save}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** While typing: what the calculation would refuse (and saving will), and what only looks odd. */
function RowChecks({
  row,
  warnings,
  errors,
  t,
  locale,
}: {
  row: Row;
  warnings: string[] | undefined;
  errors: Record<string, string>;
  t: Dictionary;
  locale: Locale;
}) {
  const contradictions = balanceContradictions(row, locale).filter((f) => !errors[`${row.key}.${f.veld}`]);
  const messages = [...new Set([...contradictions.map((f) => balanceMessage(f, t)), ...(warnings ?? [])])];
  if (messages.length === 0) return null;
  return (
    <Alert tone="warning" title={t.years.balance.warningsTitle} className="mt-4">
      <ul className="list-disc pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}

function focusFirstError(rows: Row[], errors: Record<string, string>) {
  const fields: RowField[] = [
    'jaar',
    ...MONEY_FIELDS.map((v) => v.naam),
    ...OPTIONAL_FIELDS.map((v) => v.naam),
    'balanscorrectie',
    'balanscorrectieReden',
  ];
  for (const row of rows) {
    for (const field of fields) {
      if (errors[`${row.key}.${field}`]) {
        requestAnimationFrame(() => document.getElementById(`${row.key}-${field}`)?.focus());
        return;
      }
    }
  }
}
