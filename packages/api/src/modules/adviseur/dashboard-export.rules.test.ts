import { describe, expect, it } from 'vitest';
import { HOSTILE_FORMULAS_AFTER_SPACE, HOSTILE_STRINGS } from '@ikv/db/hostile-strings';
import { csvAmount, csvDate, csvText, EXPORT_HEADER, exportLine, csvRow } from './dashboard-export.rules.ts';

describe('CSV export cells', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const evil of ['=1+1', '+31 6', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvText(evil).replace(/^"/, '')).toMatch(/^'/);
    expect(csvText('Bakkerij')).toBe('Bakkerij');
  });
  it('also after leading white space, a line break or in full-width form', () => {
    for (const evil of HOSTILE_FORMULAS_AFTER_SPACE)
      expect(csvText(evil).replace(/^"/, ''), JSON.stringify(evil)).toMatch(/^'/);
    expect(csvText(' =1+1')).toBe("' =1+1");
    expect(csvText('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    for (const h of HOSTILE_STRINGS.filter((x) => /^[=+\-@]/.test(x.value)))
      expect(csvText(h.value).replace(/^"/, ''), h.name).toMatch(/^'/);
  });
  it('removes control characters and keeps text that only looks odd', () => {
    expect(csvText('a\u0000b\u0007c')).toBe('abc');
    expect(csvText('Jan - Piet')).toBe('Jan - Piet');
    expect(csvText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
  it('quotes separators, quotes and line breaks', () => {
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('zeg "hoi"')).toBe('"zeg ""hoi"""');
    expect(csvText('=a;b')).toBe(`"'=a;b"`);
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('x\r\nBcc: y')).toBe('"x\r\nBcc: y"');
  });
  it('writes amounts with two decimals and a decimal comma, dates in Amsterdam time', () => {
    expect(csvAmount(24000)).toBe('24000,00');
    expect(csvAmount(-1250.5)).toBe('-1250,50');
    expect(csvAmount(null)).toBe('');
    expect(csvDate(new Date('2026-03-02T09:05:00Z'))).toBe('02-03-2026 10:05');
  });
  it('makes a row of the header and of a request', () => {
    expect(csvRow(EXPORT_HEADER)).toMatch(/^Aanvraagnummer;Bedrijf;.*\r\n$/);
    const line = exportLine({
      nummer: 7,
      bedrijf: '=HYPERLINK("x")',
      kvkNummer: '69599084',
      ondernemer: 'Jan',
      email: 'j@x.nl',
      verklaringType: 'IKV',
      status: 'AANVULLING_NODIG',
      behandelaar: null,
      aangemaaktOp: new Date('2026-01-01T00:00:00Z'),
      bijgewerktOp: new Date('2026-01-01T00:00:00Z'),
      toetsinkomen: 31000.5,
    });
    expect(line).toBe(
      `7;"'=HYPERLINK(""x"")";69599084;Jan;j@x.nl;Inkomensverklaring;Aanvulling nodig;;01-01-2026 01:00;01-01-2026 01:00;31000,50\r\n`,
    );
  });
});
