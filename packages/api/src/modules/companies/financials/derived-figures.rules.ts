// Derived figures stored with each financial year (IKV.md §6.4 step 4): corrected equity and
// balance total, debt, solvency and liquidity with their pass/fail against the NHG norms.
// Exact: integer cents as bigint; pass/fail uses the exact comparisons, never the rounded values.
// For a BV or NV (DGA route) the IB-income calculations are skipped and nothing is stored.

export const REGELS_VERSIE = 'IKV-NHG-2025.1';

export interface YearFigures {
  vlottendeActiva: number;
  immaterieleActiva: number;
  eigenVermogen: number;
  balanstotaal: number;
  balanscorrectie: number;
}

export interface Afgeleid {
  regelsVersie: string;
  gecorrigeerdEigenVermogen: number;
  gecorrigeerdBalanstotaal: number;
  vreemdVermogen: number;
  /** 100·EVc/BTc rounded to 0.1; null without a usable balance */
  solvabiliteitPct: number | null;
  solvabiliteitVoldoet: boolean | null;
  /** vlottende activa / vreemd vermogen rounded to 0.01; null without debts */
  liquiditeit: number | null;
  liquiditeitVoldoet: boolean | null;
}

const cents = (euros: number): bigint => BigInt(Math.round(euros * 100));
const euros = (c: bigint): number => Number(c) / 100;

/** num/den rounded half away from zero (den > 0). */
export function roundDiv(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return negative ? -q : q;
}

export function computeAfgeleid(y: YearFigures): Afgeleid {
  const va = cents(y.vlottendeActiva);
  const imm = cents(y.immaterieleActiva);
  const ev = cents(y.eigenVermogen);
  const bt = cents(y.balanstotaal);
  const corr = cents(y.balanscorrectie);
  const evc = ev - imm + corr;
  const btc = bt - imm;
  const vvc = bt - ev - corr;

  let solvabiliteitPct: number | null = null;
  let solvabiliteitVoldoet: boolean | null = null;
  if (btc > 0n) {
    solvabiliteitPct = Number(roundDiv(1000n * evc, btc)) / 10;
    solvabiliteitVoldoet = 4n * evc >= btc;
  } else if (btc === 0n && evc < 0n) {
    solvabiliteitVoldoet = false;
  }

  let liquiditeit: number | null = null;
  let liquiditeitVoldoet: boolean | null = null;
  if (vvc > 0n) {
    liquiditeit = Number(roundDiv(100n * va, vvc)) / 100;
    liquiditeitVoldoet = va >= vvc;
  } else if (vvc === 0n && btc > 0n) {
    liquiditeitVoldoet = true;
  }

  return {
    regelsVersie: REGELS_VERSIE,
    gecorrigeerdEigenVermogen: euros(evc),
    gecorrigeerdBalanstotaal: euros(btc),
    vreemdVermogen: euros(vvc),
    solvabiliteitPct,
    solvabiliteitVoldoet,
    liquiditeit,
    liquiditeitVoldoet,
  };
}
