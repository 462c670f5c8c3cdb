import { describe, expect, it } from 'vitest';
import { cleanLabel, parseAmountCents, parseYearHeader, statedScale } from './amount.rules.ts';

describe('parseAmountCents', () => {
  it.each([
    ['1.234', 123400],
    ['1,234', 123400],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['€ 12.345', 1234500],
    ['-1.234', -123400],
    ['(1.234)', -123400],
    ['1.234 -/-', -123400],
    ['-/- 1.234', -123400],
    ['€ 2.470 -/-', -247000],
    ['1.234.567', 123456700],
    ['12,5', 1250],
    ['-', 0],
    ['0', 0],
  ])('%s → %i cents', (text, cents) => expect(parseAmountCents(text)).toBe(cents));

  it.each(['abc', '1.23.4', '(1.234', '--1', '- (1.234)', '12.3456', '1,23,456'])('%s is no amount', (text) =>
    expect(parseAmountCents(text)).toBeNull(),
  );
});

describe('parseYearHeader', () => {
  it.each([
    ['2025', 2025],
    ['31-12-2025', 2025],
    ['30 juni 2025', 2025],
    ['June 30, 2025', 2025],
    ['2024/2025', 2025],
    ['2024/25', 2025],
    ['per 31 december 2024', 2024],
  ])('%s → %i', (text, jaar) => expect(parseYearHeader(text)?.jaar).toBe(jaar));

  it.each(['12.345', '2024/2027', '32-13-2025', 'Toelichting'])('%s is no year', (text) =>
    expect(parseYearHeader(text)).toBeNull(),
  );
});

describe('statedScale and labels', () => {
  it('reads the scale a page states', () => {
    expect(statedScale('Balans (bedragen x € 1.000)')).toBe(1000);
    expect(statedScale('in thousands of euros')).toBe(1000);
    expect(statedScale("bedragen in euro's")).toBe(1);
    expect(statedScale('Balans per 31 december 2025')).toBeNull();
    // "in euro's" names the currency and gives way to a multiplier; "x € 1" states units
    expect(statedScale("x € 1.000 … in euro's")).toBe(1000);
    expect(statedScale('(bedragen × € 1.000)')).toBe(1000);
    expect(statedScale("in miljoenen euro's")).toBe(1000000);
    expect(statedScale('x € 1 … x € 1.000')).toBe('TEGENSTRIJDIG');
  });
  it("reads a column's thousands however OCR reads its noughts (R000's, € '000)", () => {
    for (const head of [
      "Notes R000's R000's",
      "Notes RO00's RO00's RO00S",
      "ROOO's",
      'R000 «',
      "€ '000",
      "€ 'OOO",
      "£'000",
    ])
      expect(statedScale(head)).toBe(1000);
    expect(statedScale('(bedragen x € 1.0OO)')).toBe(1000);
    expect(statedScale('(bedragen x € 1.OOO.OOO)')).not.toBe(1000);
    // words and amounts with o's and noughts are not a scale
    for (const text of ["bedragen in euro's", 'Notes 2019 2018', 'boo 1.000.000 zoo', 'Page 1000'])
      expect(statedScale(text)).not.toBe(1000);
  });
  it('drops dot leaders', () => expect(cleanLabel('Vlottende activa . . . . . . :')).toBe('Vlottende activa'));
});
