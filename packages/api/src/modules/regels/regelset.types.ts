// The shapes of the rule sets and of the Trhk tables, on their own so the data files in ./sets and
// ./tables and the lists in regelsets.ts import them without importing each other. Types only.
import type { Energielabel } from './energielabels.rules.ts';
import type { Regelset } from './regels.rules.ts';

/** [inkomenVanaf (euros), percentage per band × 12] (procentpunten: 15.5 = 15,5 %) */
export type TrhkRij = readonly number[];

export interface TrhkJaar {
  jaar: number;
  bron: string;
  /** inclusive upper bound of each band (%); the last band (null) is open */
  toetsrenteBovengrensPct: readonly (number | null)[];
  /** table 1: the AOW age not reached */
  tabel1: readonly TrhkRij[];
  /** table 2: the AOW age reached */
  tabel2: readonly TrhkRij[];
}

/** The IKV toetskaders (docs/IKV.md §6.3 constants). */
export interface IkvRegelset extends Regelset {
  constanten: {
    VENSTER_JAREN: number;
    MIN_SOLVABILITEIT_PCT: number;
    MIN_LIQUIDITEIT: number;
    /** MM-DD from which last year's final figures are required */
    DEADLINE_VORIG_JAAR: string;
    /** MM-DD from which an interim P&L of the running year counts */
    TUSSENTIJDS_VANAF: string;
    DGA_DREMPEL_PCT: number;
  };
}

/** The orientation's figures of law (docs/ORIENTATIE.md O1–O9) besides the AFM test rate. */
export interface OrientatieRegelset extends Regelset {
  /** Trhk Bijlage 1 tables 1–2 of the year */
  trhk: TrhkJaar;
  /** O7, art. 4 lid 3 */
  labelBedrag: Record<Energielabel, number>;
  /** O7, art. 4 lid 4 */
  maatregelenBedrag: Record<Energielabel, number>;
  /** O8, art. 5: energy-saving measures up to this % of the value */
  maatregelenWaardePct: number;
  /** O7, art. 3 lid 8 */
  alleenstaand: { bedrag: number; grens: { aowNietBereikt: number; aowBereikt: number } };
  /** O5, art. 3a: the gross-up factor in hundredths at the test rate it belongs to */
  studieschuld: { factorHonderdsten: number; bijToetsrentePct: number };
  /** O9 */
  nhg: { jaar: number; grens: number; grensMetMaatregelen: number; borgtochtprovisiePromille: number };
}

/** The AFM test rate of one quarter (O1: the minimum for a fixed-rate period under 10 years). */
export interface ToetsrenteKwartaal extends Regelset {
  kwartaal: string;
  /** % a year */
  toetsrentePct: number;
}
