// The financing-burden tables (Trhk Bijlage 1) per year, and the lookup of row and band (rule O3). Pure.
// One data module per year in ../regels/tables (generated from trhk-<year>.json by scripts/orientatie-tabellen.ts);
// the year is chosen by the date of the calculation (docs/orientatie-tabellen.md: adding a year).
import type { Taal } from '../../shared/taal.ts';
import type { TrhkJaar, TrhkRij } from '../regels/regelset.types.ts';
import { TRHK_2026 } from '../regels/tables/trhk-2026.ts';

export type { TrhkJaar, TrhkRij } from '../regels/regelset.types.ts';

/** Every year the service knows, ascending. */
export const TRHK_JAREN: readonly TrhkJaar[] = [TRHK_2026];

/** The table set in force on a date: the latest year not after the date's year (the earliest before it). */
export function trhkVoorDatum(datum: Date, jaren: readonly TrhkJaar[] = TRHK_JAREN): TrhkJaar {
  const jaar = datum.getUTCFullYear();
  let gekozen = jaren[0]!;
  for (const j of jaren) if (j.jaar <= jaar) gekozen = j;
  return gekozen;
}

export interface Renteband {
  /** 1 … 12 */
  nummer: number;
  /** exclusive lower bound (%), null for the first band */
  ondergrensPct: number | null;
  /** inclusive upper bound (%), null for the open last band */
  bovengrensPct: number | null;
}

/** Rate in thousandths of a percent (5,000 % = 5000), to compare without binary fractions. */
const milli = (pct: number) => Math.round(pct * 1000);

/** Band i covers the test rate in (bound[i−1], bound[i]]; the last band is open. */
export function zoekRenteband(data: TrhkJaar, toetsrentePct: number): Renteband {
  const b = data.toetsrenteBovengrensPct;
  const r = milli(toetsrentePct);
  for (let i = 0; i < b.length; i++) {
    const boven = b[i];
    if (boven === null || boven === undefined || r <= milli(boven)) {
      return { nummer: i + 1, ondergrensPct: i === 0 ? null : b[i - 1]!, bovengrensPct: boven ?? null };
    }
  }
  /* c8 ignore next */
  throw new RangeError('the last band must be open');
}

/** The last row with inkomenVanaf ≤ income (a step, no interpolation); row 0 below the first euro row. */
export function zoekRij(
  rijen: readonly TrhkRij[],
  toetsinkomen: number,
): { index: number; inkomenVanaf: number; pct: readonly number[] } {
  let index = 0;
  for (let i = 0; i < rijen.length; i++) if (rijen[i]![0]! <= toetsinkomen) index = i;
  const rij = rijen[index]!;
  return { index, inkomenVanaf: rij[0]!, pct: rij.slice(1) };
}

/** Percentage formatted the way the law prints it: 4,501 / 5,000. */
const pct3 = (p: number, taal: Taal) => (taal === 'nl' ? p.toFixed(3).replace('.', ',') : p.toFixed(3));

export function rentebandLabel(band: Renteband, taal: Taal): string {
  if (band.ondergrensPct === null)
    return taal === 'nl' ? `t/m ${pct3(band.bovengrensPct!, taal)} %` : `up to ${pct3(band.bovengrensPct!, taal)}%`;
  const van = pct3(band.ondergrensPct + 0.001, taal);
  if (band.bovengrensPct === null) return taal === 'nl' ? `${van} % en hoger` : `${van}% and above`;
  return taal === 'nl' ? `${van}–${pct3(band.bovengrensPct, taal)} %` : `${van}–${pct3(band.bovengrensPct, taal)}%`;
}
