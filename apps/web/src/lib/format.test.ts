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

  it.each(['', 'abc', '12,345', '1.23.4', '1,2,3', '12.3456', '1..000', '--5', '5-', '12a', '1.2345,00', ',5'])(
    'rejects %j',
    (input) => {
      expect(parseMoney(input)).toBeNull();
    },
  );
});

describe('formatDateTime', () => {
  it('gives weekday, date and 24-hour time in Amsterdam by default', () => {
    expect(formatDateTime('2026-11-24T13:00:00Z')).toBe('di 24 nov 2026, 14:00');
    expect(formatDateTime('2026-11-24T13:00:00Z', 'en')).toBe('Tue 24 Nov 2026, 14:00');
    expect(formatDateTime('2026-03-02T13:05:00Z')).toBe('ma 2 mrt 2026, 14:05');
    expect(formatDateTime('2026-07-01T22:30:00Z', 'en')).toBe('Thu 2 Jul 2026, 00:30');
  });

  it('in the user time zone when given', () => {
    expect(formatDateTime('2026-11-24T13:00:00Z', 'en', 'Europe/London')).toBe('Tue 24 Nov 2026, 13:00');
    expect(formatDateTime('2026-11-24T13:00:00Z', 'nl', 'America/New_York')).toBe('di 24 nov 2026, 08:00');
  });

  it('never shows developer text for a value that is not a date', () => {
    expect(formatDateTime('undefined')).toBe('—');
    expect(formatDateTime(new Date(Number.NaN), 'en')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('amounts in English notation', () => {
  it.each([
    ['60,000', 60000],
    ['48,250.50', 48250.5],
    ['1,234,567.89', 1234567.89],
    ['1234.5', 1234.5],
    ['€ 12.30', 12.3],
    ['-1,234.5', -1234.5],
    ['0', 0],
  ])('%s → %d', (input, expected) => {
    expect(parseMoney(input, 'en')).toBe(expected);
  });

  it.each(['12,3', '1,2345', '60.000', '48.250,50', '1,23,456', '12.345', 'abc', ''])(
    'rejects %j (a comma only groups thousands in English)',
    (input) => {
      expect(parseMoney(input, 'en')).toBeNull();
    },
  );

  it('Dutch notation is unchanged: "60,000" is no amount there', () => {
    expect(parseMoney('60,000')).toBeNull();
    expect(parseMoney('60.000')).toBe(60000);
  });

  it('writes an input value the reader can type back', () => {
    expect(formatMoneyInput(48250.5, 'en')).toBe('48,250.50');
    expect(formatMoneyInput(60000, 'en')).toBe('60,000');
    expect(parseMoney(formatMoneyInput(-1234.5, 'en'), 'en')).toBe(-1234.5);
  });
});
