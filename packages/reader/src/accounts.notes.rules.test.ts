// The notes to the balance sheet (the real set's photographed notes of a foundation, docs/intake.md
// "The notes to the balance sheet"): read only where the document holds no balance sheet, from the
// header of years further down the page, and never crediting a sub-section's total to the section
// above it. And the flat sub-sections of a balance sheet that once proposed such a total.
import { describe, expect, it } from 'vitest';
import { readAccounts } from './accounts.rules.ts';
import type { PageText, TextItem } from './layout.rules.ts';

const W = 5;
const at = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * W, h: 9 });
const r = (str: string, xr: number, y: number): TextItem => at(str, xr - str.length * W, y);

/** Rows of a label (its left edge) and two amounts, under a header of two columns at y 300. */
type Row = [number, string, string, string];

function page(pagina: number, title: string, header: [string, string], rows: Row[], above: TextItem[] = []): PageText {
  return {
    pagina,
    breedte: 595,
    hoogte: 842,
    items: [
      at(title, 60, 40),
      ...above,
      r(header[0], 400, 300),
      r(header[1], 500, 300),
      ...rows.flatMap(([x, label, a, b], i) => [
        ...(label ? [at(label, x, 320 + i * 14)] : []),
        ...(a ? [r(a, 400, 320 + i * 14)] : []),
        ...(b ? [r(b, 500, 320 + i * 14)] : []),
      ]),
    ],
  };
}

/** A schedule above the header, under columns of its own (not years): "Inventaris", "Auto's". */
const SCHEDULE: TextItem[] = [
  at('Materiële vaste activa', 60, 70),
  r('Inventaris', 380, 70),
  r("Auto's", 500, 70),
  at('Aanschafwaarde', 70, 90),
  r('3.011', 380, 90),
  at('Reeds afgeschreven', 70, 104),
  r('909', 380, 104),
  at('Boekwaarde 31.12', 70, 118),
  r('2.102', 380, 118),
  r('9.752', 500, 118),
];

/** The foundation's notes (the amounts of its photo). */
const NOTES: Row[] = [
  [60, 'Vlottende activa', '', ''],
  [70, 'Overlopende activa en vooruitbetaalde kosten', '944', '992'],
  [70, 'Liquide middelen', '308.311', '31.057'],
  [70, '', '309.255', '32.049'],
  [60, 'PASSIVA', '', ''],
  [60, 'Eigen vermogen', '', ''],
  [70, 'Vermogen per 01.01', '20.443', '17.557'],
  [70, 'Toevoeging/onttrekking saldo inkomsten en uitgaven', '283.931', '2.886'],
  [70, '', '304.374', '20.443'],
  [60, 'Kortlopende schulden', '', ''],
  [70, 'Nog te betalen kosten', '', ''],
  [70, '- administratie en accountancy', '7.374', '4.150'],
  [70, '- huur', '4.870', '3.392'],
  [70, '', '12.244', '7.542'],
];

const TITLE = 'Toelichting op de balans per 31 december 2022';

const figures = (result: ReturnType<typeof readAccounts>) =>
  result.boekjaren.map((b) => [
    b.jaar,
    b.velden.vlottendeActiva?.waarde,
    b.velden.eigenVermogen?.waarde,
    b.velden.kortlopendeSchulden?.waarde,
  ]);

describe('the notes to the balance sheet', () => {
  it('of a document without a balance sheet: read from the header of years below the schedule, and said so', () => {
    const result = readAccounts([page(2, TITLE, ['31.12.22', '31.12.21'], NOTES, SCHEDULE)]);
    expect(result.status).toBe('GELEZEN');
    // the flat "Nog te betalen kosten" is a heading in the notes: its total is that part's, not the debts'
    expect(figures(result)).toEqual([
      [2022, 309255, 304374, undefined],
      [2021, 32049, 20443, undefined],
    ]);
    expect(result.meldingen.map((m) => m.code)).toEqual(['UIT_TOELICHTING']);
    expect(result.meldingen[0]!.nl).toContain('toelichting op de balans op pagina 2');
  });

  it('a header date whose second dot OCR lost ("31.1222" beside "31.12.21") is read as its year', () => {
    const result = readAccounts([page(2, TITLE, ['31.1222', '31.12.21'], NOTES, SCHEDULE)]);
    expect(figures(result)).toEqual([
      [2022, 309255, 304374, undefined],
      [2021, 32049, 20443, undefined],
    ]);
  });

  it('a number that only looks like such a date is not a year: without its twin the page has no header', () => {
    const result = readAccounts([page(2, TITLE, ['31.1222', '31.1221'], NOTES, SCHEDULE)]);
    expect(result.boekjaren).toEqual([]);
  });

  it('not read where the document holds a balance sheet: its figures are the balance sheet’s', () => {
    const balance = page(
      1,
      'Balans per 31 december 2022',
      ['2022', '2021'],
      [
        [60, 'Vlottende activa', '', ''],
        [70, 'Vorderingen', '944', '992'],
        [70, 'Liquide middelen', '308.311', '31.057'],
        [70, '', '309.255', '32.049'],
      ],
    );
    // (notes that disagree with the balance sheet would make the figure contradictory, were they read)
    const notes = page(
      2,
      TITLE,
      ['31.12.22', '31.12.21'],
      [
        [60, 'Vlottende activa', '', ''],
        [70, 'Bank', '300.000', '30.000'],
        [70, '', '300.000', '30.000'],
      ],
    );
    const result = readAccounts([balance, notes]);
    expect(figures(result)).toEqual([
      [2022, 309255, undefined, undefined],
      [2021, 32049, undefined, undefined],
    ]);
    expect(result.meldingen.map((m) => m.code)).not.toContain('UIT_TOELICHTING');
  });

  it('notes that prove nothing leave the document as it was: no balance sheet found', () => {
    const result = readAccounts([page(2, TITLE, ['31.12.22', '31.12.21'], [[70, 'Bank', '308.311', '31.057']])]);
    expect(result.status).toBe('NIET_HERKEND');
    expect(result.meldingen.map((m) => m.code)).toEqual(['NIET_HERKEND']);
  });
});

describe('flat sub-sections (a heading at its items’ indentation, each with a total, no total of the section)', () => {
  const rows: Row[] = [
    [60, 'Kortlopende schulden', '', ''],
    [70, 'Belastingen en premies', '', ''],
    [70, 'Loonheffing', '1.000', '900'],
    [70, 'Omzetbelasting', '2.000', '1.800'],
    [70, '', '3.000', '2.700'],
    [70, 'Overige schulden', '', ''],
    [70, 'Accountant', '500', '400'],
    [70, 'Nog te betalen', '700', '600'],
    [70, '', '1.200', '1.000'],
  ];

  it('on a balance sheet: the first sub-section’s total is not the debts’ (4.200, not stated)', () => {
    const result = readAccounts([page(1, 'Balans per 31 december 2022', ['2022', '2021'], rows)]);
    expect(figures(result)).toEqual([]);
    expect(result.controles!.map((c) => c.tekst)).toContain('belastingen en premies: 1.000 + 2.000 = 3.000');
  });

  it('in the notes: the same', () => {
    expect(figures(readAccounts([page(2, TITLE, ['31.12.22', '31.12.21'], rows)]))).toEqual([]);
  });

  it('one flat line without amounts over the items is still an item with empty cells on a balance sheet', () => {
    const result = readAccounts([
      page(
        1,
        'Balans per 31 december 2022',
        ['2022', '2021'],
        [
          [60, 'Vlottende activa', '', ''],
          [70, 'Voorraden', '', ''],
          [70, 'Vorderingen', '6.000', '5.000'],
          [70, 'Liquide middelen', '4.000', '4.000'],
          [70, '', '10.000', '9.000'],
        ],
      ),
    ]);
    expect(figures(result)).toEqual([
      [2022, 10000, undefined, undefined],
      [2021, 9000, undefined, undefined],
    ]);
  });
});
