'use client';
// The orientation's input fields (controlled), shared by the public calculator and the ORIENTATIE request form.
import { useId, type ReactNode } from 'react';
import { ENERGIELABELS, type Energielabel } from '@ikv/api/rules/regels/energielabels';
import { TextField } from '@ikv/ui/input';
import { plural } from '~/i18n/locale.ts';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import type { OrientatieFormErrors, OrientatieFormState } from './orientatie-form-state.ts';

const selectClass =
  'block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm sm:text-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-200';
const PERIODES = ['1', '5', '10', '15', '20', '30'];

function Select({
  label,
  value,
  onChange,
  children,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  name: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-brand-600"
      />
      {label}
    </label>
  );
}

export function OrientatieFields({
  state,
  errors,
  messages,
  onChange,
  metInkomen,
}: {
  state: OrientatieFormState;
  errors: OrientatieFormErrors;
  /** worded messages (the schema's or the API's) by field; shown where the form's own check has none */
  messages?: Partial<Record<keyof OrientatieFormState, string>>;
  onChange: (next: OrientatieFormState) => void;
  metInkomen: boolean;
}) {
  const { t } = useI18n();
  const tt = t.orientatie;
  const set = <K extends keyof OrientatieFormState>(key: K, value: OrientatieFormState[K]) =>
    onChange({ ...state, [key]: value });
  const err = (key: keyof OrientatieFormState) =>
    errors[key] === 'amount'
      ? tt.invalidAmount
      : errors[key] === 'rate'
        ? tt.invalidRate
        : errors[key] === 'rateRequired'
          ? tt.rateRequired
          : messages?.[key];
  const money = (key: keyof OrientatieFormState, label: string, hint?: string) => (
    <TextField
      name={key}
      label={label}
      hint={hint}
      error={err(key)}
      inputMode="decimal"
      autoComplete="off"
      value={String(state[key])}
      onChange={(e) => set(key, e.target.value as never)}
      suffix="€"
    />
  );
  const labelOption = (l: Energielabel) => (l === 'A++++_GARANTIE' ? tt.labelGuarantee : l);
  return (
    <div className="flex flex-col gap-5">
      {metInkomen ? money('toetsinkomen', tt.income, tt.incomeHint) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{tt.household}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {([false, true] as const).map((samen) => (
            <label key={String(samen)} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="samen"
                checked={state.samen === samen}
                onChange={() => set('samen', samen)}
                className="size-4 accent-brand-600"
              />
              {samen ? tt.together : tt.alone}
            </label>
          ))}
        </div>
        {state.samen === true ? (
          money('partnerToetsinkomen', tt.partnerIncome)
        ) : state.samen === false ? (
          <Check
            name="alleenstaand"
            label={tt.single}
            checked={state.alleenstaand}
            onChange={(v) => set('alleenstaand', v)}
          />
        ) : (
          <p className="text-xs text-muted">{t.flowUi.householdChoose}</p>
        )}
      </fieldset>
      <Check name="aowBereikt" label={tt.aow} checked={state.aowBereikt} onChange={(v) => set('aowBereikt', v)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          name="rentevastJaren"
          label={tt.fixedPeriod}
          value={state.rentevastJaren}
          onChange={(v) => set('rentevastJaren', v)}
        >
          {state.rentevastJaren === '' || !metInkomen ? <option value="">{tt.periodUnknown}</option> : null}
          {PERIODES.map((p) => (
            <option key={p} value={p}>
              {plural(t.flowUi.periodYears, Number(p), { n: p })}
            </option>
          ))}
        </Select>
        <TextField
          name="rentePct"
          label={tt.rate}
          hint={Number(state.rentevastJaren) < 10 ? tt.rateHint : undefined}
          error={err('rentePct')}
          inputMode="decimal"
          autoComplete="off"
          value={state.rentePct}
          onChange={(e) => set('rentePct', e.target.value)}
          suffix="%"
        />
      </div>
      <Select
        name="energielabel"
        label={tt.label}
        value={state.energielabel}
        onChange={(v) => set('energielabel', v as OrientatieFormState['energielabel'])}
      >
        <option value="">{tt.labelNone}</option>
        {ENERGIELABELS.map((l) => (
          <option key={l} value={l}>
            {labelOption(l)}
          </option>
        ))}
      </Select>
      {money('woningwaarde', tt.homeValue, tt.homeValueHint)}
      <details
        className="rounded-lg border border-line p-3"
        open={Boolean(state.studieschuldMaandlast || state.kredietLimieten || state.overigeMaandlasten)}
      >
        <summary className="cursor-pointer text-sm font-medium text-ink">{tt.obligations}</summary>
        <div className="mt-3 flex flex-col gap-4">
          {money('studieschuldMaandlast', tt.studentLoan)}
          {money('kredietLimieten', tt.creditLimits, tt.creditLimitsHint)}
          {money('overigeMaandlasten', tt.otherMonthly, tt.otherMonthlyHint)}
        </div>
      </details>
      <details className="rounded-lg border border-line p-3" open={Boolean(state.maatregelenBedrag)}>
        <summary className="cursor-pointer text-sm font-medium text-ink">{tt.measures}</summary>
        <div className="mt-3 flex flex-col gap-4">
          {money('maatregelenBedrag', tt.measuresCost)}
          <Select
            name="maatregelenLabel"
            label={tt.measuresLabel}
            value={state.maatregelenLabel}
            onChange={(v) => set('maatregelenLabel', v as Energielabel)}
          >
            {ENERGIELABELS.map((l) => (
              <option key={l} value={l}>
                {labelOption(l)}
              </option>
            ))}
          </Select>
        </div>
      </details>
    </div>
  );
}
