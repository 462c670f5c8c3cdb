// The AFM test rate per quarter (Trhk art. 3; docs/ORIENTATIE.md O1: "AFM rate 5 % in every
// 2024–2026 quarter published"). One entry per quarter; a new quarter is one more line.
import type { ToetsrenteKwartaal } from '../regelset.types.ts';

const BRON = {
  nl: 'AFM, toetsrente voor hypotheken met een rentevaste periode korter dan 10 jaar (Trhk art. 3), zoals per kwartaal gepubliceerd; 5 % in elk kwartaal van 2024–2026 (ORIENTATIE.md O1)',
  en: 'AFM, test rate for mortgages with a fixed-rate period under 10 years (Trhk art. 3), as published per quarter; 5% in every quarter of 2024–2026 (ORIENTATIE.md O1)',
};

const START = ['01-01', '04-01', '07-01', '10-01'] as const;

function kwartaal(jaar: number, k: 1 | 2 | 3 | 4, toetsrentePct: number): ToetsrenteKwartaal {
  const bekendTot = k === 4 ? `${jaar + 1}-01-01` : `${jaar}-${START[k]}`;
  return {
    versie: `AFM-TOETSRENTE-${jaar}-K${k}`,
    kwartaal: `${jaar}-K${k}`,
    geldigVanaf: `${jaar}-${START[k - 1]}`,
    bekendTot,
    onderwerp: { nl: 'De AFM-toetsrentes', en: 'The AFM test rates' },
    bronnen: [BRON],
    toetsrentePct,
  };
}

export const AFM_TOETSRENTE: readonly ToetsrenteKwartaal[] = [
  kwartaal(2024, 1, 5),
  kwartaal(2024, 2, 5),
  kwartaal(2024, 3, 5),
  kwartaal(2024, 4, 5),
  kwartaal(2025, 1, 5),
  kwartaal(2025, 2, 5),
  kwartaal(2025, 3, 5),
  kwartaal(2025, 4, 5),
  kwartaal(2026, 1, 5),
  kwartaal(2026, 2, 5),
  kwartaal(2026, 3, 5),
  kwartaal(2026, 4, 5),
];
