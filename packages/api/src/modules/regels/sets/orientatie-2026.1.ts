// Orientation rules version ORIENTATIE-2026.1: the figures of docs/ORIENTATIE.md O5–O9 with the
// Trhk 2026 tables (trhk-2026.json). Every amount below is quoted from ORIENTATIE.md.
import { TRHK_2026 } from '../tables/trhk-2026.ts';
import type { OrientatieRegelset } from '../regelset.types.ts';

export const ORIENTATIE_2026_1: OrientatieRegelset = {
  versie: 'ORIENTATIE-2026.1',
  geldigVanaf: '2026-01-01',
  bekendTot: '2027-01-01',
  onderwerp: {
    nl: 'De tabellen en bedragen van de Tijdelijke regeling hypothecair krediet',
    en: 'The tables and amounts of the Temporary mortgage credit regulation',
  },
  bronnen: [
    {
      nl: TRHK_2026.bron,
      en: 'Temporary mortgage credit regulation (Trhk), Annex 1, as amended by the Amending regulation mortgage credit 2026 (Staatscourant 2025, 36471), in force 1 January 2026',
    },
    {
      nl: 'Trhk art. 3 lid 8 (alleenstaandenbedrag), art. 3a (studieschuld), art. 4 lid 3–4 (energielabel, energiebesparende maatregelen), art. 5 (woningwaarde), Stcrt. 2025, 36471',
      en: 'Trhk art. 3(8) (single-person amount), art. 3a (student loan), art. 4(3)–(4) (energy label, energy-saving measures), art. 5 (home value), Stcrt. 2025, 36471',
    },
    {
      nl: 'NHG 2026: kostengrens € 470.000 (€ 498.200 met energiebesparende maatregelen), borgtochtprovisie 0,4 %',
      en: 'NHG 2026: cost limit €470,000 (€498,200 with energy-saving measures), guarantee fee 0.4%',
    },
  ],
  trhk: TRHK_2026,
  labelBedrag: {
    'A++++_GARANTIE': 40_000,
    'A++++': 30_000,
    'A+++': 25_000,
    'A++': 20_000,
    'A+': 20_000,
    A: 10_000,
    B: 10_000,
    C: 5_000,
    D: 5_000,
    E: 0,
    F: 0,
    G: 0,
  },
  maatregelenBedrag: {
    'A++++_GARANTIE': 0,
    'A++++': 0,
    'A+++': 0,
    'A++': 10_000,
    'A+': 10_000,
    A: 10_000,
    B: 10_000,
    C: 15_000,
    D: 15_000,
    E: 20_000,
    F: 20_000,
    G: 20_000,
  },
  maatregelenWaardePct: 6,
  alleenstaand: { bedrag: 17_000, grens: { aowNietBereikt: 30_000, aowBereikt: 29_000 } },
  studieschuld: { factorHonderdsten: 130, bijToetsrentePct: 5 },
  nhg: { jaar: 2026, grens: 470_000, grensMetMaatregelen: 498_200, borgtochtprovisiePromille: 4 },
};
