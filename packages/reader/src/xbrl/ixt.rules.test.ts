import { describe, expect, it } from 'vitest';
import { decimalCents, knownFormat, nonFractionCents } from './ixt.rules.ts';

describe('the number of an inline XBRL fact', () => {
  it.each([
    ['1,234,567', 'ixt2:numdotdecimal', 123_456_700],
    ['1 234 567.89', 'ixt4:num-dot-decimal', 123_456_789],
    ['1.234.567,89', 'ixt:numcommadecimal', 123_456_789],
    ['1.234.567', 'ixt4:num-comma-decimal', 123_456_700],
    ['12,5', 'ixt4:num-comma-decimal', 1_250],
    ['-', 'ixt:zerodash', 0],
    ['—', 'ixt4:fixed-zero', 0],
    ['2909', 'ixt4:num-dot-decimal', 290_900],
  ])('%s as %s', (printed, format, cents) => {
    expect(nonFractionCents(printed, { format })).toBe(cents);
  });

  it.each([
    ['1.234,56', 'ixt2:numdotdecimal'],
    ['1,234.56', 'ixt4:num-comma-decimal'],
    ['1,23,456', 'ixt2:numdotdecimal'],
    ['1.234 567', 'ixt2:numdotdecimal'],
    ['12a', 'ixt2:numdotdecimal'],
    ['5', 'ixt:date-day-month-year'],
  ])('refuses %s as %s', (printed, format) => {
    expect(nonFractionCents(printed, { format })).toBeNull();
  });

  it('scale multiplies, sign="-" negates; the printed text never carries a sign', () => {
    expect(nonFractionCents('2 757 789', { format: 'ixt4:num-dot-decimal', scale: '3' })).toBe(275_778_900_000);
    expect(nonFractionCents('2,4', { format: 'ixt4:num-comma-decimal', scale: '6' })).toBe(240_000_000);
    expect(nonFractionCents('12', { format: 'ixt4:num-dot-decimal', sign: '-' })).toBe(-1_200);
    expect(nonFractionCents('12', { scale: '12' })).toBeNull();
    expect(nonFractionCents('1.5', { scale: '-2' })).toBeNull();
  });

  it('without a format the text is the canonical decimal; more precision than cents is not an amount', () => {
    expect(decimalCents('300.50')).toBe(30_050);
    expect(decimalCents('-7')).toBe(-700);
    expect(decimalCents('1.005')).toBeNull();
    expect(decimalCents('1,000')).toBeNull();
  });

  it('knows the registry formats by local name, any version', () => {
    expect(knownFormat('ixt:numdotdecimal')).toBe(true);
    expect(knownFormat('ixt5:num-dot-decimal')).toBe(true);
    expect(knownFormat(undefined)).toBe(true);
    expect(knownFormat('ixt:date-day-month-year')).toBe(false);
  });
});
