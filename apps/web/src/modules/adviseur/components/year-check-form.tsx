'use client';
// The form that records a year's check: the documents it cites, the outcome and the remark.
import type { RouterOutputs } from '@ikv/api';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextareaField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { DocLink } from './doc-link.tsx';
import type { YearCheckState } from './use-year-check.ts';

type Doc = RouterOutputs['adviseur']['aanvragen']['get']['documenten'][number];

function DocumentChoice({ docs, check }: { docs: Doc[]; check: YearCheckState }) {
  const { t } = useI18n();
  const { errors, docsErrorId, gekozen, setGekozen } = check;
  return (
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
              onChange={(e) => setGekozen(e.target.checked ? [...gekozen, d.id] : gekozen.filter((x) => x !== d.id))}
            />
            <span className="sr-only">{d.bestandsnaam}</span>
          </label>
          <DocLink d={d} />
          <span className="text-muted">{d.jaar === null ? `· ${t.trust.companyWide}` : ''}</span>
        </li>
      ))}
    </ul>
  );
}

export function YearCheckForm({ jaar, docs, check }: { jaar: number; docs: Doc[]; check: YearCheckState }) {
  const { t } = useI18n();
  const { akkoord, setAkkoord, errors } = check;
  return (
    <form
      ref={check.formRef}
      onSubmit={check.onSubmit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={`${t.trust.saveCheck} ${jaar}`}
    >
      {docs.length > 0 ? <DocumentChoice docs={docs} check={check} /> : null}
      {errors.documentIds ? (
        <p id={check.docsErrorId} className="text-sm text-red-700">
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
        value={check.toelichting}
        onChange={(e) => check.setToelichting(e.target.value)}
        maxLength={4000}
        required={!akkoord}
        error={errors.toelichting}
      />
      {check.error ? (
        <Alert tone="error" role="alert">
          {check.error}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" size="sm" variant="secondary" loading={check.saving}>
          {t.trust.saveCheck}
        </Button>
      </div>
    </form>
  );
}
