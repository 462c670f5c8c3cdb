// Cases from IKV.md §7 (T12–T18): the balance figures of one year.
import { describe, expect, it } from 'vitest';
import { computeAfgeleid } from './derived-figures.rules.ts';
import { roundDiv } from '../../../shared/money.rules.ts';

const y = (
  vlottendeActiva: number,
  immaterieleActiva: number,
  eigenVermogen: number,
  balanstotaal: number,
  balanscorrectie = 0,
) => ({
  vlottendeActiva,
  immaterieleActiva,
  eigenVermogen,
  balanstotaal,
  balanscorrectie,
});

describe('computeAfgeleid', () => {
  it('T12: goodwill lowers solvency (23.1 % fails), approximated liquidity 0.60 is unknown (IKV-NHG-2026.1)', () => {
    expect(computeAfgeleid(y(60000, 20000, 50000, 150000))).toMatchObject({
      regelsVersie: 'IKV-NHG-2026.1',
      gecorrigeerdEigenVermogen: 30000,
      gecorrigeerdBalanstotaal: 130000,
      vreemdVermogen: 100000,
      solvabiliteitPct: 23.1,
      solvabiliteitVoldoet: false,
      liquiditeit: 0.6,
      liquiditeitVoldoet: null,
      liquiditeitBasis: 'BENADERING_VREEMD_VERMOGEN',
    });
  });
  it('T41/T42: with kortlopendeSchulden the real current ratio decides', () => {
    expect(computeAfgeleid({ ...y(20000, 0, 30000, 80000), kortlopendeSchulden: 10000 })).toMatchObject({
      liquiditeit: 2,
      liquiditeitVoldoet: true,
      liquiditeitBasis: 'KORTLOPENDE_SCHULDEN',
    });
    expect(computeAfgeleid({ ...y(20000, 0, 30000, 80000), kortlopendeSchulden: 25000 })).toMatchObject({
      liquiditeit: 0.8,
      liquiditeitVoldoet: false,
    });
    expect(computeAfgeleid({ ...y(20000, 0, 30000, 80000), kortlopendeSchulden: 20000 })).toMatchObject({
      liquiditeit: 1,
      liquiditeitVoldoet: true,
    });
    expect(computeAfgeleid({ ...y(20000, 0, 30000, 80000), kortlopendeSchulden: 20000.01 })).toMatchObject({
      liquiditeit: 1,
      liquiditeitVoldoet: false,
    });
  });
  it('T14: 20.0 % fails, 1.06 passes', () => {
    expect(computeAfgeleid(y(85000, 0, 20000, 100000))).toMatchObject({
      solvabiliteitPct: 20,
      solvabiliteitVoldoet: false,
      liquiditeit: 1.06,
      liquiditeitVoldoet: true,
    });
  });
  it('T15: exactly 25 % and exactly 1.00 pass', () => {
    expect(computeAfgeleid(y(75000, 0, 25000, 100000))).toMatchObject({
      solvabiliteitPct: 25,
      solvabiliteitVoldoet: true,
      liquiditeit: 1,
      liquiditeitVoldoet: true,
    });
  });
  it('T16: no balance sheet: everything null', () => {
    expect(computeAfgeleid(y(0, 0, 0, 0))).toMatchObject({
      solvabiliteitPct: null,
      solvabiliteitVoldoet: null,
      liquiditeit: null,
      liquiditeitVoldoet: null,
    });
  });
  it('T17: no debts: liquidity n/a but passes', () => {
    expect(computeAfgeleid(y(20000, 0, 40000, 40000))).toMatchObject({
      solvabiliteitPct: 100,
      solvabiliteitVoldoet: true,
      liquiditeit: null,
      liquiditeitVoldoet: true,
      vreemdVermogen: 0,
    });
  });
  it('T18: only intangibles and negative equity', () => {
    expect(computeAfgeleid(y(0, 10000, -5000, 10000))).toMatchObject({
      gecorrigeerdEigenVermogen: -15000,
      gecorrigeerdBalanstotaal: 0,
      vreemdVermogen: 15000,
      solvabiliteitPct: null,
      solvabiliteitVoldoet: false,
      liquiditeit: 0,
      liquiditeitVoldoet: null,
    });
  });
  it('a positive balance correction counts as equity', () => {
    expect(computeAfgeleid(y(50000, 0, 20000, 100000, 5000))).toMatchObject({
      gecorrigeerdEigenVermogen: 25000,
      vreemdVermogen: 75000,
      solvabiliteitVoldoet: true,
    });
  });
  it('a balance that contradicts itself gives no ratio and no pass (equity nine times the total is not 900 % solvency)', () => {
    const equityAbove = computeAfgeleid(y(5000, 0, 90000, 10000));
    expect(equityAbove).toMatchObject({
      balansKlopt: false,
      solvabiliteitPct: null,
      solvabiliteitVoldoet: null,
      liquiditeit: null,
      liquiditeitVoldoet: null,
    });
    expect(computeAfgeleid(y(70000, 40000, 20000, 100000))).toMatchObject({
      balansKlopt: false,
      solvabiliteitVoldoet: null,
    });
    expect(computeAfgeleid({ ...y(20000, 0, 30000, 80000), kortlopendeSchulden: 50000.01 })).toMatchObject({
      balansKlopt: false,
      liquiditeitVoldoet: null,
    });
    expect(computeAfgeleid({ ...y(20000, 0, 30000, 80000), kortlopendeSchulden: 50000 })).toMatchObject({
      balansKlopt: true,
      liquiditeit: 0.4,
      liquiditeitVoldoet: false,
    });
    expect(computeAfgeleid(y(60000, 20000, 50000, 150000)).balansKlopt).toBe(true);
  });
  it('uses exact cents (no binary noise)', () => {
    expect(computeAfgeleid(y(0.1 + 0.2, 0, 0.3, 0.6)).gecorrigeerdEigenVermogen).toBe(0.3);
  });
});

describe('roundDiv', () => {
  it('rounds half away from zero', () => {
    expect(roundDiv(5n, 2n)).toBe(3n);
    expect(roundDiv(-5n, 2n)).toBe(-3n);
    expect(roundDiv(4n, 3n)).toBe(1n);
  });
});
