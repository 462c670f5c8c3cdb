// Pure checks of the financial-year rows before they go to the server (same rules as the API's
// financial-year schema: year 1900..current, no duplicates, amounts with ≤ 2 decimals,
// balanstotaal ≥ 0, a non-zero balanscorrectie needs a reason).
import type { TFinancieelBoekjaarInput } from '@ikv/api/schemas/companies/financials/financial-year';
import { fill, type Dictionary } from '~/i18n/locale.ts';
import { parseMoney } from '~/lib/format.ts';

export const MONEY_FIELDS = ['fiscaleWinst', 'vlottendeActiva', 'immaterieleActiva', 'eigenVermogen', 'balanstotaal'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
export type RowField = 'jaar' | MoneyField | 'balanscorrectie' | 'balanscorrectieReden' | 'kortlopendeSchulden';

export type Row = { key: string; persisted: boolean } & Record<RowField, string>;

const JAAR_MIN = 1900;

/** Errors keyed "<row key>.<field>". Empty when every row is fine. */
export function validateRows(rows: readonly Row[], maxYear: number, t: Dictionary): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const id = (field: RowField) => `${row.key}.${field}`;
    if (!/^\d{4}$/.test(row.jaar)) errors[id('jaar')] = t.years.errYearRequired;
    else if (Number(row.jaar) < JAAR_MIN || Number(row.jaar) > maxYear) errors[id('jaar')] = fill(t.years.errYearRange, { max: maxYear });
    else if (seen.has(row.jaar)) errors[id('jaar')] = t.years.errYearDuplicate;
    seen.add(row.jaar);

    for (const field of MONEY_FIELDS) {
      if (row[field].trim() === '') {
        errors[id(field)] = t.years.errAmountRequired;
        continue;
      }
      const value = parseMoney(row[field]);
      if (value === null) errors[id(field)] = t.years.errAmountInvalid;
      else if (field === 'balanstotaal' && value < 0) errors[id(field)] = t.years.errNegative;
    }

    const correction = row.balanscorrectie.trim() === '' ? 0 : parseMoney(row.balanscorrectie);
    if (correction === null) errors[id('balanscorrectie')] = t.years.errAmountInvalid;
    else if (correction !== 0 && row.balanscorrectieReden.trim() === '') errors[id('balanscorrectieReden')] = t.years.errReasonRequired;

    // optional (rules IKV-NHG-2026.1): empty = unknown
    if (row.kortlopendeSchulden.trim() !== '') {
      const ks = parseMoney(row.kortlopendeSchulden);
      if (ks === null || ks < 0) errors[id('kortlopendeSchulden')] = t.shortTermDebts.errInvalid;
    }
  }
  return errors;
}

/** The optional short-term debts of a validated row: null when left empty. */
export function kortlopendeSchuldenOf(row: Row): number | null {
  return row.kortlopendeSchulden.trim() === '' ? null : parseMoney(row.kortlopendeSchulden);
}

/** The submission body of validated rows, in row order (server error paths use these indexes). */
export function toSubmission(rows: readonly Row[]): TFinancieelBoekjaarInput[] {
  return rows.map((row) => ({
    jaar: Number(row.jaar),
    fiscaleWinst: parseMoney(row.fiscaleWinst) ?? 0,
    vlottendeActiva: parseMoney(row.vlottendeActiva) ?? 0,
    immaterieleActiva: parseMoney(row.immaterieleActiva) ?? 0,
    eigenVermogen: parseMoney(row.eigenVermogen) ?? 0,
    balanstotaal: parseMoney(row.balanstotaal) ?? 0,
    balanscorrectie: row.balanscorrectie.trim() === '' ? 0 : (parseMoney(row.balanscorrectie) ?? 0),
    balanscorrectieReden: row.balanscorrectieReden.trim() || null,
  }));
}
