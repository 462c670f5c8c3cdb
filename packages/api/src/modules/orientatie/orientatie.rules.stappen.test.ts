// Each named step of computeOrientatie on its own, with the figures of ORIENTATIE.md's worked cases.
import { describe, expect, it } from 'vitest';
import { fraction, fractionToCents, fromCents } from '../../shared/money.rules.ts';
import { TOETSRENTE_KWARTALEN } from '../regels/regelsets.ts';
import { ORIENTATIE_2026_1 } from '../regels/sets/orientatie-2026.1.ts';
import {
  alleenstaandBedrag,
  annuiteitLening,
  bedragenBuitenFinancieringslast,
  beschikbaarPerJaar,
  energielabelBedrag,
  financieringslastPercentage,
  financieringslastPerJaar,
  gezamenlijkToetsinkomen,
  grensOpWoningwaarde,
  hypotheekOpInkomen,
  kiesToetsrente,
  maatregelenBedrag,
  nhgToets,
  vasteAannames,
  verplichtingen,
} from './orientatie.rules.ts';

const set = ORIENTATIE_2026_1;
const DATUM = '2026-06-15';
const euro = (euros: number) => BigInt(euros) * 100n;

describe('kiesToetsrente (O1)', () => {
  it('under 10 years: at least the AFM rate of the quarter (5 %), with its quarter', () => {
    const toetsrente = kiesToetsrente(
      { toetsinkomen: 60000, rentePct: 3.2, rentevastJaren: 5 },
      DATUM,
      TOETSRENTE_KWARTALEN,
    );
    expect(toetsrente.toetsrenteMilli).toBe(5000);
    expect(toetsrente.kwartaal?.set.kwartaal).toBe('2026-K2');
    expect(toetsrente.stap.nl).toContain('geldt de hoogste van 5,000 % en de aangeboden rente (3,200 %)');
    expect(toetsrente.stap.en).toContain('with a fixed-rate period of 5 years (under 10 years)');
  });
  it('one year fixed: "1 year" in English, never "1 years"', () => {
    const een = kiesToetsrente({ toetsinkomen: 60000, rentePct: 3.2, rentevastJaren: 1 }, DATUM, TOETSRENTE_KWARTALEN);
    expect(een.stap.en).toContain('with a fixed-rate period of 1 year (under 10 years)');
    expect(een.stap.nl).toContain('bij een rentevaste periode van 1 jaar');
  });
  it('10 years or more: the offered rate, without a quarter', () => {
    const toetsrente = kiesToetsrente(
      { toetsinkomen: 60000, rentePct: 4, rentevastJaren: 10 },
      DATUM,
      TOETSRENTE_KWARTALEN,
    );
    expect(toetsrente).toMatchObject({ toetsrenteMilli: 4000, kwartaal: null });
    expect(toetsrente.stap.en).toBe(
      'Test rate 4.000%: with a fixed-rate period of 10 years (10 years or more) the offered rate applies (Trhk art. 3).',
    );
  });
});

describe('gezamenlijkToetsinkomen (O4)', () => {
  it('adds the partner in full: 40 000 + 35 000 = 75 000', () => {
    const inkomen = gezamenlijkToetsinkomen({ toetsinkomen: 40000, partnerToetsinkomen: 35000 });
    expect(inkomen).toMatchObject({ eigen: euro(40000), partner: euro(35000), gezamenlijk: euro(75000) });
    expect(inkomen.stap?.nl).toContain('Gezamenlijk toetsinkomen €\u00a075.000');
  });
  it('one applicant: no step', () => {
    expect(gezamenlijkToetsinkomen({ toetsinkomen: 40000 })).toMatchObject({
      partner: null,
      gezamenlijk: euro(40000),
      stap: null,
    });
  });
});

describe('financieringslastPercentage (O2–O3)', () => {
  it('75 000 at 4 %: 24,6 % (row 75 000, band 3,501–4,000)', () => {
    const percentage = financieringslastPercentage(set.trhk, false, euro(75000), 4000);
    expect(percentage).toMatchObject({ tabel: 1, rijVanaf: 75000, pct: 24.6 });
    expect(percentage.stap.nl).toContain('renteband 3,501–4,000 %');
  });
  it('95 000 at 5 %: 27,8 % from the row of 95 000; the AOW age takes table 2', () => {
    expect(financieringslastPercentage(set.trhk, false, euro(95000), 5000)).toMatchObject({
      pct: 27.8,
      rijVanaf: 95000,
    });
    expect(financieringslastPercentage(set.trhk, true, euro(50000), 5000)).toMatchObject({ tabel: 2, pct: 30.2 });
  });
});

describe('financieringslastPerJaar (O5)', () => {
  it('95 000 × 27,8 % = 26 410 a year', () => {
    const last = financieringslastPerJaar(euro(95000), 27.8);
    expect(fromCents(fractionToCents(last.financieringslast))).toBe(26410);
    expect(last.stap.nl).toBe('Financieringslast per jaar €\u00a026.410 = €\u00a095.000 × 27,8 % (art. 3).');
  });
});

describe('verplichtingen and beschikbaarPerJaar (O5)', () => {
  it('credit limits 2 500 × 24 % = 600, other 150 × 12 = 1 800, student loan 200 × 12 × 1,30 = 3 120', () => {
    const lasten = verplichtingen(
      { kredietLimieten: 2500, overigeMaandlasten: 150, studieschuldMaandlast: 200 },
      set.studieschuld,
      5000,
    );
    expect(lasten.correcties.map((correctie) => [correctie.code, correctie.bedragPerJaar])).toEqual([
      ['KREDIETLIMIETEN', 600],
      ['OVERIGE_VERPLICHTINGEN', 1800],
      ['STUDIESCHULD', 3120],
    ]);
    expect(fromCents(fractionToCents(lasten.aftrek))).toBe(5520);
    expect(lasten.aannames).toEqual([]);
    const beschikbaar = beschikbaarPerJaar(fraction(euro(19800)), lasten.aftrek, lasten.correcties);
    expect(fromCents(fractionToCents(beschikbaar.beschikbaar))).toBe(19800 - 5520);
    expect(beschikbaar.stappen).toHaveLength(4);
  });
  it('names the student-loan factor as an assumption at another test rate; never below € 0', () => {
    expect(verplichtingen({ studieschuldMaandlast: 100 }, set.studieschuld, 4000).aannames[0]!.nl).toContain('1,30');
    const teVeel = verplichtingen({ overigeMaandlasten: 5000 }, set.studieschuld, 5000);
    const beschikbaar = beschikbaarPerJaar(fraction(euro(10000)), teVeel.aftrek, teVeel.correcties);
    expect(beschikbaar.beschikbaar.n).toBe(0n);
  });
  it('without obligations: nothing off, no steps', () => {
    const geen = verplichtingen({}, set.studieschuld, 5000);
    expect(geen.correcties).toEqual([]);
    expect(beschikbaarPerJaar(fraction(euro(9840)), geen.aftrek, geen.correcties).stappen).toEqual([]);
  });
});

describe('annuiteitLening and hypotheekOpInkomen (O6)', () => {
  it('40 000 × 24,6 % = 9 840 a year at 5 % → € 152 750 (rounded down)', () => {
    const opInkomen = hypotheekOpInkomen(fraction(euro(9840)), 5000);
    expect(opInkomen.maximum).toBe(152750n);
    expect(fractionToCents(opInkomen.maandlast)).toBe(82000n);
    expect(opInkomen.stap.nl).toContain('€\u00a0820 per maand als annuïteit over 360 maanden tegen 5,000 %');
  });
  it('at 0 % the loan is the monthly amount × 360', () => {
    const lening = annuiteitLening(fraction(10000n), 0);
    expect(lening.n / lening.d).toBe(3600000n);
  });
});

describe('amounts outside the financing burden (O7)', () => {
  it('energy label A++++ with guarantee: € 40 000', () => {
    expect(energielabelBedrag('A++++_GARANTIE', set.labelBedrag)).toMatchObject({
      code: 'ENERGIELABEL',
      bedrag: 40000,
    });
  });
  it('measures: at most the cost and at most the label’s amount', () => {
    expect(maatregelenBedrag({ bedrag: 25000, labelBestaandeWoning: 'F' }, set.maatregelenBedrag).bedrag).toBe(20000);
    expect(maatregelenBedrag({ bedrag: 8000.5, labelBestaandeWoning: 'C' }, set.maatregelenBedrag).bedrag).toBe(8000.5);
  });
  it('single person: € 17 000 above € 30 000 (AOW not reached), else a step saying why not', () => {
    expect(alleenstaandBedrag(euro(30001), false, set.alleenstaand).extra).toMatchObject({
      code: 'ALLEENSTAAND',
      bedrag: 17000,
    });
    const niet = alleenstaandBedrag(euro(30000), false, set.alleenstaand);
    expect(niet.extra).toBeNull();
    expect(niet.stap?.nl).toMatch(/^Geen alleenstaandenbedrag/);
    expect(alleenstaandBedrag(euro(29001), true, set.alleenstaand).extra?.bedrag).toBe(17000);
  });
  it('40 000, single, label A+++: 152 750 + 25 000 + 17 000', () => {
    const extra = bedragenBuitenFinancieringslast(
      { toetsinkomen: 40000, alleenstaand: true, energielabel: 'A+++' },
      set,
      euro(40000),
      fraction(euro(152750)),
    );
    expect(extra.extraBedragen.map((bedrag) => bedrag.code)).toEqual(['ENERGIELABEL', 'ALLEENSTAAND']);
    expect(extra.totaal.n / extra.totaal.d).toBe(euro(152750 + 25000 + 17000));
    expect(extra.stappen.at(-1)!.nl).toBe(
      'Met de bedragen buiten de financieringslast (€\u00a042.000): €\u00a0194.750.',
    );
  });
});

describe('grensOpWoningwaarde (O8)', () => {
  it('a value of 350 000 below the income-based 434 657 sets the maximum', () => {
    const grens = grensOpWoningwaarde(350000, 0n, set.maatregelenWaardePct, fraction(euro(434657)));
    expect(grens.maximum).toBe(350000n);
    expect(grens.stap.nl).toContain('deze grens is lager en bepaalt het maximum');
  });
  it('measures add at most 6 % of the value: 200 000 + 12 000', () => {
    expect(grensOpWoningwaarde(200000, euro(20000), set.maatregelenWaardePct, fraction(euro(434657))).maximum).toBe(
      212000n,
    );
    expect(grensOpWoningwaarde(200000, euro(5000), set.maatregelenWaardePct, fraction(euro(434657))).maximum).toBe(
      205000n,
    );
  });
});

describe('nhgToets (O9)', () => {
  it('up to € 470 000 with a 0,4 % fee; € 498 200 with measures', () => {
    expect(nhgToets(470000n, false, set.nhg)).toMatchObject({
      nhgMogelijk: true,
      nhgGrens: 470000,
      provisieCents: 188000n,
    });
    expect(nhgToets(470001n, false, set.nhg)).toMatchObject({ nhgMogelijk: false, provisieCents: null });
    expect(nhgToets(498200n, true, set.nhg)).toMatchObject({ nhgMogelijk: true, nhgGrens: 498200 });
    expect(nhgToets(152750n, false, set.nhg).provisieCents).toBe(61100n);
  });
  it('no mortgage: not applicable', () => {
    expect(nhgToets(0n, false, set.nhg).stap.nl).toBe('NHG niet van toepassing: er is geen hypotheek mogelijk.');
  });
});

describe('vasteAannames', () => {
  it('four assumptions, and a note when the year has no table of its own', () => {
    expect(vasteAannames(2026, '2026-06-15')).toHaveLength(4);
    const later = vasteAannames(2026, '2027-02-01');
    expect(later).toHaveLength(5);
    expect(later[4]!.nl).toBe('Voor 2027 is nog geen tabel opgenomen; de tabel van 2026 is gebruikt.');
  });
});
