// The law by date: a fictitious next-year set is picked on its start date and not a day before, and a
// date past the newest set uses that set with REGELS_NIET_ACTUEEL. The figures of the fictitious sets
// are invented for the test (they are not law).
import { describe, expect, it } from 'vitest';
import { computeIkv, type IkvInvoer } from '../ikv-berekening/ikv.rules.ts';
import { computeOrientatie } from '../orientatie/orientatie.rules.ts';
import { TRHK_2026 } from './tables/trhk-2026.ts';
import { datumTekst, kiesRegelset } from './regels.rules.ts';
import {
  IKV_REGELSETS,
  ORIENTATIE_REGELSETS,
  TOETSRENTE_KWARTALEN,
  type IkvRegelset,
  type OrientatieRegelset,
  type ToetsrenteKwartaal,
} from './regelsets.ts';
import { IKV_NHG_2026_1 } from './sets/ikv-nhg-2026.1.ts';
import { ORIENTATIE_2026_1 } from './sets/orientatie-2026.1.ts';

const FICTIEF = [{ nl: 'fictief, alleen voor deze test', en: 'fictitious, for this test only' }];

const IKV_2027: IkvRegelset = {
  ...IKV_NHG_2026_1,
  versie: 'IKV-TEST-2027.1',
  geldigVanaf: '2027-01-01',
  bekendTot: '2028-01-01',
  bronnen: FICTIEF,
  constanten: { ...IKV_NHG_2026_1.constanten, MIN_SOLVABILITEIT_PCT: 30 },
};

const ORIENTATIE_2027: OrientatieRegelset = {
  ...ORIENTATIE_2026_1,
  versie: 'ORIENTATIE-TEST-2027.1',
  geldigVanaf: '2027-01-01',
  bekendTot: '2028-01-01',
  bronnen: FICTIEF,
  // every percentage one point higher than 2026
  trhk: {
    ...TRHK_2026,
    jaar: 2027,
    bron: 'fictief',
    tabel1: TRHK_2026.tabel1.map(([v, ...p]) => [v!, ...p.map((x) => x + 1)]),
  },
  nhg: { jaar: 2027, grens: 500_000, grensMetMaatregelen: 530_000, borgtochtprovisiePromille: 4 },
};

const KWARTAAL_2027_1: ToetsrenteKwartaal = {
  versie: 'AFM-TEST-2027-K1',
  kwartaal: '2027-K1',
  geldigVanaf: '2027-01-01',
  bekendTot: '2027-04-01',
  onderwerp: { nl: 'De AFM-toetsrentes', en: 'The AFM test rates' },
  bronnen: FICTIEF,
  toetsrentePct: 5.5,
};

// T15 of IKV.md: solvency exactly 25 % (passes at 25 %, fails at a fictitious 30 %)
const t15 = (peildatum: string): IkvInvoer => ({
  rechtsvorm: 'EENMANSZAAK',
  aandeelPercentage: 100,
  peildatum,
  boekjaren: [
    {
      jaar: 2025,
      fiscaleWinst: 30000,
      vlottendeActiva: 75000,
      immaterieleActiva: 0,
      eigenVermogen: 25000,
      balanstotaal: 100000,
      balanscorrectie: 0,
      balanscorrectieReden: null,
    },
  ],
});

describe('kiesRegelset', () => {
  const sets = [IKV_NHG_2026_1, IKV_2027];
  it('takes the latest set whose start is not after the date', () => {
    expect(kiesRegelset(sets, '2026-12-31').set.versie).toBe('IKV-NHG-2026.1');
    expect(kiesRegelset(sets, '2027-01-01').set.versie).toBe('IKV-TEST-2027.1');
    expect(kiesRegelset([IKV_2027, IKV_NHG_2026_1], '2027-06-30').set.versie).toBe('IKV-TEST-2027.1');
  });
  it('uses the oldest set before the first start, without a warning', () => {
    expect(kiesRegelset(sets, '2025-06-15')).toMatchObject({ set: { versie: 'IKV-NHG-2026.1' }, waarschuwing: null });
  });
  it('warns REGELS_NIET_ACTUEEL from the newest set’s known end on, and not a day before', () => {
    expect(kiesRegelset(sets, '2027-12-31').waarschuwing).toBeNull();
    const w = kiesRegelset(sets, '2028-01-01').waarschuwing;
    expect(w?.code).toBe('REGELS_NIET_ACTUEEL');
    expect(w?.nl).toContain('voor 2028 zijn nog niet opgenomen');
    expect(w?.en).toContain('for 2028 are not included yet');
  });
  it('refuses two sets starting the same day and a malformed date', () => {
    expect(() => kiesRegelset([IKV_NHG_2026_1, { ...IKV_2027, geldigVanaf: '2026-01-01' }], '2026-05-01')).toThrow(
      RangeError,
    );
    expect(() => kiesRegelset(sets, '1-1-2027')).toThrow(RangeError);
  });
  it('writes dates the Dutch and the English way', () => {
    expect(datumTekst('2026-03-02', 'nl')).toBe('2 maart 2026');
    expect(datumTekst('2026-03-02', 'en')).toBe('2 March 2026');
  });
  it('the known sets ascend, each with sources, and the AFM quarters follow each other without a gap', () => {
    for (const list of [IKV_REGELSETS, ORIENTATIE_REGELSETS, TOETSRENTE_KWARTALEN] as const) {
      for (const s of list) expect(s.bronnen.length).toBeGreaterThan(0);
      for (let i = 1; i < list.length; i++) expect(list[i]!.geldigVanaf).toBe(list[i - 1]!.bekendTot);
    }
  });
});

describe('the IKV by date', () => {
  it('a calculation dated on the fictitious set’s start uses it; one a day earlier does not', () => {
    const voor = computeIkv(t15('2026-12-31'), [IKV_NHG_2026_1, IKV_2027]);
    expect(voor).toMatchObject({
      regelsVersie: 'IKV-NHG-2026.1',
      geldigVanaf: '2026-01-01',
      waarschuwingen: [],
      normen: { minSolvabiliteitPct: 25 },
    });
    expect(voor.jaren[0]!.solvabiliteitVoldoet).toBe(true);
    expect(voor.balansToets.uitkomst).toBe('VOLDOET');

    const na = computeIkv(t15('2027-01-01'), [IKV_NHG_2026_1, IKV_2027]);
    expect(na).toMatchObject({
      regelsVersie: 'IKV-TEST-2027.1',
      geldigVanaf: '2027-01-01',
      waarschuwingen: [],
      normen: { minSolvabiliteitPct: 30 },
    });
    expect(na.jaren[0]!.solvabiliteitVoldoet).toBe(false);
    expect(na.balansToets.uitkomst).toBe('VOLDOET_NIET');
  });
  it('past the newest set it uses that set and warns', () => {
    const r = computeIkv(t15('2027-01-01'));
    expect(r.regelsVersie).toBe('IKV-NHG-2026.1');
    expect(r.waarschuwingen.map((w) => w.code)).toEqual(['REGELS_NIET_ACTUEEL']);
    expect(r.waarschuwingen[0]!.nl).toContain('voor 2027 zijn nog niet opgenomen');
    expect(computeIkv(t15('2026-06-15')).waarschuwingen).toEqual([]);
  });
});

describe('the orientation by date', () => {
  const invoer = { toetsinkomen: 60000 };
  const regels = { sets: [ORIENTATIE_2026_1, ORIENTATIE_2027], toetsrente: [...TOETSRENTE_KWARTALEN, KWARTAAL_2027_1] };
  it('a calculation dated on the fictitious set’s start uses its tables, amounts and quarter; a day earlier does not', () => {
    const voor = computeOrientatie(invoer, '2026-12-31', regels);
    const na = computeOrientatie(invoer, '2027-01-01', regels);
    expect(voor).toMatchObject({
      regelsVersie: 'ORIENTATIE-2026.1',
      geldigVanaf: '2026-01-01',
      tabelJaar: 2026,
      toetsrentePct: 5,
      toetsrenteKwartaal: '2026-K4',
      nhgGrens: 470000,
      waarschuwingen: [],
    });
    expect(na).toMatchObject({
      regelsVersie: 'ORIENTATIE-TEST-2027.1',
      geldigVanaf: '2027-01-01',
      tabelJaar: 2027,
      toetsrentePct: 5.5,
      toetsrenteKwartaal: '2027-K1',
      nhgGrens: 500000,
      waarschuwingen: [],
    });
    // 2026 at 5 % is band 8; 2027 at 5,5 % band 9, one point higher
    const rij = TRHK_2026.tabel1.find((r) => r[0] === 60000)!;
    expect(voor.financieringslastPct).toBe(rij[8]);
    expect(na.financieringslastPct).toBe(rij[9]! + 1);
    expect(na.stappen.some((s) => s.nl.includes('de hoogste van 5,500 %'))).toBe(true);
  });
  it('past the newest set (and the newest quarter) it uses them and warns for each', () => {
    const r = computeOrientatie(invoer, '2027-01-01');
    expect(r.regelsVersie).toBe('ORIENTATIE-2026.1');
    expect(r.toetsrentePct).toBe(5);
    expect(r.waarschuwingen.map((w) => w.code)).toEqual(['REGELS_NIET_ACTUEEL', 'REGELS_NIET_ACTUEEL']);
    expect(r.waarschuwingen[0]!.nl).toContain('voor 2027 zijn nog niet opgenomen');
    expect(r.waarschuwingen[1]!.nl).toContain('De AFM-toetsrentes voor 2027');
    // a fixed rate of 10 years does not use the AFM rate: only the tables' warning
    expect(computeOrientatie({ ...invoer, rentevastJaren: 10, rentePct: 4 }, '2027-01-01').waarschuwingen).toHaveLength(
      1,
    );
  });
  it('a Date counts by its calendar day, as before', () => {
    expect(computeOrientatie(invoer, new Date('2026-06-15T09:00:00Z'))).toEqual(
      computeOrientatie(invoer, '2026-06-15'),
    );
  });
});
