'use client';
// The pre-check: a server-action form (it works before hydration and without JavaScript), the result
// under it. Three years side by side from 1024 px, one under the other below.
import { useActionState, useEffect, useRef } from 'react';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { SelectField, TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { formatMoney } from '~/lib/format.ts';
import { useFocusFirstError } from '~/lib/use-focus-first-error.ts';
import { voorcheckAction } from '../actions.ts';
import { JAAR_VELDEN, RECHTSVORMEN, veld, type VoorcheckState } from '../voorcheck-form-state.ts';
import { VoorcheckDocumentenForm } from './voorcheck-documenten.tsx';
import { VoorcheckUitslag } from './voorcheck-uitslag.tsx';

export function VoorcheckForm({ jaren, start }: { jaren: number[]; start?: VoorcheckState }) {
  const { t, locale } = useI18n();
  const tt = t.voorcheck;
  const [state, action, pending] = useActionState<VoorcheckState, FormData>(
    voorcheckAction,
    start ?? { status: 'idle' },
  );
  const err = state.fieldErrors ?? {};
  const v = state.values ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state.fieldErrors);
  // a new result is brought into view (on a phone it lies far below the form) and its heading focused
  const result = state.status === 'ok' ? state.result : undefined;
  useEffect(() => {
    // the result the page came with (figures carried back) is not a new one: the page stays where it is
    if (!result || result === start?.result) return;
    const kop = document.getElementById('voorcheck-resultaat');
    if (!kop) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    kop.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    kop.focus({ preventScroll: true });
  }, [result, start?.result]);
  const aankondiging = result
    ? result.toetsinkomen === null
      ? tt.resultaatKlaarZonder
      : fill(tt.resultaatKlaar, { bedrag: formatMoney(result.toetsinkomen, locale).replace(/[.,]00$/, '') })
    : '';
  const typedMessages: Partial<Record<NonNullable<VoorcheckState['message']>, string>> = {
    fixErrors: tt.fixErrors,
    noYears: tt.noYears,
    rateLimited: tt.rateLimited,
    unexpected: tt.unexpected,
  };
  const message = state.message === 'problem' ? state.problem : state.message ? typedMessages[state.message] : null;
  const bedrag = (i: number, naam: Parameters<typeof veld>[1], label: string, hint?: string) => (
    <TextField
      key={naam}
      label={label}
      name={veld(i, naam)}
      inputMode="decimal"
      autoComplete="off"
      defaultValue={v[veld(i, naam)] ?? ''}
      error={err[veld(i, naam)]}
      hint={hint}
    />
  );
  return (
    <div className="flex flex-col gap-8">
      {/* said to a screen reader when a result arrives (from typed figures or dropped documents) */}
      <p aria-live="polite" className="sr-only" data-testid="voorcheck-aankondiging">
        {pending ? '' : aankondiging}
      </p>
      <VoorcheckDocumentenForm action={action} pending={pending} state={state} typedForm={formRef} />
      {/* re-mounted when documents filled it, so the fields show the figures read */}
      <form
        key={`vulling-${state.vulling ?? 0}`}
        ref={formRef}
        action={action}
        className="flex flex-col gap-6"
        noValidate
        data-testid="voorcheck-form"
      >
        {message && !pending ? <Alert tone="error">{message}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={tt.rechtsvorm}
            name="rechtsvorm"
            defaultValue={v.rechtsvorm || 'EENMANSZAAK'}
            key={`rv-${v.rechtsvorm ?? ''}`}
          >
            {RECHTSVORMEN.map((r) => (
              <option key={r} value={r}>
                {tt.rechtsvormen[r]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={tt.aandeel}
            name="aandeel"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={v.aandeel ?? '100'}
            hint={tt.aandeelHint}
            error={err.aandeel}
          />
        </div>
        <p className="text-sm text-muted">{tt.jaarHint}</p>
        <div className="grid gap-6 lg:grid-cols-3">
          {jaren.map((jaar, i) => (
            <fieldset key={i} className="flex min-w-0 flex-col gap-4 rounded-lg border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-ink">
                {fill(tt.jaarKop, { jaar: v[veld(i, 'jaar')] || String(jaar) })}
              </legend>
              <TextField
                label={tt.jaar}
                name={veld(i, 'jaar')}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={v[veld(i, 'jaar')] ?? String(jaar)}
                error={err[veld(i, 'jaar')]}
              />
              {JAAR_VELDEN.map((f) =>
                bedrag(
                  i,
                  f.naam,
                  f.invoer === 'optioneel' ? `${f.label[locale]} (${t.common.optional})` : f.label[locale],
                  'hulp' in f ? f.hulp[locale] : undefined,
                ),
              )}
              {bedrag(i, 'dgaSalaris', tt.dgaSalaris)}
            </fieldset>
          ))}
        </div>
        <p className="text-sm text-muted">{tt.privacy}</p>
        <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:self-start">
          {tt.bereken}
        </Button>
      </form>
      {state.status === 'ok' && state.result ? (
        <VoorcheckUitslag v={state.result} values={state.values ?? {}} locale={locale} t={t} />
      ) : null}
    </div>
  );
}
