// Each named step of computeIkv on its own, with the figures of the worked cases of IKV.md §7.
import { describe, expect, it } from 'vitest';
import { IKV_NHG_2026_1 } from '../regels/sets/ikv-nhg-2026.1.ts';
import {
  aandeelInBasispunten,
  balansToets,
  bepaalRoute,
  bepaalStatus,
  bepaalVenster,
  cijfersVerouderd,
  computeBalans,
  computeTrend,
  controleerBalans,
  dgaInkomen,
  gemaximeerdGemiddelde,
  ibInkomen,
  IkvInvoerFout,
  jaarInCenten,
  jaarOverzicht,
  scheidAfgeslotenJaren,
  tussentijdseToets,
  uitkeringsruimte,
  winstaandeel,
  type JaarCents,
  type Signalering,
} from './ikv.rules.ts';

const constanten = IKV_NHG_2026_1.constanten;
/** A year with the standard balance H of IKV.md §7 (VA 30 000, EV 20 000, BT 40 000). */
const jaarH = (jaar: number, fiscaleWinst: number): JaarCents =>
  jaarInCenten({
    jaar,
    fiscaleWinst,
    vlottendeActiva: 30000,
    immaterieleActiva: 0,
    eigenVermogen: 20000,
    balanstotaal: 40000,
    balanscorrectie: 0,
    balanscorrectieReden: null,
  });
/** The T20 balance (VA 250 000, EV 200 000, BT 400 000). */
const jaarT20 = (jaar: number, fiscaleWinst: number): JaarCents =>
  jaarInCenten({
    jaar,
    fiscaleWinst,
    vlottendeActiva: 250000,
    immaterieleActiva: 0,
    eigenVermogen: 200000,
    balanstotaal: 400000,
    balanscorrectie: 0,
    balanscorrectieReden: null,
  });
const foutVan = (fn: () => unknown): IkvInvoerFout => {
  try {
    fn();
  } catch (e) {
    if (e instanceof IkvInvoerFout) return e;
    throw e;
  }
  throw new Error('expected IkvInvoerFout');
};
const rijen = (...jaren: JaarCents[]) => new Map(jaren.map((jaar) => [jaar.jaar, jaar]));

describe('bepaalRoute', () => {
  it('takes the DGA route for a BV or NV and the IB route for the others (T20, T01)', () => {
    expect(bepaalRoute('BV')).toBe('DGA');
    expect(bepaalRoute('NV')).toBe('DGA');
    expect(bepaalRoute('EENMANSZAAK')).toBe('IB');
    expect(bepaalRoute('VOF')).toBe('IB');
  });
  it('refuses an unknown form with 422 RECHTSVORM_NIET_ONDERSTEUND', () => {
    expect(foutVan(() => bepaalRoute('STICHTING' as never)).code).toBe('RECHTSVORM_NIET_ONDERSTEUND');
  });
});

describe('jaarInCenten', () => {
  it('turns euros into exact cents and keeps unknown short-term debts as null', () => {
    const jaar = jaarInCenten({
      jaar: 2025,
      fiscaleWinst: 100.5,
      vlottendeActiva: 0.1,
      immaterieleActiva: 0,
      eigenVermogen: 0.2,
      balanstotaal: 0.3,
      balanscorrectie: 0,
      balanscorrectieReden: null,
    });
    expect(jaar).toMatchObject({ jaar: 2025, winst: 10050n, va: 10n, ev: 20n, bt: 30n, ks: null });
    expect(
      jaarInCenten({
        ...{
          jaar: 2025,
          fiscaleWinst: 0,
          vlottendeActiva: 0,
          immaterieleActiva: 0,
          eigenVermogen: 0,
          balanstotaal: 0,
          balanscorrectie: 0,
          balanscorrectieReden: null,
        },
        kortlopendeSchulden: 0,
      }).ks,
    ).toBe(0n);
  });
});

describe('scheidAfgeslotenJaren', () => {
  it('puts the peildatum year and later aside (T27)', () => {
    const { afgesloten, lopend } = scheidAfgeslotenJaren([jaarH(2024, 1), jaarH(2025, 1), jaarH(2026, 1)], 2026);
    expect(afgesloten.map((jaar) => jaar.jaar)).toEqual([2024, 2025]);
    expect(lopend.map((jaar) => jaar.jaar)).toEqual([2026]);
  });
  it('refuses only the running year with 422 GEEN_AFGESLOTEN_BOEKJAAR (T30)', () => {
    expect(foutVan(() => scheidAfgeslotenJaren([jaarH(2026, 1)], 2026)).code).toBe('GEEN_AFGESLOTEN_BOEKJAAR');
  });
});

describe('aandeelInBasispunten', () => {
  it('gives the share in basis points (T11: 50 %)', () => {
    expect(aandeelInBasispunten(50, 'IB')).toBe(5000n);
    expect(aandeelInBasispunten(100, 'IB')).toBe(10000n);
  });
  it('refuses 0 % or above 100 % on the IB route only', () => {
    expect(foutVan(() => aandeelInBasispunten(0, 'IB')).code).toBe('ONGELDIG_AANDEEL');
    expect(foutVan(() => aandeelInBasispunten(100.01, 'IB')).code).toBe('ONGELDIG_AANDEEL');
    expect(aandeelInBasispunten(0, 'DGA')).toBe(0n);
  });
});

describe('bepaalVenster', () => {
  it('keeps the last three years (T10)', () => {
    const afgesloten = [2021, 2022, 2023, 2024, 2025].map((jaar) => jaarH(jaar, 1));
    const venster = bepaalVenster(afgesloten, [], null, constanten.VENSTER_JAREN);
    expect(venster).toEqual({
      vanJaar: 2023,
      totJaar: 2025,
      jaren: [2023, 2024, 2025],
      ontbrekendeJaren: [],
      genegeerdeJaren: [2021, 2022],
      signaleringen: ['JAREN_BUITEN_VENSTER'],
    });
  });
  it('flags a starter with fewer years (T07) and the ignored running year (T27)', () => {
    const venster = bepaalVenster([jaarH(2025, 1)], [jaarH(2026, 1)], null, constanten.VENSTER_JAREN);
    expect(venster.jaren).toEqual([2025]);
    expect(venster.genegeerdeJaren).toEqual([2026]);
    expect(venster.signaleringen).toEqual(['LOPEND_JAAR_GENEGEERD', 'STARTER']);
  });
  it('counts one missing year as a gap and refuses two (T31)', () => {
    expect(bepaalVenster([jaarH(2023, 1), jaarH(2025, 1)], [], null, 3)).toMatchObject({
      ontbrekendeJaren: [2024],
      signaleringen: ['ONTBREKEND_JAAR'],
    });
    expect(foutVan(() => bepaalVenster([jaarH(2025, 1)], [], 2023, 3)).code).toBe('TE_WEINIG_JAREN');
  });
});

describe('controleerBalans', () => {
  it('refuses current plus intangible assets above the total with the year and the field (T32)', () => {
    const fout = foutVan(() =>
      controleerBalans(
        jaarInCenten({
          jaar: 2025,
          fiscaleWinst: 0,
          vlottendeActiva: 30000,
          immaterieleActiva: 20000,
          eigenVermogen: 10000,
          balanstotaal: 40000,
          balanscorrectie: 0,
          balanscorrectieReden: null,
        }),
      ),
    );
    expect(fout.code).toBe('INCONSISTENTE_BALANS');
    expect(fout.details).toEqual({ jaar: 2025, path: 'boekjaren.2025.balanstotaal' });
  });
  it('accepts a balance that adds up', () => {
    expect(() => controleerBalans(jaarH(2025, 1))).not.toThrow();
  });
});

describe('cijfersVerouderd', () => {
  it('from 1 May last year is required (T25), before it the year before is enough (T26)', () => {
    expect(cijfersVerouderd(2024, '2026-06-15', constanten.DEADLINE_VORIG_JAAR)).toBe(true);
    expect(cijfersVerouderd(2024, '2026-03-15', constanten.DEADLINE_VORIG_JAAR)).toBe(false);
    expect(cijfersVerouderd(2025, '2026-05-01', constanten.DEADLINE_VORIG_JAAR)).toBe(false);
  });
});

describe('balansToets', () => {
  const normen = { minSolvabiliteitPct: 25, minLiquiditeit: 1 };
  it('passes on the last year at exactly 25 % and 1,00 (T15)', () => {
    const balans = computeBalans(
      jaarInCenten({
        jaar: 2025,
        fiscaleWinst: 0,
        vlottendeActiva: 30000,
        immaterieleActiva: 0,
        eigenVermogen: 10000,
        balanstotaal: 40000,
        balanscorrectie: 0,
        balanscorrectieReden: null,
        kortlopendeSchulden: 30000,
      }),
      normen,
    );
    expect(balansToets(new Map([[2025, balans]]), 2025)).toEqual({ uitkomst: 'VOLDOET', signaleringen: [] });
  });
  it('fails below the norm and warns for a ratio failed only in an earlier year (T14, T19)', () => {
    const slecht = computeBalans(
      jaarInCenten({
        jaar: 2024,
        fiscaleWinst: 0,
        vlottendeActiva: 30000,
        immaterieleActiva: 0,
        eigenVermogen: 8000,
        balanstotaal: 40000,
        balanscorrectie: 0,
        balanscorrectieReden: null,
        kortlopendeSchulden: 32000,
      }),
      normen,
    );
    const goed = computeBalans(jaarH(2025, 1), normen);
    expect(balansToets(new Map([[2025, slecht]]), 2025)).toEqual({
      uitkomst: 'VOLDOET_NIET',
      signaleringen: ['BALANSTOETS_NIET_GEHAALD'],
    });
    expect(
      balansToets(
        new Map([
          [2024, slecht],
          [2025, goed],
        ]),
        2025,
      ),
    ).toEqual({ uitkomst: 'VOLDOET', signaleringen: ['RATIO_ONDER_NORM_EERDER_JAAR'] });
  });
  it('a zero balance is not computable: GEEN_BALANS (T16)', () => {
    const nul = computeBalans(
      jaarInCenten({
        jaar: 2025,
        fiscaleWinst: 0,
        vlottendeActiva: 0,
        immaterieleActiva: 0,
        eigenVermogen: 0,
        balanstotaal: 0,
        balanscorrectie: 0,
        balanscorrectieReden: null,
      }),
      normen,
    );
    expect(balansToets(new Map([[2025, nul]]), 2025)).toEqual({
      uitkomst: 'NIET_BEREKENBAAR',
      signaleringen: ['GEEN_BALANS'],
    });
  });
});

describe('winstaandeel and gemaximeerdGemiddelde', () => {
  it('take the share rounded half away from zero (T22: 100.50 → 101) and a missing year as 0', () => {
    expect(winstaandeel(jaarH(2025, 201), 5000n)).toBe(10050n);
    expect(winstaandeel(undefined, 10000n)).toBe(0n);
  });
  it('cap the average at the last year (T01: 28 000 / 31 000 / 24 000 → 24 000)', () => {
    expect(gemaximeerdGemiddelde([2800000n, 3100000n, 2400000n], 2400000n)).toEqual({
      som: 8300000n,
      gemiddelde: 2766667n,
      gemaximeerd: 2400000n,
      toetsinkomenEuro: 24000n,
    });
  });
  it('never give a negative qualifying income (T05)', () => {
    expect(gemaximeerdGemiddelde([1000000n, -500000n], -500000n).toetsinkomenEuro).toBe(0n);
  });
});

describe('computeTrend', () => {
  it.each([
    [[20000n, 45000n, 55000n], 'STIJGEND'],
    [[28000n, 31000n, 24000n], 'WISSELEND'],
    [[3n, 2n, 1n], 'DALEND'],
    [[5n, 5n], 'STABIEL'],
    [[5n], 'ONBEKEND'],
  ] as const)('case %# → %s', (values, trend) => {
    expect(computeTrend([...values])).toBe(trend);
  });
});

describe('ibInkomen', () => {
  it('T11: a 50 % partner share of 90 000 / 96 000 / 100 000 → 47 667', () => {
    const venster = { jaren: [2023, 2024, 2025], totJaar: 2025 };
    const ib = ibInkomen(venster, rijen(jaarH(2023, 90000), jaarH(2024, 96000), jaarH(2025, 100000)), 5000n);
    expect(ib.inkomen).toMatchObject({
      som: 143000,
      gemiddelde: 47666.67,
      laatsteJaar: 50000,
      gemaximeerd: 47666.67,
      laatsteJaarBepalend: false,
      aantalJaren: 3,
    });
    expect(ib.toetsinkomenEuro).toBe(47667n);
    expect(ib.trend).toBe('STIJGEND');
    expect(ib.signaleringen).toEqual(['PARTNER_AANDEEL']);
  });
  it('a missing year counts as 0 and is marked, and a loss in the last year is flagged', () => {
    const ib = ibInkomen(
      { jaren: [2023, 2024, 2025], totJaar: 2025 },
      rijen(jaarH(2023, 30000), jaarH(2025, -1000)),
      10000n,
    );
    expect(ib.inkomen.perJaar).toEqual([
      { jaar: 2023, winstaandeel: 30000, ontbrekend: false },
      { jaar: 2024, winstaandeel: 0, ontbrekend: true },
      { jaar: 2025, winstaandeel: -1000, ontbrekend: false },
    ]);
    expect(ib.signaleringen).toEqual(['LAATSTE_JAAR_BEPALEND', 'VERLIES_LAATSTE_JAAR']);
    expect(ib.toetsinkomenEuro).toBe(0n);
  });
});

describe('uitkeringsruimte and dgaInkomen', () => {
  const normen = { minSolvabiliteitPct: 25, minLiquiditeit: 1 };
  it('T20: solvency room 133 333,33, liquidity room 50 000, room 50 000', () => {
    const jaar = jaarT20(2025, 100000);
    const ruimte = uitkeringsruimte(computeBalans(jaar, normen), jaar.va, constanten);
    expect(ruimte).toEqual({ solvabiliteit: 13333333n, liquiditeit: 5000000n, ruimte: 5000000n });
  });
  it('T20 without salaries: no qualifying income, DGA_SALARIS_ONTBREEKT', () => {
    const jaar = jaarT20(2025, 100000);
    const dga = dgaInkomen(
      { jaren: [2023, 2024, 2025], totJaar: 2025 },
      jaar,
      computeBalans(jaar, normen),
      null,
      constanten,
    );
    expect(dga.dga).toEqual({
      uitkeringsruimteSolvabiliteit: 133333.33,
      uitkeringsruimteLiquiditeit: 50000,
      uitkeringsruimte: 50000,
      overwinstIndicatie: 50000,
      salaris: null,
    });
    expect(dga.toetsinkomenEuro).toBeNull();
    expect(dga.signaleringen).toEqual(['DGA_SALARIS_ONTBREEKT']);
  });
  it('T21 with salaries 50 000 / 55 000 / 52 000 → 52 000', () => {
    const jaar = jaarT20(2025, 100000);
    const salarissen = [
      { jaar: 2023, bedrag: 50000 },
      { jaar: 2024, bedrag: 55000 },
      { jaar: 2025, bedrag: 52000 },
    ];
    const dga = dgaInkomen(
      { jaren: [2023, 2024, 2025], totJaar: 2025 },
      jaar,
      computeBalans(jaar, normen),
      salarissen,
      constanten,
    );
    expect(dga.dga.salaris).toEqual({ gemiddelde: 52333.33, laatsteJaar: 52000, gemaximeerd: 52000 });
    expect(dga.toetsinkomenEuro).toBe(52000n);
    expect(dga.signaleringen).toEqual(['LAATSTE_JAAR_BEPALEND']);
  });
});

describe('tussentijdseToets', () => {
  it('T29: 15 000 over 6 months → 30 000 lowers 42 000 after 1 August', () => {
    expect(
      tussentijdseToets({ winst: 15000, maanden: 6 }, '2026-09-01', 'IB', 42000n, constanten.TUSSENTIJDS_VANAF),
    ).toEqual({
      tussentijds: { geextrapoleerd: 30000, toegepast: true },
      toetsinkomenEuro: 30000n,
      signaleringen: ['TUSSENTIJDS_LAGER'],
    });
  });
  it('before 1 August, or on the DGA route, the interim figures are shown but not applied', () => {
    expect(
      tussentijdseToets({ winst: 15000, maanden: 6 }, '2026-07-31', 'IB', 42000n, constanten.TUSSENTIJDS_VANAF),
    ).toEqual({
      tussentijds: { geextrapoleerd: 30000, toegepast: false },
      toetsinkomenEuro: 42000n,
      signaleringen: [],
    });
    expect(
      tussentijdseToets({ winst: -1, maanden: 6 }, '2026-09-01', 'DGA', null, constanten.TUSSENTIJDS_VANAF)
        .signaleringen,
    ).toEqual([]);
  });
  it('a non-positive interim result blocks; no interim figures change nothing', () => {
    expect(
      tussentijdseToets({ winst: 0, maanden: 3 }, '2026-09-01', 'IB', 42000n, constanten.TUSSENTIJDS_VANAF)
        .signaleringen,
    ).toEqual(['TUSSENTIJDS_NEGATIEF', 'TUSSENTIJDS_LAGER']);
    expect(tussentijdseToets(null, '2026-09-01', 'IB', 42000n, constanten.TUSSENTIJDS_VANAF)).toEqual({
      tussentijds: null,
      toetsinkomenEuro: 42000n,
      signaleringen: [],
    });
  });
});

describe('bepaalStatus', () => {
  const flag = (ernst: Signalering['ernst']): Signalering => ({ code: 'STARTER', ernst, nl: '', en: '' });
  it('blocking fails, a warning needs review, else it passes (T05, T25, T01)', () => {
    expect(bepaalStatus([flag('INFO'), flag('BLOKKEREND')], 'IB', 0n)).toBe('VOLDOET_NIET');
    expect(bepaalStatus([flag('WAARSCHUWING')], 'IB', 31000n)).toBe('HANDMATIGE_BEOORDELING');
    expect(bepaalStatus([flag('INFO')], 'IB', 24000n)).toBe('VOLDOET');
  });
  it('the DGA route without a qualifying income needs review (T20)', () => {
    expect(bepaalStatus([], 'DGA', null)).toBe('HANDMATIGE_BEOORDELING');
  });
});

describe('jaarOverzicht', () => {
  it('T01: a year with balance H: corrected figures, 50,0 % and 1,50 on the approximation', () => {
    const jaar = jaarH(2025, 24000);
    expect(jaarOverzicht(jaar, computeBalans(jaar), 'IB', 10000n)).toEqual({
      jaar: 2025,
      fiscaleWinst: 24000,
      winstaandeel: 24000,
      vlottendeActiva: 30000,
      immaterieleActiva: 0,
      eigenVermogen: 20000,
      balanstotaal: 40000,
      balanscorrectie: 0,
      balanscorrectieReden: null,
      gecorrigeerdEigenVermogen: 20000,
      gecorrigeerdBalanstotaal: 40000,
      vreemdVermogen: 20000,
      solvabiliteitPct: 50,
      solvabiliteitVoldoet: true,
      liquiditeit: 1.5,
      liquiditeitVoldoet: true,
      kortlopendeSchulden: null,
      liquiditeitBasis: 'BENADERING_VREEMD_VERMOGEN',
    });
    expect(jaarOverzicht(jaar, computeBalans(jaar), 'DGA', 0n).winstaandeel).toBeNull();
  });
});
