// Derived figures stored with each financial year (IKV.md §6.4 step 4): corrected equity and
// balance total, debt, solvency and liquidity with their pass/fail against the NHG norms.
// Exact: the IKV rules' own balance step (computeBalans) in integer cents; pass/fail uses the exact
// comparisons, never the rounded values.
// For a BV or NV (DGA route) the IB-income calculations are skipped and nothing is stored.

import { balansFouten, computeBalans, REGELS_VERSIE } from '../../ikv-berekening/ikv-model.rules.ts';
import { fromCents, toCents } from '../../../shared/money.rules.ts';
import type { z } from 'zod';
import type { ZAfgeleid } from './derived.schema.ts';

export interface YearFigures {
  vlottendeActiva: number;
  immaterieleActiva: number;
  eigenVermogen: number;
  balanstotaal: number;
  balanscorrectie: number;
  /** optional short-term debts (rules IKV-NHG-2026.1); unknown → the approximation */
  kortlopendeSchulden?: number | null;
}

/** The derived figures of one year: the type of their zod schema (derived.schema.ts), every field present. */
export type Afgeleid = Required<z.infer<typeof ZAfgeleid>>;

/** The IKV rules' balance step applied to one year as entered (IKV.md §6.4 step 4). */
export function computeAfgeleid(y: YearFigures): Afgeleid {
  const invoer = {
    va: toCents(y.vlottendeActiva),
    imm: toCents(y.immaterieleActiva),
    ev: toCents(y.eigenVermogen),
    bt: toCents(y.balanstotaal),
    corr: toCents(y.balanscorrectie),
    ks: y.kortlopendeSchulden === undefined || y.kortlopendeSchulden === null ? null : toCents(y.kortlopendeSchulden),
  };
  const b = computeBalans(invoer);
  // a balance that contradicts itself gives ratios that mean nothing (equity above the total: 900 %):
  // they are not shown, and nothing passes, until the figures are corrected
  const balansKlopt = balansFouten(invoer).length === 0;
  return {
    regelsVersie: REGELS_VERSIE,
    balansKlopt,
    gecorrigeerdEigenVermogen: fromCents(b.evc),
    gecorrigeerdBalanstotaal: fromCents(b.btc),
    vreemdVermogen: fromCents(b.vvc),
    solvabiliteitPct: !balansKlopt || b.solvPromille === null ? null : Number(b.solvPromille) / 10,
    solvabiliteitVoldoet: balansKlopt ? b.solvVoldoet : null,
    liquiditeit: !balansKlopt || b.liqCenti === null ? null : Number(b.liqCenti) / 100,
    liquiditeitVoldoet: balansKlopt ? b.liqVoldoet : null,
    liquiditeitBasis: b.liqBasis,
  };
}
