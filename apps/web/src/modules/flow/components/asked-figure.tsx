'use client';
// The one figure an adviser asked for, typed and saved inside its aanvulling item (aanvulling-panel.tsx):
// the year's stored figures with this one replaced, checked with the procedure's own schema (loaded on
// first use, lib/lazy-schema.ts) and saved with PUT of one year. A changed figure answers the item by
// itself (the API derives it: aanvulling-geleverd.rules); the same figure saved again says "this is
// right", which the caller turns into a tick.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOEKJAAR_VELDEN, VASTE_VELDEN, type BoekjaarVeldNaam } from '@ikv/api/shared/financieel-boekjaar.fields';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { formatMoneyInput, parseMoney } from '~/lib/format.ts';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { fieldErrorsOf, problemOf } from '~/lib/problem.ts';
import { lazySchema, schemaForSubmit } from '~/lib/lazy-schema.ts';
import { problemMessage } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { useTRPC } from '~/trpc/react.tsx';

const updateYearSchema = lazySchema(() =>
  import('@ikv/api/schemas/companies/financials/update-year').then((m) => m.ZUpdateYearInput),
);

/**
 * The one figure asked, typed and saved in the item: the year's stored figures with this one
 * replaced (PUT of one year). Only for a year that is stored; a year not there yet is entered on
 * the financial-years page (all its figures are needed).
 */
export function AskedFigure({
  companyId,
  jaar,
  veld,
  onSaved,
}: {
  companyId: string;
  jaar: number;
  veld: BoekjaarVeldNaam;
  /** `changed`: the saved figure differs from the stored one */
  onSaved: (changed: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const years = useQuery(trpc.companies.financials.get.queryOptions({ companyId }));
  const updateYear = useMutation(trpc.companies.financials.updateYear.mutationOptions());
  const stored = years.data?.find((y) => y.jaar === jaar);
  const definitie = BOEKJAAR_VELDEN.find((v) => v.naam === veld)!;
  const current = stored ? (stored as Record<string, unknown>)[veld] : undefined;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!stored) return null;
  const shown = value ?? (typeof current === 'number' ? formatMoneyInput(current, locale) : '');
  const save = async () => {
    setError(null);
    const amount = parseMoney(shown, locale);
    if (amount === null) {
      setError(t.flowUi.askedFigureInvalid);
      return;
    }
    const schema = await schemaForSubmit(updateYearSchema, () => setError(t.common.unexpectedError));
    if (!schema) return;
    const base = Object.fromEntries(VASTE_VELDEN.map((v) => [v.naam, (stored as Record<string, unknown>)[v.naam]]));
    const checked = validate(schema, { companyId, jaar, ...base, [veld]: amount }, t);
    if (!checked.success) {
      setError(checked.fieldErrors[veld] ?? Object.values(checked.fieldErrors)[0] ?? t.validation.invalid);
      return;
    }
    updateYear.mutate(checked.data, {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.companies.financials.get.queryKey({ companyId }) });
        setValue(null);
        onSaved(amount !== current);
      },
      onError: (e) => setError(fieldErrorsOf(problemOf(e), t)[veld] ?? problemMessage(e, t)),
    });
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end" data-testid="aanvulling-figure">
      <TextField
        containerClassName="min-w-0 sm:max-w-xs"
        label={fill(t.flowUi.askedFigureLabel, { veld: definitie.label[locale], jaar })}
        inputMode="decimal"
        autoComplete="off"
        value={shown}
        onChange={(e) => setValue(e.target.value)}
        error={error ?? undefined}
        suffix="€"
        className="text-right tabular-nums"
      />
      <Button
        size="sm"
        variant="secondary"
        className="self-start sm:mb-0.5 sm:self-end"
        loading={updateYear.isPending}
        onClick={() => void save()}
      >
        {t.flowUi.askedFigureSave}
      </Button>
    </div>
  );
}
