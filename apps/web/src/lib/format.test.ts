import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMoneyInput, parseMoney } from './format.ts';

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes euros the Dutch way', () => {
    expect(spaces(formatMoney(1234.56))).toBe('€ 1.234,56');
    expect(spaces(formatMoney(0))).toBe('€ 0,00');
    expect(spaces(formatMoney(-1234.5))).toBe('€ -1.234,50');
  });
});

describe('formatMoneyInput', () => {
  it('drops ,00 for whole euros and keeps two decimals otherwise', () => {
    expect(formatMoneyInput(48250.5)).toBe('48.250,50');
    expect(formatMoneyInput(51000)).toBe('51.000');
    expect(formatMoneyInput(0)).toBe('0');
    expect(formatMoneyInput(-1234.5)).toBe('-1.234,50');
    expect(formatMoneyInput(1234)).toBe('1.234');
  });
});

describe('formatDate', () => {
  it('writes day month year without a leading zero', () => {
    expect(formatDate('2026-03-02')).toBe('2 maart 2026');
    expect(formatDate('2026-03-02', 'en')).toBe('2 March 2026');
    expect(formatDate('2026-03-02T09:00:00+01:00')).toBe('2 maart 2026');
  });
});

describe('parseMoney', () => {
  it.each([
    ['48.250,50', 48250.5],
    ['51.000', 51000],
    ['0', 0],
    ['-1.234,5', -1234.5],
    ['1234,56', 1234.56],
    ['1.234.567,89', 1234567.89],
    ['€ 12,30', 12.3],
    ['1234.56', 1234.56],
    [' 55.750,25 ', 55750.25],
    ['-0', 0],
  ])('%s → %d', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each(['', 'abc', '12,345', '1.23.4', '1,2,3', '12.3456', '1..000', '--5', '5-', '12a', '1.2345,00', ',5'])('rejects %j', (input) => {
    expect(parseMoney(input)).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('gives the Amsterdam date and 24-hour time', () => {
    expect(formatDateTime('2026-03-02T13:05:00Z')).toBe('2 maart 2026 14:05');
    expect(formatDateTime('2026-07-01T22:30:00Z', 'en')).toBe('2 July 2026 00:30');
  });
});
