import { describe, expect, it } from 'vitest';
import { isIncomeCalculationSkipped, partnerWarnings, rechtsvormFamilie } from './companies.rules.ts';

describe('isIncomeCalculationSkipped', () => {
  it.each([
    ['Besloten Vennootschap', true],
    ['Naamloze Vennootschap', true],
    ['BV', true],
    ['N.V.', true],
    ['Eenmanszaak', false],
    ['Vennootschap onder firma', false],
    ['Maatschap', false],
    ['Commanditaire Vennootschap', false],
    ['Stichting', false],
  ])('%s → %s', (rechtsvorm, expected) => {
    expect(isIncomeCalculationSkipped(rechtsvorm)).toBe(expected);
  });
});

describe('rechtsvormFamilie', () => {
  it.each([
    ['Eenmanszaak', 'EENMANSZAAK'],
    ['Eenmanszaak met meer dan één eigenaar', 'EENMANSZAAK'],
    ['Vennootschap onder firma', 'SAMENWERKINGSVERBAND'],
    ['VOF', 'SAMENWERKINGSVERBAND'],
    ['Maatschap', 'SAMENWERKINGSVERBAND'],
    ['Commanditaire Vennootschap', 'SAMENWERKINGSVERBAND'],
    ['Besloten Vennootschap', 'KAPITAALVENNOOTSCHAP'],
    ['Stichting', 'OVERIG'],
  ] as const)('%s → %s', (rechtsvorm, familie) => {
    expect(rechtsvormFamilie(rechtsvorm)).toBe(familie);
  });
});

describe('partnerWarnings', () => {
  const codes = (...args: Parameters<typeof partnerWarnings>) => partnerWarnings(...args).map((w) => w.code);
  it('an eenmanszaak with one owner at 100 % is fine; with two members it warns', () => {
    expect(codes('Eenmanszaak', 1, 100)).toEqual([]);
    expect(codes('Eenmanszaak', 2, 100)).toEqual(['EENMANSZAAK_MEER_DAN_EEN_EIGENAAR']);
  });
  it('a VOF with one partner warns, unless an invitation is pending', () => {
    expect(codes('Vennootschap onder firma', 1, 100)).toEqual(['SAMENWERKINGSVERBAND_EEN_VENNOOT']);
    expect(codes('Vennootschap onder firma', 1, 100, 1)).toEqual([]);
    expect(codes('Maatschap', 2, 100)).toEqual([]);
  });
  it('shares under 100 % warn', () => {
    expect(codes('Maatschap', 2, 80)).toEqual(['AANDELEN_ONDER_100']);
  });
  it('a BV has no partner-count rule', () => {
    expect(codes('Besloten Vennootschap', 1, 100)).toEqual([]);
    expect(codes('Besloten Vennootschap', 3, 100)).toEqual([]);
  });
});
