// The rule sets the service knows, per subject, each with its validity start date and sources
// (docs/regels-per-datum.md). Adding a year = adding a data file in ./sets and one line here.
import type { Energielabel } from '../orientatie/orientatie-labels.rules.ts';
import type { TrhkJaar } from '../orientatie/orientatie-tabellen.rules.ts';
import type { Regelset } from './regels.rules.ts';
import { AFM_TOETSRENTE } from './sets/afm-toetsrente.ts';
import { IKV_NHG_2026_1 } from './sets/ikv-nhg-2026.1.ts';
import { ORIENTATIE_2026_1 } from './sets/orientatie-2026.1.ts';

/** The IKV toetskaders (../shared/IKV.md §6.3 constants). */
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

/** The orientation's figures of law (../shared/ORIENTATIE.md O1–O9) besides the AFM test rate. */
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

/** Ascending by geldigVanaf. */
export const IKV_REGELSETS: readonly IkvRegelset[] = [IKV_NHG_2026_1];
export const ORIENTATIE_REGELSETS: readonly OrientatieRegelset[] = [ORIENTATIE_2026_1];
export const TOETSRENTE_KWARTALEN: readonly ToetsrenteKwartaal[] = AFM_TOETSRENTE;
