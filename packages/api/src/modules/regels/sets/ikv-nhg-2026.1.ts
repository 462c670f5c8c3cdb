// IKV rules version IKV-NHG-2026.1: the constants of docs/IKV.md §6.3, with their sources (§9).
import type { IkvRegelset } from '../regelset.types.ts';

export const IKV_NHG_2026_1: IkvRegelset = {
  versie: 'IKV-NHG-2026.1',
  geldigVanaf: '2026-01-01',
  bekendTot: '2027-01-01',
  onderwerp: { nl: 'De IKV-toetskaders', en: 'The IKV assessment rules' },
  bronnen: [
    {
      nl: 'NHG Voorwaarden & Normen, 6.3 Inkomen uit een zelfstandig beroep of bedrijf (gemiddelde van drie jaar, gemaximeerd op het laatste jaar)',
      en: 'NHG Terms & Norms, 6.3 Income from self-employment (three-year average, capped at the last year)',
    },
    {
      nl: 'Toetskaders Inkomensverklaring Ondernemer (IKV) versie 2021-1 en 2022-1: solvabiliteit ten minste 25 %, liquiditeit ten minste 1,00, definitieve cijfers van vorig jaar vanaf 1 mei, tussentijdse cijfers vanaf 1 augustus',
      en: 'Assessment framework Entrepreneur Income Statement (IKV) versions 2021-1 and 2022-1: solvency at least 25%, liquidity at least 1.00, last year’s final figures from 1 May, interim figures from 1 August',
    },
    {
      nl: 'Liquiditeit op de opgegeven kortlopende schulden; zonder dat cijfer is een benaderde liquiditeit onder 1,00 een waarschuwing (IKV-NHG-2026.1)',
      en: 'Liquidity on the given short-term liabilities; without that figure an approximated liquidity below 1.00 is a warning (IKV-NHG-2026.1)',
    },
  ],
  constanten: {
    VENSTER_JAREN: 3,
    MIN_SOLVABILITEIT_PCT: 25,
    MIN_LIQUIDITEIT: 1,
    DEADLINE_VORIG_JAAR: '05-01',
    TUSSENTIJDS_VANAF: '08-01',
    DGA_DREMPEL_PCT: 5,
  },
};
