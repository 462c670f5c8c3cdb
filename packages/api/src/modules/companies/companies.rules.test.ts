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
  it('a 100 % share in a VOF whose register names two partners warns with the register, an invitation pending too', () => {
    const vof = 'Vennootschap onder firma';
    // one member holding 100 %, the register naming two vennoten: the register's warning, not the generic one
    expect(partnerWarnings(vof, 1, 100, 0, 2)).toEqual([
      {
        code: 'REGISTER_MEER_VENNOTEN',
        bericht:
          'Het register noemt 2 vennoten of maten, maar de aandelen hier tellen al op tot 100 %. Nodig uw partners uit en verdeel de aandelen.',
      },
    ]);
    // inviting the partner does not divide the shares: still warned
    expect(codes(vof, 1, 100, 1, 2)).toEqual(['REGISTER_MEER_VENNOTEN']);
    // the shares divided (60 % here, the partner still invited): no 100 % to warn about
    expect(codes(vof, 1, 60, 1, 2)).toEqual(['AANDELEN_ONDER_100']);
    // both partners members, or a register that names only him: nothing about the register
    expect(codes(vof, 2, 100, 0, 2)).toEqual([]);
    expect(codes(vof, 1, 100, 0, 1)).toEqual(['SAMENWERKINGSVERBAND_EEN_VENNOOT']);
    // register not known: the generic warning as before
    expect(codes(vof, 1, 100, 0, null)).toEqual(['SAMENWERKINGSVERBAND_EEN_VENNOOT']);
    // not a partnership: the register's directors say nothing about shares here
    expect(codes('Besloten Vennootschap', 1, 100, 0, 2)).toEqual([]);
  });
  it('shares under 100 % warn', () => {
    expect(codes('Maatschap', 2, 80)).toEqual(['AANDELEN_ONDER_100']);
  });
  it('a BV has no partner-count rule', () => {
    expect(codes('Besloten Vennootschap', 1, 100)).toEqual([]);
    expect(codes('Besloten Vennootschap', 3, 100)).toEqual([]);
  });
});
