'use client';
// "Opslaan" of the financial years form: the form's own checks, then the procedures' schemas, then
// the deliberate step for years under review, then the FIXED submit and the changed optional figures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { TFinancieelBoekjaar, TOpgeslagenBoekjaar } from '@ikv/api/schemas/companies/financials/financial-year';
import { ZSubmitFinancialsInput } from '@ikv/api/schemas/companies/financials/submit';
import { ZUpdateYearInput, type TUpdateYearInput } from '@ikv/api/schemas/companies/financials/update-year';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import type { Dictionary, Locale } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useTRPC } from '~/trpc/react.tsx';
import { reviewedYearsChanged, type YearUnderReview } from '../years-under-review.rules.ts';
import {
  MONEY_FIELDS,
  OPTIONAL_FIELDS,
  optionalValuesOf,
  toSubmission,
  validateRows,
  type Row,
  type RowField,
} from './financial-years.rules.ts';
import { optionalOf, rowFromServer, type OptionalValues, type useYearRows } from './use-financial-years.ts';

const sameValues = (a: OptionalValues | undefined, b: OptionalValues) =>
  OPTIONAL_FIELDS.every((v) => (a?.[v.naam] ?? null) === (b[v.naam] ?? null));

/** Field errors by the submission's paths (boekjaren.<i>.<field>) → by the rows' keys. */
function rowErrors(byPath: Record<string, string>, rowOf: (index: number) => Row | undefined): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(byPath)) {
    const m = /^boekjaren\.(\d+)\.(\w+)$/.exec(path);
    const row = m ? rowOf(Number(m[1])) : undefined;
    if (m && row) mapped[`${row.key}.${m[2]}`] ??= message;
  }
  return mapped;
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

/**
 * The FIXED submit keeps the stored optional figures; a year where one changed goes on its own.
 * Answers the field errors (by the rows' keys) of a year its schema refuses, or null when all went.
 */
async function saveChangedOptional(
  companyId: string,
  rows: Row[],
  stored: Map<number, OptionalValues>,
  updateYear: (input: TUpdateYearInput) => Promise<TOpgeslagenBoekjaar>,
  t: Dictionary,
  locale: Locale,
): Promise<Record<string, string> | null> {
  const submitted = toSubmission(rows, locale);
  const optionalByYear = new Map(rows.map((r, i) => [submitted[i]!.jaar, optionalValuesOf(r, locale)]));
  const changed = submitted.filter((y) => !sameValues(stored.get(y.jaar), optionalByYear.get(y.jaar)!));
  for (const y of changed) {
    const one = validate(ZUpdateYearInput, { companyId, ...y, ...optionalByYear.get(y.jaar) }, t);
    if (!one.success) {
      const row = rows[submitted.indexOf(y)];
      return row
        ? Object.fromEntries(
            Object.entries(one.fieldErrors).map(([field, message]) => [`${row.key}.${field}`, message]),
          )
        : {};
    }
    const saved = await updateYear(one.data);
    stored.set(y.jaar, optionalOf(saved));
  }
  return null;
}

/** Errors beside their fields, the summary above the buttons, the first field with an error focused. */
function showRefusal(form: ReturnType<typeof useYearRows>, errors: Record<string, string>, summary: string) {
  form.setErrors(errors);
  form.setSummary(summary);
  focusFirstError(form.rows, errors);
}

/** The form's checks and the procedure's own schema over the whole body; the body when both pass. */
function checkedBody(
  companyId: string,
  form: ReturnType<typeof useYearRows>,
  maxYear: number,
  t: Dictionary,
  locale: Locale,
) {
  const { rows, setErrors, setSummary } = form;
  if (rows.length === 0) {
    setSummary(t.years.errNone);
    return null;
  }
  const found = validateRows(rows, maxYear, t, locale);
  setErrors(found);
  if (Object.keys(found).length) {
    setSummary(t.years.errSummary);
    focusFirstError(rows, found);
    return null;
  }
  // the procedure's own schema over the whole body (what the form's checks let through)
  const checked = validate(ZSubmitFinancialsInput, { companyId, boekjaren: toSubmission(rows, locale) }, t);
  if (!checked.success) {
    showRefusal(
      form,
      rowErrors(checked.fieldErrors, (i) => rows[i]),
      t.years.errSummary,
    );
    return null;
  }
  setSummary(null);
  return checked.data;
}

export function useSaveFinancialYears({
  companyId,
  maxYear,
  terugHref,
  onderBeoordeling,
  linkedJaar,
  form,
  refreshAfterSave,
}: {
  companyId: string;
  maxYear: number;
  terugHref: string | null;
  onderBeoordeling: YearUnderReview[];
  linkedJaar: string | null;
  form: ReturnType<typeof useYearRows>;
  /** renders the page anew on the server after a save, keeping this form (financial-years-editor.tsx) */
  refreshAfterSave: () => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const updateYear = useMutation(trpc.companies.financials.updateYear.mutationOptions());
  const submit = useMutation(trpc.companies.financials.submit.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  /** figures of years under review change only after the dialog's deliberate "change anyway" */
  const [confirming, setConfirming] = useState<YearUnderReview[]>([]);
  const reviewConfirmed = useRef(false);
  const { rows, baseline, setErrors, setSummary } = form;

  async function onSaved(savedYears: TFinancieelBoekjaar[]) {
    const stored = form.storedOptional.current;
    try {
      const refused = await saveChangedOptional(companyId, rows, stored, updateYear.mutateAsync, t, locale);
      if (refused) return showRefusal(form, refused, t.years.errSummary);
    } catch (error) {
      setSummary(problemMessage(error, t));
      return;
    }
    const storedRows = [...savedYears]
      .sort((a, b) => a.jaar - b.jaar)
      .map((y) => rowFromServer(y, stored.get(y.jaar), locale));
    form.setRows(storedRows);
    form.setBaseline(storedRows);
    setErrors({});
    form.setSaved(true);
    void queryClient.invalidateQueries({ queryKey: trpc.companies.financials.get.queryKey({ companyId }) });
    // the chart and the derived figures beside the form are rendered on the server
    refreshAfterSave();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmed = reviewConfirmed.current;
    reviewConfirmed.current = false;
    form.setSaved(false);
    const body = checkedBody(companyId, form, maxYear, t, locale);
    if (!body) return;
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
    submit.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        const mapped = rowErrors(fieldErrorsOf(problemOf(error), t), (i) => rows[i]);
        showRefusal(form, mapped, Object.keys(mapped).length ? t.years.errSummary : problemMessage(error, t));
      },
    });
  }

  const confirm = () => {
    reviewConfirmed.current = true;
    setConfirming([]);
    formRef.current?.requestSubmit();
  };
  const cancel = () => setConfirming([]);
  return { formRef, onSubmit, confirming, cancel, confirm, pending: submit.isPending || updateYear.isPending };
}
