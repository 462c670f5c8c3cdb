import { describe, expect, it } from 'vitest';
import {
  computeOrientatie,
  hypotheekTegenToetsrente,
  ORIENTATIE_REGELS_VERSIE,
  type OrientatieInvoer,
} from './orientatie.rules.ts';

const DATUM = new Date('2026-06-15T09:00:00Z');
const o = (invoer: OrientatieInvoer) => computeOrientatie(invoer, DATUM);

/** An independent float check of O5–O6: floor(yearly / 12 × (1 − (1+i)^−360) / i). */
function annuity(jaarlast: number, rentePct: number) {
  const i = rentePct / 1200;
  return Math.floor(((jaarlast / 12) * (1 - Math.pow(1 + i, -360))) / i);
}

describe('ORIENTATIE.md worked cases (toetsrente 5 %, table 1)', () => {
  it.each([
    [40000, 24.6, 152750],
    [75000, 26.4, 307364],
    [90000, 27.6, 385602],
    [100000, 28.0, 434657],
  ])('toetsinkomen %d → %d %% → € %d', (inkomen, pct, max) => {
    const r = o({ toetsinkomen: inkomen });
    expect(r.financieringslastPct).toBe(pct);
    expect(r.maximaleHypotheekInkomen).toBe(max);
    expect(r.maximaleHypotheek).toBe(max);
    expect(r.toetsrentePct).toBe(5);
    expect(r.tabel).toBe(1);
    expect(r.renteband.nummer).toBe(8);
    expect(r.regelsVersie).toBe(ORIENTATIE_REGELS_VERSIE);
  });

  it('couple 40 000 + 35 000, offered 4 %, fixed 10 years → 24,6 % (row 75 000, band 3,501–4,000) → € 322 046', () => {
    const r = o({ toetsinkomen: 40000, partnerToetsinkomen: 35000, rentePct: 4, rentevastJaren: 10 });
    expect(r).toMatchObject({
      financieringslastPct: 24.6,
      rijVanaf: 75000,
      toetsrentePct: 4,
      gezamenlijkToetsinkomen: 75000,
      maximaleHypotheek: 322046,
    });
    expect(r.renteband.omschrijving.nl).toBe('3,501–4,000 %');
    expect(r.stappen.map((s) => s.nl).join(' ')).toContain('tabel 1');
  });

  it('95 000 (between the old extract’s rows): 27,8 % → € 409 974, not the € 420 297 the wrong extract gave', () => {
    const r = o({ toetsinkomen: 95000 });
    expect(r.financieringslastPct).toBe(27.8);
    expect(r.maximaleHypotheek).toBe(409974);
    expect(r.financieringslastPerJaar).toBe(26410);
    expect(
      r.stappen.some((s) => s.nl.includes('de rij vanaf €\u00a095.000') && s.nl.includes('renteband 4,501–5,000 %')),
    ).toBe(true);
  });
});

describe('O1 toetsrente', () => {
  it('under 10 years: at least 5 %, a higher offer counts', () => {
    expect(o({ toetsinkomen: 60000, rentePct: 3.2, rentevastJaren: 5 }).toetsrentePct).toBe(5);
    expect(o({ toetsinkomen: 60000, rentePct: 5.25, rentevastJaren: 5 }).toetsrentePct).toBe(5.25);
    expect(o({ toetsinkomen: 60000, rentePct: 3.2, rentevastJaren: 9 }).toetsrentePct).toBe(5);
    expect(o({ toetsinkomen: 60000 }).toetsrentePct).toBe(5);
  });
  it('10 years or more: the offered rate, required', () => {
    expect(o({ toetsinkomen: 60000, rentePct: 3.2, rentevastJaren: 10 }).toetsrentePct).toBe(3.2);
    expect(() => o({ toetsinkomen: 60000, rentevastJaren: 20 })).toThrow(RangeError);
  });
  it('a 5,25 % test rate falls in band 9 (5,001–5,500) and is used in the annuity', () => {
    const r = o({ toetsinkomen: 60000, rentePct: 5.25, rentevastJaren: 5 });
    expect(r.renteband.nummer).toBe(9);
    expect(r.maximaleHypotheek).toBe(annuity((60000 * r.financieringslastPct) / 100, 5.25));
  });
});

describe('O2–O4 rows, bands, tables', () => {
  it('rows between the old extract’s rows, below the first and above the last', () => {
    expect(o({ toetsinkomen: 34500 })).toMatchObject({ rijVanaf: 34000, financieringslastPct: 24.6 });
    expect(o({ toetsinkomen: 29999.99 })).toMatchObject({ rijVanaf: 0, financieringslastPct: 21.6 });
    expect(o({ toetsinkomen: 0 })).toMatchObject({ rijVanaf: 0, maximaleHypotheek: 0, nhgMogelijk: false });
    expect(o({ toetsinkomen: 124999 })).toMatchObject({ rijVanaf: 124000, financieringslastPct: 29.1 });
    const top = o({ toetsinkomen: 200000 });
    expect(top).toMatchObject({ rijVanaf: 125000, financieringslastPct: 29.2 });
    expect(top.maximaleHypotheek).toBe(annuity(200000 * 0.292, 5));
  });
  it('AOW age reached: table 2', () => {
    const r = o({ toetsinkomen: 50000, aowBereikt: true });
    expect(r).toMatchObject({ tabel: 2, rijVanaf: 50000, financieringslastPct: 30.2 });
    expect(r.maximaleHypotheek).toBe(annuity(50000 * 0.302, 5));
    expect(o({ toetsinkomen: 200000, aowBereikt: true }).rijVanaf).toBe(110000);
  });
  it('a couple: one percentage at the joint income', () => {
    const r = o({ toetsinkomen: 60000, partnerToetsinkomen: 35000 });
    expect(r).toMatchObject({ gezamenlijkToetsinkomen: 95000, financieringslastPct: 27.8, maximaleHypotheek: 409974 });
  });
});

describe('O5 obligations', () => {
  it('credit limits 24 % a year, other monthly obligations × 12, student loan × 12 × 1,30', () => {
    const r = o({ toetsinkomen: 75000, kredietLimieten: 2500, overigeMaandlasten: 150, studieschuldMaandlast: 200 });
    expect(r.correcties.map((c) => [c.code, c.bedragPerJaar])).toEqual([
      ['KREDIETLIMIETEN', 600],
      ['OVERIGE_VERPLICHTINGEN', 1800],
      ['STUDIESCHULD', 3120],
    ]);
    expect(r.financieringslastPerJaar).toBe(19800);
    expect(r.beschikbaarPerJaar).toBe(19800 - 600 - 1800 - 3120);
    expect(r.maximaleHypotheek).toBe(annuity(19800 - 600 - 1800 - 3120, 5));
  });
  it('obligations above the financing burden leave € 0, never a negative loan', () => {
    const r = o({ toetsinkomen: 30000, overigeMaandlasten: 5000 });
    expect(r.beschikbaarPerJaar).toBe(0);
    expect(r.maximaleHypotheek).toBe(0);
  });
  it('the student-loan factor at another rate is named as an assumption', () => {
    const r = o({ toetsinkomen: 75000, studieschuldMaandlast: 100, rentePct: 4, rentevastJaren: 10 });
    expect(r.aannames.some((a) => a.nl.includes('1,30'))).toBe(true);
    expect(o({ toetsinkomen: 75000, studieschuldMaandlast: 100 }).aannames.some((a) => a.nl.includes('1,30'))).toBe(
      false,
    );
  });
});

describe('O7 amounts outside the financing burden', () => {
  it.each([
    ['A++++_GARANTIE', 40000],
    ['A++++', 30000],
    ['A+++', 25000],
    ['A++', 20000],
    ['A+', 20000],
    ['A', 10000],
    ['B', 10000],
    ['C', 5000],
    ['D', 5000],
    ['E', 0],
    ['F', 0],
    ['G', 0],
  ] as const)('label %s of the home bought: € %d', (label, bedrag) => {
    const r = o({ toetsinkomen: 40000, energielabel: label });
    expect(r.extraBedragen).toEqual([expect.objectContaining({ code: 'ENERGIELABEL', bedrag })]);
    expect(r.maximaleHypotheek).toBe(152750 + bedrag);
  });
  it('energy-saving measures: at most the cost, at most the label’s amount', () => {
    expect(
      o({ toetsinkomen: 40000, energiebesparendeMaatregelen: { bedrag: 25000, labelBestaandeWoning: 'F' } })
        .extraBedragen[0]!.bedrag,
    ).toBe(20000);
    expect(
      o({ toetsinkomen: 40000, energiebesparendeMaatregelen: { bedrag: 8000.5, labelBestaandeWoning: 'C' } })
        .extraBedragen[0]!.bedrag,
    ).toBe(8000.5);
    expect(
      o({ toetsinkomen: 40000, energiebesparendeMaatregelen: { bedrag: 8000, labelBestaandeWoning: 'A+++' } })
        .extraBedragen[0]!.bedrag,
    ).toBe(0);
    expect(
      o({ toetsinkomen: 40000, energiebesparendeMaatregelen: { bedrag: 12000, labelBestaandeWoning: 'A+' } })
        .extraBedragen[0]!.bedrag,
    ).toBe(10000);
  });
  it('single-person amount € 17 000 only above € 30 000 (AOW not reached) or € 29 000 (reached)', () => {
    expect(o({ toetsinkomen: 30000, alleenstaand: true }).extraBedragen).toEqual([]);
    expect(o({ toetsinkomen: 30000.01, alleenstaand: true }).extraBedragen.map((e) => e.bedrag)).toEqual([17000]);
    expect(o({ toetsinkomen: 29000, alleenstaand: true, aowBereikt: true }).extraBedragen).toEqual([]);
    expect(
      o({ toetsinkomen: 29000.01, alleenstaand: true, aowBereikt: true }).extraBedragen.map((e) => e.bedrag),
    ).toEqual([17000]);
    expect(
      o({ toetsinkomen: 30000, alleenstaand: true }).stappen.some((s) => s.nl.startsWith('Geen alleenstaandenbedrag')),
    ).toBe(true);
  });
  it('a single applicant with an energy label amount', () => {
    const r = o({ toetsinkomen: 40000, alleenstaand: true, energielabel: 'A+++' });
    expect(r.maximaleHypotheekInkomen).toBe(152750);
    expect(r.maximaleHypotheek).toBe(152750 + 25000 + 17000);
  });
});

describe('O8 value limit, O9 NHG', () => {
  it('a home value below the income-based maximum sets the maximum', () => {
    const r = o({ toetsinkomen: 100000, woningwaarde: 350000 });
    expect(r.maximaleHypotheekInkomen).toBe(434657);
    expect(r.maximaleHypotheekWaarde).toBe(350000);
    expect(r.maximaleHypotheek).toBe(350000);
    expect(o({ toetsinkomen: 100000, woningwaarde: 500000 }).maximaleHypotheek).toBe(434657);
    expect(o({ toetsinkomen: 100000 }).maximaleHypotheekWaarde).toBeUndefined();
  });
  it('measures add at most 6 % of the value to the value limit', () => {
    expect(
      o({
        toetsinkomen: 100000,
        woningwaarde: 200000,
        energiebesparendeMaatregelen: { bedrag: 20000, labelBestaandeWoning: 'G' },
      }).maximaleHypotheekWaarde,
    ).toBe(212000);
    expect(
      o({
        toetsinkomen: 100000,
        woningwaarde: 200000,
        energiebesparendeMaatregelen: { bedrag: 5000, labelBestaandeWoning: 'G' },
      }).maximaleHypotheekWaarde,
    ).toBe(205000);
  });
  it('NHG up to € 470 000, € 498 200 with measures; borgtochtprovisie 0,4 %', () => {
    const at = o({ toetsinkomen: 200000, woningwaarde: 470000 });
    expect(at).toMatchObject({
      maximaleHypotheek: 470000,
      nhgMogelijk: true,
      nhgGrens: 470000,
      borgtochtprovisie: 1880,
    });
    expect(o({ toetsinkomen: 200000, woningwaarde: 470001 })).toMatchObject({
      maximaleHypotheek: 470001,
      nhgMogelijk: false,
      borgtochtprovisie: null,
    });
    const m = o({
      toetsinkomen: 200000,
      woningwaarde: 480000,
      energiebesparendeMaatregelen: { bedrag: 18200, labelBestaandeWoning: 'E' },
    });
    expect(m).toMatchObject({ maximaleHypotheek: 498200, nhgMogelijk: true, nhgGrens: 498200 });
    expect(o({ toetsinkomen: 40000 })).toMatchObject({ nhgMogelijk: true, borgtochtprovisie: 611 });
  });
});

describe('O10 exact amounts, rounded down, explained', () => {
  it('rounds down: the exact loan is never exceeded', () => {
    for (const inkomen of [30000, 45678.9, 61234.56, 88888, 123456.78]) {
      const r = o({ toetsinkomen: inkomen });
      const exact = ((inkomen * r.financieringslastPct) / 100 / 12) * ((1 - Math.pow(1 + 5 / 1200, -360)) / (5 / 1200));
      expect(r.maximaleHypotheek).toBeLessThanOrEqual(exact + 1e-6);
      expect(r.maximaleHypotheek).toBeGreaterThan(exact - 1);
    }
  });
  it('every step in Dutch and English, naming article and table', () => {
    const r = o({
      toetsinkomen: 75000,
      partnerToetsinkomen: 10000,
      kredietLimieten: 1000,
      energielabel: 'A',
      woningwaarde: 400000,
    });
    for (const s of [...r.stappen, ...r.aannames]) {
      expect(s.nl.length).toBeGreaterThan(10);
      expect(s.en.length).toBeGreaterThan(10);
    }
    const nl = r.stappen.map((s) => s.nl).join(' ');
    expect(nl).toContain('art. 3');
    expect(nl).toContain('art. 4 lid 3');
    expect(nl).toContain('art. 5');
    expect(nl).toContain('de rij vanaf €\u00a085.000');
    expect(r.bron.nl).toContain('Staatscourant 2025, 36471');
  });
  it('the chart: maximum mortgage against the test rate, falling as the rate rises', () => {
    const curve = hypotheekTegenToetsrente({ toetsinkomen: 75000 }, DATUM, [2, 3, 4, 5, 6, 7]);
    expect(curve.find((c) => c.rentePct === 5)!.maximaleHypotheek).toBe(307364);
    for (let i = 1; i < curve.length; i++)
      expect(curve[i]!.maximaleHypotheek).toBeLessThan(curve[i - 1]!.maximaleHypotheek);
  });
  it('a negative income is refused', () => {
    expect(() => o({ toetsinkomen: -1 })).toThrow(RangeError);
  });
});
