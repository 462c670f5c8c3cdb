import { describe, expect, it } from 'vitest';
import { isIncomeCalculationSkipped } from './companies.rules.ts';

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
