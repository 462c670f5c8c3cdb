// Pure checks of the financial-year rows before they go to the server (same rules as the API's
// financial-year schema: year 1900..current, no duplicates, amounts with ≤ 2 decimals,
// balanstotaal ≥ 0, a non-zero balanscorrectie needs a reason), plus the balance checks of the IKV
// calculation itself (balansFouten: a balance it would refuse is refused here, before saving) and
// plausibility warnings that do not block (a profit jump of more than 3×, negative equity).
import type { TFinancieelBoekjaarInput } from '@ikv/api/schemas/companies/financials/financial-year';
import { balansFouten, type BalansFout } from '@ikv/api/rules/ikv-berekening/ikv-model';
import { toCents } from '@ikv/api/shared/money.rules';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { parseMoney } from '~/lib/format.ts';

export const MONEY_FIELDS = [
  'fiscaleWinst',
  'vlottendeActiva',
  'immaterieleActiva',
  'eigenVermogen',
  'balanstotaal',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
export type RowField = 'jaar' | MoneyField | 'balanscorrectie' | 'balanscorrectieReden' | 'kortlopendeSchulden';

export type Row = { key: string; persisted: boolean } & Record<RowField, string>;

const JAAR_MIN = 1900;

/** Errors keyed "<row key>.<field>". Empty when every row is fine. */
export function validateRows(
  rows: readonly Row[],
  maxYear: number,
  t: Dictionary,
  locale: Locale = 'nl',
): Record<string, string> {
  const parse = (v: string) => parseMoney(v, locale);
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const id = (field: RowField) => `${row.key}.${field}`;
    if (!/^\d{4}$/.test(row.jaar)) errors[id('jaar')] = t.years.errYearRequired;
    else if (Number(row.jaar) < JAAR_MIN || Number(row.jaar) > maxYear)
      errors[id('jaar')] = fill(t.years.errYearRange, { max: maxYear });
    else if (seen.has(row.jaar)) errors[id('jaar')] = t.years.errYearDuplicate;
    seen.add(row.jaar);

    for (const field of MONEY_FIELDS) {
      if (row[field].trim() === '') {
        errors[id(field)] = t.years.errAmountRequired;
        continue;
      }
      const value = parse(row[field]);
      if (value === null) errors[id(field)] = t.years.errAmountInvalid;
      else if (field === 'balanstotaal' && value < 0) errors[id(field)] = t.years.errNegative;
    }

    const correction = row.balanscorrectie.trim() === '' ? 0 : parse(row.balanscorrectie);
    if (correction === null) errors[id('balanscorrectie')] = t.years.errAmountInvalid;
    else if (correction !== 0 && row.balanscorrectieReden.trim() === '')
      errors[id('balanscorrectieReden')] = t.years.errReasonRequired;

    // optional (rules IKV-NHG-2026.1): empty = unknown
    if (row.kortlopendeSchulden.trim() !== '') {
      const ks = parse(row.kortlopendeSchulden);
      if (ks === null || ks < 0) errors[id('kortlopendeSchulden')] = t.shortTermDebts.errInvalid;
    }
    for (const fout of balanceContradictions(row, locale)) errors[id(fout.veld)] ??= balanceMessage(fout, t);
  }
  return errors;
}

/** The ways a row's balance contradicts itself, by the IKV calculation's own check; empty while a figure is missing or unreadable. */
export function balanceContradictions(row: Row, locale: Locale = 'nl'): BalansFout[] {
  const parse = (v: string) => parseMoney(v, locale);
  const money = (value: string) => (value.trim() === '' ? 0 : parse(value));
  const va = parse(row.vlottendeActiva);
  const imm = parse(row.immaterieleActiva);
  const ev = parse(row.eigenVermogen);
  const bt = parse(row.balanstotaal);
  const corr = money(row.balanscorrectie);
  const ks = row.kortlopendeSchulden.trim() === '' ? null : parse(row.kortlopendeSchulden);
  if (
    va === null ||
    imm === null ||
    ev === null ||
    bt === null ||
    corr === null ||
    (row.kortlopendeSchulden.trim() !== '' && ks === null)
  )
    return [];
  const fouten = balansFouten({
    va: toCents(va),
    imm: toCents(imm),
    ev: toCents(ev),
    bt: toCents(bt),
    corr: toCents(corr),
    ks: ks === null ? null : toCents(ks),
  });
  // without a correction, "correction above the debts" only repeats "equity above the total"
  return corr === 0 ? fouten.filter((f) => f.veld !== 'balanscorrectie') : fouten;
}

/** The message for one contradiction, beside the field it names. */
export function balanceMessage(fout: BalansFout, t: Dictionary): string {
  const m = t.years.balance;
  switch (fout.veld) {
    case 'vlottendeActiva':
    case 'immaterieleActiva':
      return t.years.errNegative;
    case 'balanstotaal':
      return m.assetsAboveTotal;
    case 'eigenVermogen':
      return m.equityAboveTotal;
    case 'balanscorrectie':
      return m.correctionAboveDebts;
    case 'kortlopendeSchulden':
      return fout.nl.includes('negatief') ? t.shortTermDebts.errInvalid : m.shortTermAboveDebts;
  }
}

/** Warnings per row key that do not stop saving: figures that are possible but often a typing error. */
export function plausibilityWarnings(
  rows: readonly Row[],
  t: Dictionary,
  locale: Locale = 'nl',
): Record<string, string[]> {
  const parse = (v: string) => parseMoney(v, locale);
  const out: Record<string, string[]> = {};
  const profitByYear = new Map<number, number>();
  for (const row of rows) {
    const winst = parse(row.fiscaleWinst);
    if (/^\d{4}$/.test(row.jaar) && winst !== null && row.fiscaleWinst.trim() !== '')
      profitByYear.set(Number(row.jaar), winst);
  }
  for (const row of rows) {
    const warnings: string[] = [];
    const jaar = Number(row.jaar);
    const winst = profitByYear.get(jaar);
    const vorig = profitByYear.get(jaar - 1);
    if (winst !== undefined && vorig !== undefined && vorig !== 0 && Math.abs(winst) > 3 * Math.abs(vorig)) {
      warnings.push(
        fill(t.years.balance.profitJump, { jaar, vorig: jaar - 1, factor: Math.floor(Math.abs(winst / vorig)) }),
      );
    }
    const ev = parse(row.eigenVermogen);
    if (row.eigenVermogen.trim() !== '' && ev !== null && ev < 0) warnings.push(t.years.balance.negativeEquity);
    if (warnings.length) out[row.key] = warnings;
  }
  return out;
}

/** The optional short-term debts of a validated row: null when left empty. */
export function kortlopendeSchuldenOf(row: Row, locale: Locale = 'nl'): number | null {
  return row.kortlopendeSchulden.trim() === '' ? null : parseMoney(row.kortlopendeSchulden, locale);
}

/** The submission body of validated rows, in row order (server error paths use these indexes). */
export function toSubmission(rows: readonly Row[], locale: Locale = 'nl'): TFinancieelBoekjaarInput[] {
  const parse = (v: string) => parseMoney(v, locale);
  return rows.map((row) => ({
    jaar: Number(row.jaar),
    fiscaleWinst: parse(row.fiscaleWinst) ?? 0,
    vlottendeActiva: parse(row.vlottendeActiva) ?? 0,
    immaterieleActiva: parse(row.immaterieleActiva) ?? 0,
    eigenVermogen: parse(row.eigenVermogen) ?? 0,
    balanstotaal: parse(row.balanstotaal) ?? 0,
    balanscorrectie: row.balanscorrectie.trim() === '' ? 0 : (parse(row.balanscorrectie) ?? 0),
    balanscorrectieReden: row.balanscorrectieReden.trim() || null,
  }));
}
