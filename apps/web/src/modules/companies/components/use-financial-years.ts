'use client';
// The state of the financial years form (financial-years-form.tsx): its rows as text, what was last
// loaded or saved, the errors beside the fields, and the arrival on one linked year (#jaar-…).
import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { TFinancieelBoekjaar, TOpgeslagenBoekjaar } from '@ikv/api/schemas/companies/financials/financial-year';
import { BOEKJAAR_VELDEN, type BoekjaarVeld } from '@ikv/api/shared/financieel-boekjaar.fields';
import type { Locale } from '~/i18n/locale.ts';
import { formatMoneyInput } from '~/lib/format.ts';
import type { VoorgesteldJaar } from '~/modules/documents/voorgesteld-jaar.rules.ts';
import {
  emptyRow,
  hasUnsavedChanges,
  MONEY_FIELDS,
  OPTIONAL_FIELDS,
  type Row,
  type RowField,
} from './financial-years.rules.ts';

export type OptionalValues = Record<string, number | null>;

/** A stored year as text; the optional figures from `optional` (the FIXED submit does not answer them). */
export function rowFromServer(y: TFinancieelBoekjaar, optional: OptionalValues | undefined, locale: Locale): Row {
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

export const optionalOf = (y: TOpgeslagenBoekjaar): OptionalValues =>
  Object.fromEntries(OPTIONAL_FIELDS.map((v) => [v.naam, y[v.naam]]));

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

/** The rows and the edits on them; errors and messages go as soon as the field they are about changes. */
export function useYearRows(initial: TOpgeslagenBoekjaar[], voorgesteld: VoorgesteldJaar[], locale: Locale) {
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

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

  return {
    rows,
    setRows,
    baseline,
    setBaseline,
    dirty,
    discarded,
    errors,
    setErrors,
    summary,
    setSummary,
    saved,
    setSaved,
    storedOptional,
    nextKey,
    update,
    addRow,
    discard,
    removeRow,
  };
}

// a link to one year (#jaar-2025, e.g. from what the adviser asked) lands on that year's fields, on
// the asked figure when one was named (?veld=); a year that is not there yet gets a new row with the
// year filled in
export function useLinkedYear(
  rows: Row[],
  setRows: Dispatch<SetStateAction<Row[]>>,
  nextKey: () => string,
  maxYear: number,
  gevraagdVeld: string | null,
) {
  const [linkedJaar, setLinkedJaar] = useState<string | null>(null);
  const askedVeld =
    MONEY_FIELDS.some((v) => v.naam === gevraagdVeld) || OPTIONAL_FIELDS.some((v) => v.naam === gevraagdVeld)
      ? gevraagdVeld
      : null;
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
  return { linkedJaar, askedVeld };
}
