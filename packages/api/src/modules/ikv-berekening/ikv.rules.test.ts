// Every worked case of IKV.md §7, plus the rules around them.
import { describe, expect, it } from 'vitest';
import { computeIkv, IkvInvoerFout, mapRechtsvorm, type IkvBoekjaar, type IkvInvoer } from './ikv.rules.ts';

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};
const h = (jaar: number, fiscaleWinst: number): IkvBoekjaar => ({ jaar, fiscaleWinst, ...H });
const y = (
  jaar: number,
  fiscaleWinst: number,
  va: number,
  imm: number,
  ev: number,
  bt: number,
  corr = 0,
): IkvBoekjaar => ({
  jaar,
  fiscaleWinst,
  vlottendeActiva: va,
  immaterieleActiva: imm,
  eigenVermogen: ev,
  balanstotaal: bt,
  balanscorrectie: corr,
  balanscorrectieReden: corr ? 'reden' : null,
});
const run = (boekjaren: IkvBoekjaar[], extra: Partial<IkvInvoer> = {}) =>
  computeIkv({ rechtsvorm: 'EENMANSZAAK', aandeelPercentage: 100, peildatum: '2026-06-15', boekjaren, ...extra });
const codes = (r: ReturnType<typeof run>) => new Set(r.signaleringen.map((s) => s.code));
const fout = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof IkvInvoerFout) return e;
    throw e;
  }
  throw new Error('expected IkvInvoerFout');
};

describe('IKV.md §7 worked cases', () => {
  it('T01 NHG V&N example: 28 000 / 31 000 / 24 000 → 24 000', () => {
    const r = run([h(2023, 28000), h(2024, 31000), h(2025, 24000)]);
    expect(r.venster).toEqual({
      vanJaar: 2023,
      totJaar: 2025,
      aantalJaren: 3,
      ontbrekendeJaren: [],
      genegeerdeJaren: [],
    });
    expect(r.inkomen).toMatchObject({
      som: 83000,
      gemiddelde: 27666.67,
      laatsteJaar: 24000,
      gemaximeerd: 24000,
      laatsteJaarBepalend: true,
      aantalJaren: 3,
    });
    expect(r.toetsinkomen).toBe(24000);
    expect(r.trend).toBe('WISSELEND');
    expect(r.balansToets).toEqual({ peiljaar: 2025, uitkomst: 'VOLDOET' });
    expect(codes(r)).toEqual(new Set(['LAATSTE_JAAR_BEPALEND']));
    expect(r.status).toBe('VOLDOET');
    expect(r.regelsVersie).toBe('IKV-NHG-2026.1');
    expect(r.route).toBe('IB');
    expect(r.dga).toBeNull();
    for (const j of r.jaren) {
      expect(j).toMatchObject({
        gecorrigeerdEigenVermogen: 20000,
        gecorrigeerdBalanstotaal: 40000,
        vreemdVermogen: 20000,
        solvabiliteitPct: 50,
        solvabiliteitVoldoet: true,
        liquiditeit: 1.5,
        liquiditeitVoldoet: true,
      });
    }
  });

  it('T01 explanation in Dutch and English (§6.9 example)', () => {
    const r = run([h(2023, 28000), h(2024, 31000), h(2025, 24000)]);
    const stap = (s: string) => r.uitleg.find((u) => u.stap === s)!;
    expect(r.uitleg.map((u) => u.stap)).toEqual([
      'route',
      'venster',
      'gemiddelde',
      'maximum',
      'toetsinkomen',
      'solvabiliteit',
      'liquiditeit',
      'status',
    ]);
    expect(stap('gemiddelde').nl).toBe(
      'Gemiddelde: (€\u00a028.000,00 + €\u00a031.000,00 + €\u00a024.000,00) / 3 = €\u00a027.666,67.',
    );
    expect(stap('gemiddelde').en).toBe('Average: (€28,000.00 + €31,000.00 + €24,000.00) / 3 = €27,666.67.');
    expect(stap('maximum').nl).toBe(
      'Het laatste jaar (2025: €\u00a024.000,00) is lager dan het gemiddelde; het inkomen wordt gemaximeerd op €\u00a024.000,00.',
    );
    expect(stap('maximum').en).toBe(
      'The last year (2025: €24,000.00) is below the average; income is capped at €24,000.00.',
    );
    expect(stap('toetsinkomen').nl).toBe("Toetsinkomen, afgerond op hele euro's: €\u00a024.000.");
    expect(stap('toetsinkomen').en).toBe('Qualifying income, rounded to whole euros: €24,000.');
    expect(stap('venster').nl).toBe('Gebruikte boekjaren: 2023 t/m 2025 (3 jaar).');
    expect(stap('solvabiliteit').nl).toContain('= 50,0% (norm ten minste 25%): voldoet.');
    expect(stap('liquiditeit').nl).toBe(
      'Liquiditeit 2025: vlottende activa €\u00a030.000,00 / kortlopende schulden €\u00a020.000,00 = 1,50 (norm ten minste 1,00; benadering: alle schulden als kortlopend gerekend): voldoet.',
    );
    expect(stap('liquiditeit').en).toBe(
      'Liquidity 2025: current assets €30,000.00 / short-term liabilities €20,000.00 = 1.50 (norm at least 1.00; approximation: all debt treated as short-term): passes.',
    );
    expect(stap('status').nl).toBe('Uitkomst: voldoet.');
  });

  it('T02 Rob: 20 000 / 45 000 / 55 000 → 40 000', () => {
    const r = run([h(2023, 20000), h(2024, 45000), h(2025, 55000)]);
    expect(r.inkomen).toMatchObject({ som: 120000, gemiddelde: 40000, laatsteJaar: 55000 });
    expect(r.toetsinkomen).toBe(40000);
    expect(r.trend).toBe('STIJGEND');
    expect(codes(r)).toEqual(new Set());
    expect(r.status).toBe('VOLDOET');
    expect(r.uitleg.find((u) => u.stap === 'maximum')!.nl).toBe(
      'Het laatste jaar is niet lager dan het gemiddelde; het gemiddelde geldt.',
    );
  });

  it('T03 Lisa: 40 000 / 45 000 / 35 000 → 35 000', () => {
    const r = run([h(2023, 40000), h(2024, 45000), h(2025, 35000)]);
    expect(r.inkomen?.gemiddelde).toBe(40000);
    expect(r.toetsinkomen).toBe(35000);
    expect(r.trend).toBe('WISSELEND');
    expect(codes(r)).toEqual(new Set(['LAATSTE_JAAR_BEPALEND']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T04 Yoron: peildatum 2025-06-15, 60 000 / 70 000 / 50 000 → 50 000', () => {
    const r = run([h(2022, 60000), h(2023, 70000), h(2024, 50000)], { peildatum: '2025-06-15' });
    expect(r.venster).toMatchObject({ vanJaar: 2022, totJaar: 2024 });
    expect(r.inkomen?.gemiddelde).toBe(60000);
    expect(r.toetsinkomen).toBe(50000);
    expect(codes(r)).toEqual(new Set(['LAATSTE_JAAR_BEPALEND']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T05 loss in the last year → 0, VOLDOET_NIET', () => {
    const r = run([h(2023, 65000), h(2024, 70000), h(2025, -12000)]);
    expect(r.inkomen).toMatchObject({ som: 123000, gemiddelde: 41000, gemaximeerd: -12000 });
    expect(r.toetsinkomen).toBe(0);
    expect(codes(r)).toEqual(new Set(['LAATSTE_JAAR_BEPALEND', 'VERLIES_LAATSTE_JAAR', 'GEEN_TOETSINKOMEN']));
    expect(r.status).toBe('VOLDOET_NIET');
  });

  it('T07 starter with one year', () => {
    const r = run([h(2025, 45000)]);
    expect(r.venster).toMatchObject({ vanJaar: 2025, totJaar: 2025, aantalJaren: 1 });
    expect(r.inkomen?.gemiddelde).toBe(45000);
    expect(r.toetsinkomen).toBe(45000);
    expect(r.trend).toBe('ONBEKEND');
    expect(codes(r)).toEqual(new Set(['STARTER']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T08 starter with two years', () => {
    const r = run([h(2024, 30000), h(2025, 42000)]);
    expect(r.venster.aantalJaren).toBe(2);
    expect(r.inkomen).toMatchObject({ som: 72000, gemiddelde: 36000 });
    expect(r.toetsinkomen).toBe(36000);
    expect(r.trend).toBe('STIJGEND');
    expect(codes(r)).toEqual(new Set(['STARTER']));
  });

  it('T10 only the last three years count', () => {
    const r = run([h(2021, 90000), h(2022, 10000), h(2023, 40000), h(2024, 44000), h(2025, 47000)]);
    expect(r.venster).toMatchObject({ vanJaar: 2023, totJaar: 2025, genegeerdeJaren: [2021, 2022] });
    expect(r.inkomen).toMatchObject({ som: 131000, gemiddelde: 43666.67 });
    expect(r.toetsinkomen).toBe(43667);
    expect(r.trend).toBe('STIJGEND');
    expect(codes(r)).toEqual(new Set(['JAREN_BUITEN_VENSTER']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T11 vof partner with a 50 % share', () => {
    const r = run([h(2023, 90000), h(2024, 96000), h(2025, 100000)], { rechtsvorm: 'VOF', aandeelPercentage: 50 });
    expect(r.jaren.map((j) => j.winstaandeel)).toEqual([45000, 48000, 50000]);
    expect(r.inkomen).toMatchObject({ som: 143000, gemiddelde: 47666.67 });
    expect(r.toetsinkomen).toBe(47667);
    expect(r.trend).toBe('STIJGEND');
    expect(codes(r)).toEqual(new Set(['PARTNER_AANDEEL']));
    expect(r.status).toBe('VOLDOET');
    expect(r.uitleg.find((u) => u.stap === 'aandeel')!.nl).toBe('Winstaandeel 50% van de fiscale winst per jaar.');
  });

  it('T12 goodwill lowers solvency below the norm', () => {
    const r = run([2023, 2024, 2025].map((j) => y(j, 40000, 60000, 20000, 50000, 150000)));
    for (const j of r.jaren) {
      expect(j).toMatchObject({
        gecorrigeerdEigenVermogen: 30000,
        gecorrigeerdBalanstotaal: 130000,
        vreemdVermogen: 100000,
        solvabiliteitPct: 23.1,
        solvabiliteitVoldoet: false,
        liquiditeit: 0.6,
        liquiditeitVoldoet: null,
        liquiditeitBasis: 'BENADERING_VREEMD_VERMOGEN',
        kortlopendeSchulden: null,
      });
    }
    expect(r.balansToets.uitkomst).toBe('VOLDOET_NIET');
    expect(r.toetsinkomen).toBe(40000);
    expect(r.trend).toBe('STABIEL');
    expect(codes(r)).toEqual(
      new Set(['BALANSTOETS_NIET_GEHAALD', 'RATIO_ONDER_NORM_EERDER_JAAR', 'KORTLOPENDE_SCHULDEN_ONBEKEND']),
    );
    expect(r.status).toBe('VOLDOET_NIET');
    expect(r.uitleg.find((u) => u.stap === 'solvabiliteit')!.nl).toBe(
      'Solvabiliteit 2025: (€\u00a050.000,00 − €\u00a020.000,00 + €\u00a00,00) / (€\u00a0150.000,00 − €\u00a020.000,00) = 23,1% (norm ten minste 25%): voldoet niet.',
    );
    expect(r.uitleg.find((u) => u.stap === 'liquiditeit')!.nl).toContain('= 0,60 (');
  });

  it('T14 solvency 20 % fails, liquidity 1.06 passes', () => {
    const r = run([y(2025, 40000, 85000, 0, 20000, 100000)]);
    expect(r.jaren[0]).toMatchObject({
      gecorrigeerdEigenVermogen: 20000,
      gecorrigeerdBalanstotaal: 100000,
      vreemdVermogen: 80000,
      solvabiliteitPct: 20,
      solvabiliteitVoldoet: false,
      liquiditeit: 1.06,
      liquiditeitVoldoet: true,
    });
    expect(r.balansToets.uitkomst).toBe('VOLDOET_NIET');
    expect(r.toetsinkomen).toBe(40000);
    expect(codes(r)).toEqual(new Set(['BALANSTOETS_NIET_GEHAALD', 'STARTER']));
    expect(r.status).toBe('VOLDOET_NIET');
  });

  it('T15 exactly 25 % and exactly 1,00 pass', () => {
    const r = run([y(2025, 30000, 75000, 0, 25000, 100000)]);
    expect(r.jaren[0]).toMatchObject({
      vreemdVermogen: 75000,
      solvabiliteitPct: 25,
      solvabiliteitVoldoet: true,
      liquiditeit: 1,
      liquiditeitVoldoet: true,
    });
    expect(r.balansToets.uitkomst).toBe('VOLDOET');
    expect(r.toetsinkomen).toBe(30000);
    expect(codes(r)).toEqual(new Set(['STARTER']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T16 zero balance (typical zzp): ratios not computable, manual review', () => {
    const r = run([y(2023, 30000, 0, 0, 0, 0), y(2024, 33000, 0, 0, 0, 0), y(2025, 36000, 0, 0, 0, 0)]);
    for (const j of r.jaren)
      expect(j).toMatchObject({
        solvabiliteitPct: null,
        solvabiliteitVoldoet: null,
        liquiditeit: null,
        liquiditeitVoldoet: null,
      });
    expect(r.balansToets.uitkomst).toBe('NIET_BEREKENBAAR');
    expect(r.inkomen?.gemiddelde).toBe(33000);
    expect(r.toetsinkomen).toBe(33000);
    expect(r.trend).toBe('STIJGEND');
    expect(codes(r)).toEqual(new Set(['GEEN_BALANS']));
    expect(r.status).toBe('HANDMATIGE_BEOORDELING');
  });

  it('T17 no debts: liquidity n/a but passes', () => {
    const r = run([y(2025, 30000, 20000, 0, 40000, 40000)]);
    expect(r.jaren[0]).toMatchObject({
      gecorrigeerdEigenVermogen: 40000,
      gecorrigeerdBalanstotaal: 40000,
      vreemdVermogen: 0,
      solvabiliteitPct: 100,
      solvabiliteitVoldoet: true,
      liquiditeit: null,
      liquiditeitVoldoet: true,
    });
    expect(r.balansToets.uitkomst).toBe('VOLDOET');
    expect(r.toetsinkomen).toBe(30000);
    expect(codes(r)).toEqual(new Set(['STARTER']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T18 only intangible assets and negative equity', () => {
    const r = run([y(2025, 30000, 0, 10000, -5000, 10000)]);
    expect(r.jaren[0]).toMatchObject({
      gecorrigeerdEigenVermogen: -15000,
      gecorrigeerdBalanstotaal: 0,
      vreemdVermogen: 15000,
      solvabiliteitPct: null,
      solvabiliteitVoldoet: false,
      liquiditeit: 0,
      liquiditeitVoldoet: null,
    });
    expect(r.balansToets.uitkomst).toBe('VOLDOET_NIET');
    expect(r.toetsinkomen).toBe(30000);
    expect(codes(r)).toEqual(new Set(['BALANSTOETS_NIET_GEHAALD', 'STARTER', 'KORTLOPENDE_SCHULDEN_ONBEKEND']));
    expect(r.status).toBe('VOLDOET_NIET');
  });

  it('T19 a ratio failed in an earlier year only', () => {
    const r = run([y(2023, 40000, 10000, 0, 10000, 100000), h(2024, 42000), h(2025, 44000)]);
    expect(r.jaren[0]).toMatchObject({
      solvabiliteitPct: 10,
      solvabiliteitVoldoet: false,
      liquiditeit: 0.11,
      liquiditeitVoldoet: null,
    });
    expect(r.balansToets.uitkomst).toBe('VOLDOET');
    expect(r.inkomen?.gemiddelde).toBe(42000);
    expect(r.toetsinkomen).toBe(42000);
    expect(codes(r)).toEqual(new Set(['RATIO_ONDER_NORM_EERDER_JAAR']));
    expect(r.status).toBe('HANDMATIGE_BEOORDELING');
  });

  // IKV-NHG-2026.1 (step 4): the liquidity basis
  const t40 = (ks: (number | null)[] = [null, null, null]) =>
    [2023, 2024, 2025].map((j, i) => ({ ...y(j, 45000, 20000, 0, 30000, 80000), kortlopendeSchulden: ks[i] }));

  it('T40 long-term loan, short-term debts unknown: approximated 0,40 is a warning, never a fail', () => {
    const r = run(t40());
    for (const j of r.jaren) {
      expect(j).toMatchObject({
        gecorrigeerdEigenVermogen: 30000,
        gecorrigeerdBalanstotaal: 80000,
        vreemdVermogen: 50000,
        solvabiliteitPct: 37.5,
        solvabiliteitVoldoet: true,
        liquiditeit: 0.4,
        liquiditeitVoldoet: null,
        liquiditeitBasis: 'BENADERING_VREEMD_VERMOGEN',
        kortlopendeSchulden: null,
      });
    }
    expect(r.balansToets.uitkomst).toBe('NIET_BEREKENBAAR');
    expect(r.toetsinkomen).toBe(45000);
    expect(r.trend).toBe('STABIEL');
    expect(codes(r)).toEqual(new Set(['KORTLOPENDE_SCHULDEN_ONBEKEND']));
    expect(r.status).toBe('HANDMATIGE_BEOORDELING');
    expect(r.regelsVersie).toBe('IKV-NHG-2026.1');
    const liq = r.uitleg.find((u) => u.stap === 'liquiditeit')!;
    expect(liq.nl).toBe(
      'Liquiditeit 2025: vlottende activa €\u00a020.000,00 / kortlopende schulden €\u00a050.000,00 = 0,40 (norm ten minste 1,00; benadering: alle schulden als kortlopend gerekend): onbekend, geen afwijzing; vul de kortlopende schulden in.',
    );
    expect(liq.en).toContain(
      '= 0.40 (norm at least 1.00; approximation: all debt treated as short-term): unknown, not a fail',
    );
  });

  it('T41 with kortlopendeSchulden 10 000 every year: 2,00 passes on the real basis', () => {
    const r = run(t40([10000, 10000, 10000]));
    for (const j of r.jaren)
      expect(j).toMatchObject({
        liquiditeit: 2,
        liquiditeitVoldoet: true,
        liquiditeitBasis: 'KORTLOPENDE_SCHULDEN',
        kortlopendeSchulden: 10000,
      });
    expect(r.balansToets.uitkomst).toBe('VOLDOET');
    expect(r.toetsinkomen).toBe(45000);
    expect(codes(r)).toEqual(new Set());
    expect(r.status).toBe('VOLDOET');
    expect(r.uitleg.find((u) => u.stap === 'liquiditeit')!.nl).toBe(
      'Liquiditeit 2025: vlottende activa €\u00a020.000,00 / kortlopende schulden €\u00a010.000,00 = 2,00 (norm ten minste 1,00): voldoet.',
    );
  });

  it('T42 with kortlopendeSchulden 25 000 in 2025: 0,80 fails on the real basis', () => {
    const r = run(t40([null, null, 25000]));
    expect(r.jaren[2]).toMatchObject({
      liquiditeit: 0.8,
      liquiditeitVoldoet: false,
      liquiditeitBasis: 'KORTLOPENDE_SCHULDEN',
      kortlopendeSchulden: 25000,
    });
    expect(r.balansToets.uitkomst).toBe('VOLDOET_NIET');
    expect(r.toetsinkomen).toBe(45000);
    expect(codes(r)).toEqual(new Set(['BALANSTOETS_NIET_GEHAALD']));
    expect(r.status).toBe('VOLDOET_NIET');
  });

  it('T41/T42 boundary: short-term debts exactly equal to current assets pass, one cent more fails', () => {
    const gelijk = run(t40([10000, 10000, 20000]));
    expect(gelijk.jaren[2]).toMatchObject({ liquiditeit: 1, liquiditeitVoldoet: true });
    expect(gelijk.status).toBe('VOLDOET');
    const centMeer = run(t40([10000, 10000, 20000.01]));
    expect(centMeer.jaren[2]).toMatchObject({ liquiditeit: 1, liquiditeitVoldoet: false });
    expect(codes(centMeer)).toEqual(new Set(['BALANSTOETS_NIET_GEHAALD']));
    expect(centMeer.status).toBe('VOLDOET_NIET');
  });

  it('kortlopendeSchulden 0 with a balance: no short-term debts, liquidity passes', () => {
    const r = run(t40([0, 0, 0]));
    expect(r.jaren[2]).toMatchObject({
      liquiditeit: null,
      liquiditeitVoldoet: true,
      liquiditeitBasis: 'KORTLOPENDE_SCHULDEN',
    });
    expect(r.status).toBe('VOLDOET');
  });

  it('kortlopendeSchulden above all debt is an inconsistent balance (422)', () => {
    const e = fout(() => run(t40([10000, 10000, 50000.01])));
    expect(e.code).toBe('INCONSISTENTE_BALANS');
    expect(e.details).toEqual({ jaar: 2025, path: 'boekjaren.2025.kortlopendeSchulden' });
    expect(() => run(t40([10000, 10000, 50000]))).not.toThrow();
  });

  it('DGA route: the liquidity payout room uses the given short-term debts', () => {
    const years = [2023, 2024, 2025].map((j) => ({
      ...y(j, 100000, 250000, 0, 200000, 400000),
      kortlopendeSchulden: 100000,
    }));
    const r = run(years, { rechtsvorm: 'BV' });
    expect(r.dga?.uitkeringsruimteLiquiditeit).toBe(150000);
  });

  const dgaYears = [
    y(2023, 80000, 250000, 0, 200000, 400000),
    y(2024, 90000, 250000, 0, 200000, 400000),
    y(2025, 100000, 250000, 0, 200000, 400000),
  ];
  const dgaBlock = {
    uitkeringsruimteSolvabiliteit: 133333.33,
    uitkeringsruimteLiquiditeit: 50000,
    uitkeringsruimte: 50000,
    overwinstIndicatie: 50000,
  };

  it('T20 BV: DGA route, salary absent', () => {
    const r = run(dgaYears, { rechtsvorm: 'BV' });
    expect(r.route).toBe('DGA');
    expect(r.inkomen).toBeNull();
    expect(r.trend).toBeNull();
    expect(r.jaren.every((j) => j.winstaandeel === null)).toBe(true);
    expect(r.jaren[2]).toMatchObject({
      solvabiliteitPct: 50,
      solvabiliteitVoldoet: true,
      liquiditeit: 1.25,
      liquiditeitVoldoet: true,
    });
    expect(r.balansToets.uitkomst).toBe('VOLDOET');
    expect(r.dga).toEqual({ ...dgaBlock, salaris: null });
    expect(r.toetsinkomen).toBeNull();
    expect(codes(r)).toEqual(new Set(['DGA_ROUTE', 'DGA_SALARIS_ONTBREEKT']));
    expect(r.status).toBe('HANDMATIGE_BEOORDELING');
    expect(r.uitleg[0]!.nl).toContain('De winstberekening voor IB-ondernemers is overgeslagen');
    expect(r.uitleg.map((u) => u.stap)).not.toContain('gemiddelde');
  });

  it('T21 NV with DGA salaries', () => {
    const r = run(dgaYears, {
      rechtsvorm: 'NV',
      dgaSalarissen: [
        { jaar: 2023, bedrag: 50000 },
        { jaar: 2024, bedrag: 55000 },
        { jaar: 2025, bedrag: 52000 },
      ],
    });
    expect(r.route).toBe('DGA');
    expect(r.dga).toEqual({ ...dgaBlock, salaris: { gemiddelde: 52333.33, laatsteJaar: 52000, gemaximeerd: 52000 } });
    expect(r.toetsinkomen).toBe(52000);
    expect(codes(r)).toEqual(new Set(['DGA_ROUTE', 'LAATSTE_JAAR_BEPALEND']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T22 rounding half away from zero: 100.50 → 101', () => {
    const r = run([h(2023, 100), h(2024, 101), h(2025, 100.5)]);
    expect(r.inkomen).toMatchObject({ som: 301.5, gemiddelde: 100.5, gemaximeerd: 100.5 });
    expect(r.toetsinkomen).toBe(101);
    expect(r.status).toBe('VOLDOET');
  });

  it('T25 after 1 May last year is required: stale figures', () => {
    const r = run([h(2022, 30000), h(2023, 31000), h(2024, 32000)]);
    expect(r.inkomen?.gemiddelde).toBe(31000);
    expect(r.toetsinkomen).toBe(31000);
    expect(codes(r)).toEqual(new Set(['VEROUDERDE_CIJFERS']));
    expect(r.status).toBe('HANDMATIGE_BEOORDELING');
  });

  it('T26 before 1 May the year before last is enough', () => {
    const r = run([h(2022, 30000), h(2023, 31000), h(2024, 32000)], { peildatum: '2026-03-15' });
    expect(r.toetsinkomen).toBe(31000);
    expect(codes(r)).toEqual(new Set());
    expect(r.status).toBe('VOLDOET');
  });

  it('T27 the running year is ignored', () => {
    const r = run([h(2024, 30000), h(2025, 36000), h(2026, 50000)]);
    expect(r.venster).toMatchObject({ vanJaar: 2024, totJaar: 2025, genegeerdeJaren: [2026] });
    expect(r.inkomen?.gemiddelde).toBe(33000);
    expect(r.toetsinkomen).toBe(33000);
    expect(codes(r)).toEqual(new Set(['LOPEND_JAAR_GENEGEERD', 'STARTER']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T29 interim figures after 1 August lower the income', () => {
    const r = run([h(2023, 40000), h(2024, 42000), h(2025, 44000)], {
      peildatum: '2026-09-01',
      tussentijds: { winst: 15000, maanden: 6 },
    });
    expect(r.inkomen?.gemiddelde).toBe(42000);
    expect(r.tussentijds).toEqual({ geextrapoleerd: 30000, toegepast: true });
    expect(r.toetsinkomen).toBe(30000);
    expect(codes(r)).toEqual(new Set(['TUSSENTIJDS_LAGER']));
    expect(r.status).toBe('VOLDOET');
  });

  it('T30 only the running year, or no rows: 422 GEEN_AFGESLOTEN_BOEKJAAR', () => {
    expect(fout(() => run([h(2026, 50000)])).code).toBe('GEEN_AFGESLOTEN_BOEKJAAR');
    expect(fout(() => run([])).code).toBe('GEEN_AFGESLOTEN_BOEKJAAR');
  });

  it('T31 two missing years in the window: 422 TE_WEINIG_JAREN with an explanation', () => {
    const e = fout(() => run([h(2020, 30000), h(2025, 36000)]));
    expect(e.code).toBe('TE_WEINIG_JAREN');
    expect(e.nl).toContain('2023 en 2024');
    expect(e.en).toContain('2023 and 2024');
  });

  it('T32 current plus intangible assets above the total: 422 INCONSISTENTE_BALANS, jaar 2025', () => {
    const e = fout(() => run([y(2025, 30000, 70000, 40000, 20000, 100000)]));
    expect(e.code).toBe('INCONSISTENTE_BALANS');
    expect(e.details.jaar).toBe(2025);
  });
});

describe('further rules of §6', () => {
  it('one missing year inside the window counts as 0 and is flagged', () => {
    const r = run([h(2023, 30000), h(2025, 36000)]);
    expect(r.venster).toMatchObject({ vanJaar: 2023, totJaar: 2025, aantalJaren: 3, ontbrekendeJaren: [2024] });
    expect(r.inkomen?.perJaar).toEqual([
      { jaar: 2023, winstaandeel: 30000, ontbrekend: false },
      { jaar: 2024, winstaandeel: 0, ontbrekend: true },
      { jaar: 2025, winstaandeel: 36000, ontbrekend: false },
    ]);
    expect(r.inkomen?.gemiddelde).toBe(22000);
    expect(r.toetsinkomen).toBe(22000);
    expect(codes(r)).toEqual(new Set(['ONTBREKEND_JAAR']));
    expect(r.status).toBe('HANDMATIGE_BEOORDELING');
  });

  it('startjaar widens the window for a starter whose first year has no figures', () => {
    const r = run([h(2024, 30000), h(2025, 36000)], { startjaar: 2023 });
    expect(r.venster).toMatchObject({ vanJaar: 2023, ontbrekendeJaren: [2023], aantalJaren: 3 });
    expect(codes(r).has('ONTBREKEND_JAAR')).toBe(true);
  });

  it('a loss in an earlier year is flagged as a warning', () => {
    const r = run([h(2023, -5000), h(2024, 40000), h(2025, 45000)]);
    expect(codes(r)).toEqual(new Set(['VERLIESJAAR_IN_VENSTER']));
    expect(r.toetsinkomen).toBe(26667);
    expect(r.status).toBe('HANDMATIGE_BEOORDELING');
  });

  it('trend DALEND', () => {
    expect(run([h(2023, 50000), h(2024, 40000), h(2025, 40000)]).trend).toBe('DALEND');
  });

  it('interim figures before 1 August are not applied; a non-positive interim result blocks', () => {
    const before = run([h(2023, 40000), h(2024, 42000), h(2025, 44000)], {
      peildatum: '2026-07-31',
      tussentijds: { winst: 15000, maanden: 6 },
    });
    expect(before.toetsinkomen).toBe(42000);
    expect(before.tussentijds).toEqual({ geextrapoleerd: 30000, toegepast: false });
    const negative = run([h(2023, 40000), h(2024, 42000), h(2025, 44000)], {
      peildatum: '2026-08-01',
      tussentijds: { winst: -1000, maanden: 4 },
    });
    expect(codes(negative)).toEqual(new Set(['TUSSENTIJDS_NEGATIEF', 'TUSSENTIJDS_LAGER', 'GEEN_TOETSINKOMEN']));
    expect(negative.toetsinkomen).toBe(0);
    expect(negative.status).toBe('VOLDOET_NIET');
  });

  it('a balance correction changes the ratios, never the income', () => {
    const r = run([y(2025, 40000, 85000, 0, 20000, 100000, 10000)]);
    expect(r.jaren[0]).toMatchObject({
      gecorrigeerdEigenVermogen: 30000,
      vreemdVermogen: 70000,
      solvabiliteitPct: 30,
      solvabiliteitVoldoet: true,
      liquiditeit: 1.21,
    });
    expect(r.toetsinkomen).toBe(40000);
  });

  it('each inconsistent balance gives 422 with the year; years outside the window are not checked', () => {
    expect(fout(() => run([y(2025, 1, -1, 0, 0, 10)])).code).toBe('INCONSISTENTE_BALANS');
    expect(fout(() => run([y(2025, 1, 0, -1, 0, 10)])).code).toBe('INCONSISTENTE_BALANS');
    expect(fout(() => run([y(2025, 1, 0, 0, 20, 10)])).code).toBe('INCONSISTENTE_BALANS');
    expect(fout(() => run([y(2025, 1, 0, 0, 5, 10, 6)])).details).toEqual({
      jaar: 2025,
      path: 'boekjaren.2025.balanscorrectie',
    });
    expect(run([y(2021, 1, 0, 0, 20, 10), h(2023, 1), h(2024, 1), h(2025, 1)]).venster.genegeerdeJaren).toEqual([2021]);
  });

  it('422 ONGELDIG_AANDEEL on the IB route; the DGA route ignores the share', () => {
    expect(fout(() => run([h(2025, 1)], { aandeelPercentage: 0 })).code).toBe('ONGELDIG_AANDEEL');
    expect(fout(() => run([h(2025, 1)], { aandeelPercentage: 100.01 })).code).toBe('ONGELDIG_AANDEEL');
    expect(run([h(2025, 1)], { rechtsvorm: 'BV', aandeelPercentage: 0 }).route).toBe('DGA');
  });

  it('422 RECHTSVORM_NIET_ONDERSTEUND for an unknown form', () => {
    expect(fout(() => run([h(2025, 1)], { rechtsvorm: 'STICHTING' as never })).code).toBe(
      'RECHTSVORM_NIET_ONDERSTEUND',
    );
  });

  it('is deterministic', () => {
    const years = [h(2023, 28000), h(2024, 31000), h(2025, 24000)];
    expect(run(years)).toEqual(run(years));
  });
});

describe('mapRechtsvorm (KvK text → form)', () => {
  it.each([
    ['Eenmanszaak', 'EENMANSZAAK'],
    ['Eenmanszaak met meer dan één eigenaar', 'EENMANSZAAK'],
    ['Vennootschap onder firma', 'VOF'],
    ['Maatschap', 'MAATSCHAP'],
    ['Commanditaire Vennootschap', 'CV'],
    ['Besloten Vennootschap', 'BV'],
    ['Naamloze Vennootschap', 'NV'],
    ['Europese naamloze vennootschap (SE)', 'NV'],
    ['Stichting', null],
    ['Vereniging van Eigenaars', null],
    ['Coöperatie', null],
  ])('%s → %s', (kvk, expected) => {
    expect(mapRechtsvorm(kvk)).toBe(expected);
  });
});
