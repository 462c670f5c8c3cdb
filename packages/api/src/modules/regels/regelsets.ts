// The rule sets the service knows, per subject, each with its validity start date and sources
// (docs/regels-per-datum.md). Adding a year = adding a data file in ./sets and one line here.
import type { IkvRegelset, OrientatieRegelset, ToetsrenteKwartaal } from './regelset.types.ts';
import { AFM_TOETSRENTE } from './sets/afm-toetsrente.ts';
import { IKV_NHG_2026_1 } from './sets/ikv-nhg-2026.1.ts';
import { ORIENTATIE_2026_1 } from './sets/orientatie-2026.1.ts';

export type { IkvRegelset, OrientatieRegelset, ToetsrenteKwartaal } from './regelset.types.ts';

/** Ascending by geldigVanaf. */
export const IKV_REGELSETS: readonly IkvRegelset[] = [IKV_NHG_2026_1];
export const ORIENTATIE_REGELSETS: readonly OrientatieRegelset[] = [ORIENTATIE_2026_1];
export const TOETSRENTE_KWARTALEN: readonly ToetsrenteKwartaal[] = AFM_TOETSRENTE;
