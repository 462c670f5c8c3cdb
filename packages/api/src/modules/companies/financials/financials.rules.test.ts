import { describe, expect, it } from 'vitest';
import { currentYear, findDuplicateYears, toDecimalString, validateYearsAgainstClock } from './financials.rules.ts';

describe('findDuplicateYears', () => {
  it('returns the later duplicates only', () => {
    expect(findDuplicateYears([2023, 2024, 2023, 2025, 2024, 2023])).toEqual([2, 4, 5]);
  });
  it('is empty for distinct years', () => {
    expect(findDuplicateYears([2021, 2022, 2023])).toEqual([]);
  });
});

describe('currentYear', () => {
  it('uses the Amsterdam calendar: New Year starts an hour before UTC', () => {
    expect(currentYear(new Date('2025-12-31T22:59:59Z'))).toBe(2025);
    expect(currentYear(new Date('2025-12-31T23:00:00Z'))).toBe(2026);
  });
});

describe('validateYearsAgainstClock', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('accepts the current year and earlier', () => {
    expect(validateYearsAgainstClock([1900, 2025, 2026], now, (i) => `boekjaren.${i}.jaar`)).toEqual([]);
  });
  it('rejects a future year with its path', () => {
    expect(validateYearsAgainstClock([2025, 2027], now, (i) => `boekjaren.${i}.jaar`)).toEqual([
      { path: 'boekjaren.1.jaar', message: 'jaar ligt tussen 1900 en 2026' },
    ]);
  });
});

describe('toDecimalString', () => {
  it.each([
    [0.1 + 0.2, '0.30'],
    [1234.5, '1234.50'],
    [-99.99, '-99.99'],
    [999999999999.99, '999999999999.99'],
    [0, '0.00'],
  ])('%s → %s', (input, expected) => {
    expect(toDecimalString(input)).toBe(expected);
  });
});
