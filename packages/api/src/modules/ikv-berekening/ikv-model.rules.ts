// The shared vocabulary of the IKV rules (docs/IKV.md §6): the rules version, the result types and
// the balance step (§6.4 step 4). Both the calculation (ikv.rules.ts) and the explanation
// (ikv-explain.rules.ts) import it, so neither imports the other's types in a cycle. Pure.
import { roundDiv } from '../../shared/money.rules.ts';
import type { SIGNALERING_TEKSTEN } from './ikv-signaleringen.rules.ts';
import type { z } from 'zod';
import type { ZIkvJaar, ZIkvResultaat, ZIkvStatus } from './ikv-resultaat.schema.ts';
import { IKV_REGELSETS } from '../regels/regelsets.ts';

/** The rules version of the newest set (a calculation takes the set in force on its peildatum). Stored results keep the version they were made with. */
export const REGELS_VERSIE: string = IKV_REGELSETS[IKV_REGELSETS.length - 1]!.versie;

export const RECHTSVORMEN = ['EENMANSZAAK', 'VOF', 'MAATSCHAP', 'CV', 'BV', 'NV'] as const;
export type Rechtsvorm = (typeof RECHTSVORMEN)[number];

// The result types are those of the zod schema of the answer (ikv-resultaat.schema.ts), with the fields
// that older stored results may lack always present, as the current rules make them.
type ResultaatSchema = z.infer<typeof ZIkvResultaat>;
type SignaleringSchema = ResultaatSchema['signaleringen'][number];

export type Ernst = SignaleringSchema['ernst'];
export type SignaleringCode = keyof typeof SIGNALERING_TEKSTEN;
export type Signalering = Omit<SignaleringSchema, 'code'> & { code: SignaleringCode };
export type IkvStatus = z.infer<typeof ZIkvStatus>;
export type Trend = NonNullable<ResultaatSchema['trend']>;

/** One year of the result (kortlopendeSchulden: the given short-term debts, null when unknown). */
export type IkvJaar = Required<z.infer<typeof ZIkvJaar>>;

export type IkvResultaat = Omit<ResultaatSchema, 'geldigVanaf' | 'waarschuwingen' | 'jaren' | 'signaleringen'> &
  Required<Pick<ResultaatSchema, 'geldigVanaf' | 'waarschuwingen'>> & {
    jaren: IkvJaar[];
    signaleringen: Signalering[];
  };

/** Which short-term debts the liquidity ratio divides by (IKV.md §6.4 step 4, rules IKV-NHG-2026.1). */
export type LiquiditeitBasis = IkvJaar['liquiditeitBasis'];

/** Gecorrigeerde balans and ratios of one year (IKV.md §6.4 step 4). */
export interface BalansCents {
  evc: bigint;
  btc: bigint;
  vvc: bigint;
  /** solvency × 1000 (one decimal of a percentage), rounded */
  solvPromille: bigint | null;
  solvVoldoet: boolean | null;
  /** the short-term debts the ratio used: the given figure, else all debt (VVc) */
  ks: bigint;
  liqBasis: LiquiditeitBasis;
  /** liquidity × 100, rounded */
  liqCenti: bigint | null;
  liqVoldoet: boolean | null;
  /** the approximated ratio is below 1,00: unknown, not a fail (flag KORTLOPENDE_SCHULDEN_ONBEKEND) */
  liqBenaderingOnderNorm: boolean;
}

export interface BalansInvoerCents {
  va: bigint;
  imm: bigint;
  ev: bigint;
  bt: bigint;
  corr: bigint;
  /** kortlopende schulden when known, else null (the approximation VVc is used) */
  ks?: bigint | null;
}

/** One way a year's balance sheet contradicts itself (docs/IKV.md §6.2, 422 INCONSISTENTE_BALANS). */
export interface BalansFout {
  veld:
    | 'vlottendeActiva'
    | 'immaterieleActiva'
    | 'balanstotaal'
    | 'eigenVermogen'
    | 'balanscorrectie'
    | 'kortlopendeSchulden';
  nl: string;
  en: string;
}

/** Euros → the exact cents balansFouten and computeBalans take (shared/money.rules.ts; client-safe, for the web form). */
export { toCents } from '../../shared/money.rules.ts';

/** Every contradiction in a year's balance, in the order IKV.md lists them; empty when it adds up. */
export function balansFouten(j: BalansInvoerCents): BalansFout[] {
  const ks = j.ks ?? null;
  const checks: [boolean, BalansFout][] = [
    [
      j.va < 0n,
      { veld: 'vlottendeActiva', nl: 'de vlottende activa zijn negatief', en: 'current assets are negative' },
    ],
    [
      j.imm < 0n,
      { veld: 'immaterieleActiva', nl: 'de immateriële activa zijn negatief', en: 'intangible assets are negative' },
    ],
    [
      j.va + j.imm > j.bt,
      {
        veld: 'balanstotaal',
        nl: 'vlottende plus immateriële activa zijn groter dan het balanstotaal',
        en: 'current plus intangible assets exceed the balance-sheet total',
      },
    ],
    [
      j.ev > j.bt,
      {
        veld: 'eigenVermogen',
        nl: 'het eigen vermogen is groter dan het balanstotaal',
        en: 'equity exceeds the balance-sheet total',
      },
    ],
    [
      j.corr > j.bt - j.ev,
      {
        veld: 'balanscorrectie',
        nl: 'de balanscorrectie is groter dan het vreemd vermogen',
        en: 'the balance correction exceeds the liabilities',
      },
    ],
    [
      ks !== null && ks < 0n,
      {
        veld: 'kortlopendeSchulden',
        nl: 'de kortlopende schulden zijn negatief',
        en: 'the short-term liabilities are negative',
      },
    ],
    [
      ks !== null && ks > j.bt - j.ev - j.corr,
      {
        veld: 'kortlopendeSchulden',
        nl: 'de kortlopende schulden zijn groter dan het vreemd vermogen',
        en: 'the short-term liabilities exceed the total liabilities',
      },
    ],
  ];
  return checks.filter(([bad]) => bad).map(([, fout]) => fout);
}

/** The norms of the rule set: solvency in whole percent, liquidity in hundredths (IKV.md §6.3: 25 %, 1,00). */
export interface BalansNormen {
  minSolvabiliteitPct: number;
  minLiquiditeit: number;
}
const NORMEN_2026: BalansNormen = { minSolvabiliteitPct: 25, minLiquiditeit: 1 };

export function computeBalans(j: BalansInvoerCents, normen: BalansNormen = NORMEN_2026): BalansCents {
  const solvPct = BigInt(Math.round(normen.minSolvabiliteitPct));
  const liqCentiNorm = BigInt(Math.round(normen.minLiquiditeit * 100));
  const evc = j.ev - j.imm + j.corr;
  const btc = j.bt - j.imm;
  const vvc = btc - evc;
  let solvPromille: bigint | null = null;
  let solvVoldoet: boolean | null = null;
  if (btc > 0n) {
    solvPromille = roundDiv(1000n * evc, btc);
    solvVoldoet = 100n * evc >= solvPct * btc;
  } else if (btc === 0n && evc < 0n) {
    solvVoldoet = false;
  }
  const known = j.ks !== undefined && j.ks !== null;
  const ks = known ? j.ks! : vvc;
  const liqBasis: LiquiditeitBasis = known ? 'KORTLOPENDE_SCHULDEN' : 'BENADERING_VREEMD_VERMOGEN';
  let liqCenti: bigint | null = null;
  let liqVoldoet: boolean | null = null;
  let liqBenaderingOnderNorm = false;
  if (ks > 0n) {
    liqCenti = roundDiv(100n * j.va, ks);
    liqVoldoet = 100n * j.va >= liqCentiNorm * ks;
    if (!known && !liqVoldoet) {
      // IKV-NHG-2026.1: counting all debt as short-term can only understate the ratio, so a fail
      // on the approximation is unknown (a warning asking for the figure), never a fail.
      liqVoldoet = null;
      liqBenaderingOnderNorm = true;
    }
  } else if (ks === 0n) {
    liqVoldoet = btc > 0n ? true : null;
  }
  return { evc, btc, vvc, solvPromille, solvVoldoet, ks, liqBasis, liqCenti, liqVoldoet, liqBenaderingOnderNorm };
}
