// The reader's refusals: where a document is ambiguous the figure is left out with a melding.
import { describe, expect, it } from 'vitest';
import { readAccounts } from './accounts.rules.ts';
import type { PageText, TextItem } from './layout.rules.ts';

const W = 5; // points per character at size 9 (close enough for layout)
const at = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * W, h: 9 });
/** right-aligned at xr */
const r = (str: string, xr: number, y: number): TextItem => at(str, xr - str.length * W, y);
const page = (pagina: number, items: TextItem[]): PageText => ({ pagina, breedte: 595, hoogte: 842, items });

function balance(
  pagina: number,
  title: string,
  header: [string, string],
  rows: [string, string, string][],
  extra: TextItem[] = [],
): PageText {
  return page(pagina, [
    at(title, 60, 60),
    ...extra,
    r(header[0], 400, 100),
    r(header[1], 500, 100),
    ...rows.flatMap(([label, a, b], i) => [
      at(label, 60, 120 + i * 14),
      r(a, 400, 120 + i * 14),
      r(b, 500, 120 + i * 14),
    ]),
  ]);
}

describe('readAccounts', () => {
  it('reads a plain balance sheet', () => {
    const result = readAccounts([
      balance(
        1,
        'Balans per 31 december 2025',
        ['2025', '2024'],
        [
          ['Vlottende activa', '10.000', '9.000'],
          ['Totaal activa', '50.000', '45.000'],
        ],
      ),
    ]);
    expect(result.status).toBe('GELEZEN');
    expect(
      result.boekjaren.map((b) => [b.jaar, b.velden.vlottendeActiva?.waarde, b.velden.balanstotaal?.waarde]),
    ).toEqual([
      [2025, 10000, 50000],
      [2024, 9000, 45000],
    ]);
  });

  it('two different amounts for one figure and year: left out, with a melding', () => {
    const result = readAccounts([
      balance(1, 'Balans per 31 december 2025', ['2025', '2024'], [['Vlottende activa', '10.000', '9.000']]),
      balance(2, 'Balans per 31 december 2025', ['2025', '2024'], [['Vlottende activa', '11.000', '9.000']]),
    ]);
    expect(result.boekjaren.find((b) => b.jaar === 2025)?.velden.vlottendeActiva).toBeUndefined();
    expect(result.boekjaren.find((b) => b.jaar === 2024)?.velden.vlottendeActiva?.waarde).toBe(9000);
    expect(result.meldingen.map((m) => m.code)).toContain('TEGENSTRIJDIGE_BEDRAGEN');
  });

  it('a page without a scale in a document that elsewhere says x € 1.000: skipped, with a melding', () => {
    const result = readAccounts([
      page(1, [at('Kerncijfers (bedragen x € 1.000)', 60, 60)]),
      balance(2, 'Balans per 31 december 2025', ['2025', '2024'], [['Vlottende activa', '10', '9']]),
    ]);
    expect(result.status).toBe('NIET_HERKEND');
    expect(result.meldingen.map((m) => m.code)).toEqual(['SCHAAL_ONZEKER']);
  });

  it('thousands stated on the page become euros', () => {
    const result = readAccounts([
      balance(
        1,
        'Balans per 31 december 2025',
        ['2025', '2024'],
        [['Vlottende activa', '10', '(9)']],
        [at('(bedragen x € 1.000)', 60, 80)],
      ),
    ]);
    expect(result.boekjaren.map((b) => b.velden.vlottendeActiva?.waarde)).toEqual([10000, -9000]);
  });

  it('two columns of the same year (an opening and a closing balance): the page is skipped', () => {
    const result = readAccounts([
      balance(1, 'Balans per 31 december 2025', ['31-12-2025', '1-1-2025'], [['Vlottende activa', '10.000', '9.000']]),
    ]);
    expect(result.boekjaren).toEqual([]);
    expect(result.meldingen.map((m) => m.code)).toContain('JAAR_DUBBEL');
  });

  it('a multi-year overview and a ratio page are not the balance sheet', () => {
    const multi = page(1, [
      at('Balans', 60, 60),
      ...['2025', '2024', '2023', '2022'].map((y, i) => r(y, 300 + i * 60, 100)),
      at('Vlottende activa', 60, 120),
      ...['1.000', '2.000', '3.000', '4.000'].map((v, i) => r(v, 300 + i * 60, 120)),
    ]);
    const ratios = balance(2, 'Kengetallen', ['2025', '2024'], [['Vlottende activa', '5.000', '4.000']]);
    expect(readAccounts([multi, ratios]).status).toBe('NIET_HERKEND');
  });

  it('the return: the saldo fiscale winstberekening, never the belastbare winst', () => {
    const result = readAccounts([
      page(1, [
        at('Aangifte inkomstenbelasting 2025', 60, 60),
        at('Winst uit onderneming', 60, 100),
        at('Belastbare winst uit onderneming', 60, 120),
        r('€ 38.000', 480, 120),
        at('Zelfstandigenaftrek', 60, 134),
        r('€ 2.470 -/-', 480, 134),
      ]),
    ]);
    expect(result.status).toBe('NIET_HERKEND');
    const withSaldo = readAccounts([
      page(1, [
        at('Aangifte inkomstenbelasting 2025', 60, 60),
        at('Saldo fiscale winstberekening', 60, 100),
        r('€ 45.123', 480, 100),
        at('Belastbare winst uit onderneming', 60, 120),
        r('€ 38.000', 480, 120),
      ]),
    ]);
    expect(withSaldo.boekjaren).toEqual([
      { jaar: 2025, velden: { fiscaleWinst: expect.objectContaining({ waarde: 45123, pagina: 1 }) } },
    ]);
  });

  it('a note-reference column left of the amounts is not read as an amount', () => {
    const p = balance(
      1,
      'Balans per 31 december 2025',
      ['2025', '2024'],
      [['Vlottende activa', '10.000', '9.000']],
      [r('3', 200, 120)],
    );
    expect(readAccounts([p]).boekjaren.map((b) => b.velden.vlottendeActiva?.waarde)).toEqual([10000, 9000]);
  });

  it('no text at all is GEEN_TEKST', () => {
    expect(readAccounts([page(1, [])]).status).toBe('GEEN_TEKST');
  });
});
