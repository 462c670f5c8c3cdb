'use client';
// The editable list of financial years; its fields come from their definition
// (@ikv/api/shared/financieel-boekjaar.fields). "Opslaan" submits every row at once through the FIXED
// upsert (companies.financials.submit); errors are shown beside the field they belong to. The
// optional fields are not part of the FIXED submit: a year whose optional figures changed is then
// saved with companies.financials.updateYear. The form's own checks (Dutch amounts, year range,
// balance plausibility) run first; then the body is checked with the procedures' own schemas, so
// nothing is sent that the server would refuse.
import { useMemo, useState } from 'react';
import type { TOpgeslagenBoekjaar } from '@ikv/api/schemas/companies/financials/financial-year';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import type { VoorgesteldJaar } from '~/modules/documents/voorgesteld-jaar.rules.ts';
import { UnsavedChangesGuard } from '~/lib/unsaved-changes-guard.tsx';
import type { YearUnderReview } from '../years-under-review.rules.ts';
import { FinancialYearRow } from './financial-years-row.tsx';
import { plausibilityWarnings, type Row } from './financial-years.rules.ts';
import { ReviewConfirmDialog } from './review-confirm-dialog.tsx';
import { useSaveFinancialYears } from './use-save-financial-years.ts';
import { useLinkedYear, useYearRows } from './use-financial-years.ts';

export function FinancialYearsForm({
  companyId,
  initial,
  maxYear,
  voorgesteld = [],
  gevraagdVeld = null,
  terugHref = null,
  onderBeoordeling = [],
  emailOnbevestigd = false,
  refreshAfterSave,
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
  /** after a save: the page rendered anew on the server, this form kept (financial-years-editor.tsx) */
  refreshAfterSave: () => void;
}) {
  const { t, locale } = useI18n();
  const form = useYearRows(initial, voorgesteld, locale);
  const { rows, errors, dirty, saved, discarded } = form;
  const { linkedJaar, askedVeld } = useLinkedYear(rows, form.setRows, form.nextKey, maxYear, gevraagdVeld);
  const save = useSaveFinancialYears({
    companyId,
    maxYear,
    terugHref,
    onderBeoordeling,
    linkedJaar,
    form,
    refreshAfterSave,
  });
  const bronVan = new Map(voorgesteld.map((v) => [`d${v.jaar}`, v.documenten]));
  const warnings = useMemo(() => plausibilityWarnings(rows, t, locale), [rows, t, locale]);
  const [openCorrections, setOpenCorrections] = useState<Set<string>>(() => new Set());
  const correctionOpen = (row: Row) =>
    openCorrections.has(row.key) ||
    row.balanscorrectie !== '' ||
    row.balanscorrectieReden !== '' ||
    Boolean(errors[`${row.key}.balanscorrectie`] || errors[`${row.key}.balanscorrectieReden`]);

  return (
    <form ref={save.formRef} onSubmit={save.onSubmit} noValidate className="flex flex-col gap-5">
      <UnsavedChangesGuard dirty={dirty} />
      <ReviewConfirmDialog
        years={save.confirming}
        emailOnbevestigd={emailOnbevestigd}
        onCancel={save.cancel}
        onConfirm={save.confirm}
      />
      {rows.map((row) => (
        <FinancialYearRow
          key={row.key}
          row={row}
          errors={errors}
          warnings={warnings[row.key]}
          documenten={bronVan.get(row.key)}
          review={onderBeoordeling.find((y) => String(y.jaar) === row.jaar)}
          emailOnbevestigd={emailOnbevestigd}
          linked={linkedJaar === row.jaar}
          askedVeld={askedVeld}
          terugHref={terugHref}
          canRemove={rows.length > 1}
          correctionOpen={correctionOpen(row)}
          onUpdate={form.update}
          onRemove={form.removeRow}
          onOpenCorrection={(key) => setOpenCorrections((s) => new Set(s).add(key))}
        />
      ))}

      {form.summary ? <Alert tone="error">{form.summary}</Alert> : null}
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
        <Button variant="secondary" onClick={form.addRow}>
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          {t.years.addYear}
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {dirty ? (
            <Button variant="ghost" onClick={form.discard} disabled={save.pending}>
              {t.years.discard}
            </Button>
          ) : null}
          <Button type="submit" loading={save.pending} className="sm:min-w-32">
            {t.years.save}
          </Button>
        </div>
      </div>
    </form>
  );
}
