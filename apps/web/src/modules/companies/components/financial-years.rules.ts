// Pure checks of the financial-year rows before they go to the server (same rules as the API's
// financial-year schema: year 1900..current, no duplicates, amounts with ≤ 2 decimals,
// balanstotaal ≥ 0, a non-zero balanscorrectie needs a reason), plus the balance checks of the IKV
// calculation itself (balansFouten: a balance it would refuse is refused here, before saving) and
// plausibility warnings that do not block (a profit jump of more than 3×, negative equity).
import type { TFinancieelBoekjaarInput } from '@ikv/api/schemas/companies/financials/financial-year';
import { BOEKJAAR_VELDEN, VASTE_VELDEN, type BoekjaarVeldNaam } from '@ikv/api/shared/financieel-boekjaar.fields';
import { balansFouten, type BalansFout } from '@ikv/api/rules/ikv-berekening/ikv-model';
import { toCents } from '@ikv/api/shared/money.rules';
import { fill, type Dictionary, type Locale } from '~/i18n/locale.ts';
import { parseMoney } from '~/lib/format.ts';

/** The amounts every year needs (the FIXED required ones): the form's main grid. */
export const MONEY_FIELDS = BOEKJAAR_VELDEN.filter((v) => v.soort === 'bedrag' && v.invoer === 'verplicht');
/** The optional amounts outside the FIXED submit, each with its help text, under the grid. */
export const OPTIONAL_FIELDS = BOEKJAAR_VELDEN.filter((v) => !v.vast);
export type RowField = 'jaar' | BoekjaarVeldNaam;

/** Every field as typed text (an empty string for an empty field). */
export type Row = { key: string; persisted: boolean } & Record<RowField, string>;

const JAAR_MIN = 1900;

/** A new year: every field empty. */
export function emptyRow(key: string): Row {
  return {
    key,
    persisted: false,
    jaar: '',
    ...(Object.fromEntries(BOEKJAAR_VELDEN.map((v) => [v.naam, ''])) as Omit<Row, 'key' | 'persisted' | 'jaar'>),
  };
}

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

    for (const veld of BOEKJAAR_VELDEN) {
      if (veld.soort !== 'bedrag') continue;
      const raw = row[veld.naam].trim();
      if (raw === '') {
        // an optional field left empty is unknown; a correction left empty is 0
        if (veld.invoer === 'verplicht') errors[id(veld.naam)] = t.years.errAmountRequired;
        continue;
      }
      const value = parse(raw);
      if (value === null) errors[id(veld.naam)] = t.years.errAmountInvalid;
      else if ('minimum' in veld && value < veld.minimum) errors[id(veld.naam)] = t.years.errNegative;
    }
    const correction = row.balanscorrectie.trim() === '' ? 0 : parse(row.balanscorrectie);
    if (correction !== null && correction !== 0 && row.balanscorrectieReden.trim() === '')
      errors[id('balanscorrectieReden')] = t.years.errReasonRequired;
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
      return fout.nl.includes('negatief') ? t.years.errNegative : m.shortTermAboveDebts;
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

/** An amount as typed: null when empty (or unreadable: the checks refuse that first). */
function amountOf(value: string, locale: Locale): number | null {
  return value.trim() === '' ? null : parseMoney(value, locale);
}

/** The optional fields of a validated row: null when left empty (unknown). */
export function optionalValuesOf(row: Row, locale: Locale = 'nl'): Record<string, number | null> {
  return Object.fromEntries(OPTIONAL_FIELDS.map((v) => [v.naam, amountOf(row[v.naam], locale)]));
}

/** The submission body of validated rows, in row order (server error paths use these indexes). */
export function toSubmission(rows: readonly Row[], locale: Locale = 'nl'): TFinancieelBoekjaarInput[] {
  return rows.map(
    (row) =>
      Object.fromEntries([
        ['jaar', Number(row.jaar)],
        // a text left empty is null, an amount left empty 0 (only a correction may be empty)
        ...VASTE_VELDEN.map((v) => [
          v.naam,
          v.soort === 'tekst' ? row[v.naam].trim() || null : (amountOf(row[v.naam], locale) ?? 0),
        ]),
      ]) as TFinancieelBoekjaarInput,
  );
}

/** A row's contents without its key: what a person typed (a new row with no figure in it is no content). */
function contentOf(row: Row): string | null {
  const figures = BOEKJAAR_VELDEN.map((v) => row[v.naam].trim());
  if (!row.persisted && figures.every((v) => v === '')) return null;
  return JSON.stringify([row.jaar.trim(), ...figures]);
}

/**
 * Would leaving now lose something? True when the rows differ from the ones last loaded or saved
 * (`baseline`): a changed figure, a year added with a figure in it, a proposed year edited. A new
 * row without figures (a year number alone), or a figure typed and then typed back, is no change.
 */
export function hasUnsavedChanges(rows: readonly Row[], baseline: readonly Row[]): boolean {
  const now = rows.map(contentOf).filter((c) => c !== null);
  const before = baseline.map(contentOf).filter((c) => c !== null);
  return now.length !== before.length || now.some((c, i) => c !== before[i]);
}
