// The explanation's steps one by one (IKV.md §6.9), with the figures of the worked cases.
import { describe, expect, it } from 'vitest';
import { computeBalans } from './ikv-model.rules.ts';
import {
  dgaStappen,
  ibInkomenStappen,
  liquiditeitStap,
  routeStap,
  solvabiliteitStap,
  toetsinkomenStap,
  vensterStap,
} from './ikv-explain.rules.ts';

const venster = { vanJaar: 2023, totJaar: 2025, aantalJaren: 3, ontbrekendeJaren: [], genegeerdeJaren: [] };
/** Balance H of IKV.md §7 in cents: VA 30 000, EV 20 000, BT 40 000. */
const jaarH = { jaar: 2025, va: 3000000n, imm: 0n, ev: 2000000n, bt: 4000000n, corr: 0n };

describe('explanation steps', () => {
  it('route: IB for a sole proprietorship, DGA for a BV', () => {
    expect(routeStap({ route: 'IB', rechtsvorm: 'EENMANSZAAK' }).nl).toBe(
      'Rechtsvorm eenmanszaak: berekening als IB-ondernemer op basis van het saldo fiscale winst.',
    );
    expect(routeStap({ route: 'DGA', rechtsvorm: 'BV' }).en).toContain(
      'private limited company (bv): the applicant is a director-major shareholder',
    );
  });
  it('window: one year in the singular in English (T07)', () => {
    expect(vensterStap({ ...venster, vanJaar: 2025, aantalJaren: 1 }).en).toBe('Years used: 2025 to 2025 (1 year).');
  });
  it('T01 income: the average of three years, capped by the last', () => {
    const inkomen = {
      perJaar: [2800000n, 3100000n, 2400000n],
      som: 8300000n,
      gemiddelde: 2766667n,
      laatste: 2400000n,
      gemaximeerd: 2400000n,
    };
    const stappen = ibInkomenStappen(venster, inkomen, 10000n);
    expect(stappen.map((stap) => stap.stap)).toEqual(['gemiddelde', 'maximum']);
    expect(stappen[0]!.nl).toBe(
      'Gemiddelde: (€\u00a028.000,00 + €\u00a031.000,00 + €\u00a024.000,00) / 3 = €\u00a027.666,67.',
    );
    expect(stappen[1]!.en).toBe(
      'The last year (2025: €24,000.00) is below the average; income is capped at €24,000.00.',
    );
  });
  it('T11: a 50 % share comes first', () => {
    const inkomen = {
      perJaar: [4500000n, 4800000n, 5000000n],
      som: 14300000n,
      gemiddelde: 4766667n,
      laatste: 5000000n,
      gemaximeerd: 4766667n,
    };
    const stappen = ibInkomenStappen(venster, inkomen, 5000n);
    expect(stappen[0]).toEqual({
      stap: 'aandeel',
      nl: 'Winstaandeel 50% van de fiscale winst per jaar.',
      en: 'Profit share 50% of taxable profit per year.',
    });
    expect(stappen[2]!.nl).toBe('Het laatste jaar is niet lager dan het gemiddelde; het gemiddelde geldt.');
  });
  it('T21: the DGA salary and the payout room', () => {
    const stappen = dgaStappen(2025, {
      uitkeringsruimteSolvabiliteit: 133333.33,
      uitkeringsruimteLiquiditeit: 50000,
      uitkeringsruimte: 50000,
      overwinstIndicatie: 50000,
      salaris: { gemiddelde: 52333.33, laatsteJaar: 52000, gemaximeerd: 52000 },
    });
    expect(stappen[0]!.nl).toBe(
      'DGA-salaris: gemiddelde €\u00a052.333,33, laatste jaar €\u00a052.000,00; het laagste van beide geldt: €\u00a052.000,00.',
    );
    expect(stappen[1]!.nl).toContain(
      'Uitkeringsruimte 2025 (binnen solvabiliteit 25% en liquiditeit 1,00): €\u00a050.000,00',
    );
  });
  it('qualifying income in whole euros, or the adviser sets it (T20)', () => {
    expect(toetsinkomenStap(24000n).nl).toBe("Toetsinkomen, afgerond op hele euro's: €\u00a024.000.");
    expect(toetsinkomenStap(null).en).toBe(
      'Qualifying income: not calculated; without the DGA salary the adviser sets the qualifying income.',
    );
  });
  it('T01 ratios: 50,0 % and 1,50 on the approximation', () => {
    const balans = computeBalans(jaarH);
    expect(solvabiliteitStap(2025, jaarH, balans, 25).nl).toBe(
      'Solvabiliteit 2025: (€\u00a020.000,00 − €\u00a00,00 + €\u00a00,00) / (€\u00a040.000,00 − €\u00a00,00) = 50,0% (norm ten minste 25%): voldoet.',
    );
    expect(liquiditeitStap(2025, jaarH, balans, 1).en).toBe(
      'Liquidity 2025: current assets €30,000.00 / short-term liabilities €20,000.00 = 1.50 (norm at least 1.00; approximation: all debt treated as short-term): passes.',
    );
  });
  it('T17 no debts: liquidity n/a; T40 an approximation below 1,00 is unknown, not a fail', () => {
    const geenSchuld = { ...jaarH, ev: 4000000n };
    expect(liquiditeitStap(2025, geenSchuld, computeBalans(geenSchuld), 1).nl).toContain(
      '= n.v.t. (geen kortlopende schulden)',
    );
    const langeLening = { ...jaarH, va: 800000n, ev: 2000000n };
    expect(liquiditeitStap(2025, langeLening, computeBalans(langeLening), 1).nl).toMatch(
      /= 0,40 .*: onbekend, geen afwijzing; vul de kortlopende schulden in\.$/,
    );
  });
});
