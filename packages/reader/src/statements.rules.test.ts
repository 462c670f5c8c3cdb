// The header, title and label rules of the table reader.
import { describe, expect, it } from 'vitest';
import type { Cell, Line } from './layout.rules.ts';
import { headerMarks, labelOf, titleKind, yearMarks } from './statements.rules.ts';

const cell = (text: string, x: number): Cell => ({ text, x, y: 0, w: text.length * 5, h: 9, cents: null, year: null });
const line = (...cells: Cell[]): Line => ({ cells, y: 0, h: 9 });

describe('yearMarks and headerMarks', () => {
  it('finds the years of dates in every form, a date running over several cells, in printed order', () => {
    expect(
      yearMarks(line(cell('Dec', 389), cell('31,', 416), cell('2023', 443), cell('Dec 31, 2022', 472))).marks.map(
        (m) => m.jaar,
      ),
    ).toEqual([2023, 2022]);
    for (const text of [
      '31-12-2024',
      '31.12.2024',
      '31/12/2024',
      '31 december 2024',
      '31 dec. 2024',
      'ultimo 2024',
      '31 maa. 2024',
      'Mar 31, 2024',
      '2023/2024',
      '31.12.24',
      '31-12-24',
      '31december2024', // OCR glues the words
    ])
      expect(
        yearMarks(line(cell(text, 400))).marks.map((m) => m.jaar),
        text,
      ).toEqual([2024]);
    expect(yearMarks(line(cell('31.12.99', 400))).marks.map((m) => m.jaar)).toEqual([1999]);
    // no date: two parts only, or separators that differ
    expect(yearMarks(line(cell('31.12', 400))).marks).toEqual([]);
    expect(yearMarks(line(cell('31.12-24', 400))).marks).toEqual([]);
    const [a, b] = yearMarks(line(cell('2024', 400), cell('2023', 500))).marks;
    expect(a!.x).toBeLessThan(b!.x);
    // a glued date is one date, centred where it stands, before the next
    const [glued, next] = yearMarks(line(cell('31december2023 31 december 2022', 312))).marks;
    expect([glued!.jaar, next!.jaar]).toEqual([2023, 2022]);
    expect(glued!.x).toBeLessThan(312 + 7 * 5.2);
  });

  it('a header may carry words beside its years; a line with another number is no header', () => {
    expect(
      headerMarks(line(cell('Activa', 60), cell('31 december 2024', 300), cell('31 december 2023', 420))),
    ).toHaveLength(2);
    expect(headerMarks(line(cell('Toelichting', 300), cell('2024', 400), cell('2023', 500)))).toHaveLength(2);
    expect(headerMarks(line(cell('Amounts in euros', 60), cell('2024', 400), cell('2023', 500)))).toHaveLength(2);
    expect(headerMarks(line(cell('Eigen vermogen', 60), cell('2024', 400)))).toBeNull();
    expect(headerMarks(line(cell('Omzet 12.345', 60), cell('2024', 400), cell('2023', 500)))).toBeNull();
  });
});

describe('titleKind', () => {
  it('recognises statements by whole words at the start of a line', () => {
    expect(titleKind(line(cell('Balans per 31 december 2024', 60)))).toBe('BALANS');
    expect(titleKind(line(cell('Micro-entity Balance Sheet as at 31 March 2022', 60)))).toBe('BALANS');
    expect(titleKind(line(cell('STATEMENT OF FINANCIAL POSITION as at 31 March 2020', 60)))).toBe('BALANS');
    expect(titleKind(line(cell('Staat van baten en lasten 2024', 60)))).toBe('WV');
    // plural titles: a group's accounts print the group's and the company's statements side by side
    expect(titleKind(line(cell('Statements of Financial Position as at 30 June 2024', 60)))).toBe('BALANS');
    expect(titleKind(line(cell('Consolidated and separate statements of financial position', 60)))).toBe('BALANS');
    expect(titleKind(line(cell('Group statements of financial position', 60)))).toBe('BALANS');
    expect(titleKind(line(cell('Statements of Profit or Loss and Other Comprehensive Income', 60)))).toBe('WV');
    expect(titleKind(line(cell('Consolidated income statements', 60)))).toBe('WV');
    expect(titleKind(line(cell('Statements of changes in equity', 60)))).toBeNull();
    expect(titleKind(line(cell('Fiscale winstberekening', 60)))).toBe('FISCAAL');
    // the notes to the balance sheet: read only where the document holds no balance sheet
    expect(titleKind(line(cell('Toelichting op de balans', 60)))).toBe('TOELICHTING_BALANS');
    expect(titleKind(line(cell('Toelichting op de staat van baten en lasten', 60)))).toBe('OVERIG');
    // (OCR's reading of the photographed paper's edge before a title)
    expect(titleKind(line(cell('|', 72), cell('Toelichting op de balans per 31 december 2022', 105)))).toBe(
      'TOELICHTING_BALANS',
    );
    expect(titleKind(line(cell(';', 30), cell('Balans per 31 december 2022', 105)))).toBe('BALANS');
    expect(titleKind(line(cell('A. BALANS', 60)))).toBe('BALANS');
    expect(titleKind(line(cell('3.1 Balans per 31 december 2024', 60)))).toBe('BALANS');
    expect(titleKind(line(cell('2. Toelichting op de balans', 60)))).toBe('TOELICHTING_BALANS');
    expect(titleKind(line(cell('2. Toelichting op de winst-en-verliesrekening', 60)))).toBe('OVERIG');
    expect(titleKind(line(cell('Balanstotaal', 60)))).toBeNull();
    expect(titleKind(line(cell('Company registration number 12345678', 60)))).toBeNull();
    // a registration number on the title's line (as OCR joins them) is no amount; an amount still is
    expect(
      titleKind(
        line(cell('Micro-entity Balance Sheet as at 31 March 2017', 60), cell('Registered Number 12345678', 400)),
      ),
    ).toBe('BALANS');
    expect(titleKind(line(cell('Balans per 31 december 2024', 60), cell('KvK-nummer: 69599084', 400)))).toBe('BALANS');
    expect(titleKind(line(cell('Balans per 31 december 2024', 60), cell('12345678', 400)))).toBeNull();
    expect(titleKind(line(cell('Balans per 31 december 2024 ........ 4', 60)))).toBeNull(); // a contents line
  });
});

describe('labelOf', () => {
  it('drops parentheticals, note references, leaders, currency signs and "Bij:"', () => {
    expect(labelOf('Kortlopende schulden (looptijd korter dan een jaar)')).toBe('kortlopende schulden');
    expect(labelOf('Vlottende activa (zie noot 5)')).toBe('vlottende activa');
    expect(labelOf('Immateriële vaste activa 4a')).toBe('immateriele vaste activa');
    expect(labelOf('Eigen vermogen ........ €')).toBe('eigen vermogen');
    expect(labelOf('Bij: beperkt aftrekbare kosten')).toBe('beperkt aftrekbare kosten');
    expect(labelOf('Net current assets (liabilities)')).toBe('net current assets (liabilities)');
    expect(labelOf('NET CURRENT ASSETS/(LIABILITIES)')).toBe('net current assets (liabilities)');
    expect(labelOf('Eigen vermogen van de Stichting')).toBe('eigen vermogen');
    expect(labelOf('Net assets / (liabilities)')).toBe('net assets (liabilities)');
    // OCR drops the slash of a photographed page (uk-ch-small-2019-foto.png)
    expect(labelOf('NET CURRENT ASSETS(LIABILITIES)')).toBe('net current assets (liabilities)');
    // or its opening bracket, once its rules are painted over (the same photo, READER_VERSIE 9)
    expect(labelOf('NET CURRENT ASSETS/LIABILITIES)')).toBe('net current assets (liabilities)');
    // a bullet, or a scanner's mark read as a bar, is no part of the label; "-/-" (minus) and a lone dash stay
    expect(labelOf('| Vlottende activa')).toBe('vlottende activa');
    expect(labelOf('- vorderingen')).toBe('vorderingen');
    expect(labelOf('• Liquide middelen')).toBe('liquide middelen');
    expect(labelOf('-/- afschrijvingen')).toBe('-/- afschrijvingen');
    expect(labelOf('--')).toBe('--');
    // OCR's commonest confusion, an l read as i, mended one letter and only towards the vocabulary
    expect(labelOf('Viottende activa')).toBe('vlottende activa');
    expect(labelOf('Kortiopende schulden')).toBe('kortlopende schulden');
    expect(labelOf('Liquide middelen')).toBe('liquide middelen');
    expect(labelOf('Vis en wild')).toBe('vis en wild');
  });
});
