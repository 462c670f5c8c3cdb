// The reader's proofs and refusals: a figure is proposed only where its table adds up; where a document
// is ambiguous the figure is left out with a melding.
import { describe, expect, it } from 'vitest';
import { balanceTotalYears, readAccounts } from './accounts.rules.ts';
import type { PageText, TextItem } from './layout.rules.ts';

const W = 5; // points per character at size 9 (close enough for layout)
const at = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * W, h: 9 });
/** right-aligned at xr */
const r = (str: string, xr: number, y: number): TextItem => at(str, xr - str.length * W, y);
const page = (pagina: number, items: TextItem[]): PageText => ({ pagina, breedte: 595, hoogte: 842, items });

/** A table: the title, a header of two columns, rows of a label (indent by leading spaces) and two amounts. */
function statement(
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
      at(label.trim(), label.startsWith(' ') ? 70 : 60, 120 + i * 14),
      ...(a ? [r(a, 400, 120 + i * 14)] : []),
      ...(b ? [r(b, 500, 120 + i * 14)] : []),
    ]),
  ]);
}

const BALANCE: [string, string, string][] = [
  ['ACTIVA', '', ''],
  ['Vaste activa', '', ''],
  [' Immateriële vaste activa', '4.000', '5.000'],
  [' Materiële vaste activa', '36.000', '31.000'],
  ['', '40.000', '36.000'],
  ['Vlottende activa', '', ''],
  [' Vorderingen', '6.000', '5.000'],
  [' Liquide middelen', '4.000', '4.000'],
  ['', '10.000', '9.000'],
  ['Totaal activa', '50.000', '45.000'],
  ['PASSIVA', '', ''],
  ['Eigen vermogen', '30.000', '28.000'],
  ['Kortlopende schulden', '20.000', '17.000'],
  ['Totaal passiva', '50.000', '45.000'],
];

const figures = (result: ReturnType<typeof readAccounts>) =>
  result.boekjaren.map((b) => [
    b.jaar,
    b.velden.immaterieleActiva?.waarde,
    b.velden.vlottendeActiva?.waarde,
    b.velden.eigenVermogen?.waarde,
    b.velden.kortlopendeSchulden?.waarde,
    b.velden.balanstotaal?.waarde,
  ]);

describe('readAccounts', () => {
  it('reads a balance sheet whose items add up, with the checks that prove it', () => {
    const result = readAccounts([statement(1, 'Balans per 31 december 2025', ['2025', '2024'], BALANCE)]);
    expect(result.status).toBe('GELEZEN');
    expect(figures(result)).toEqual([
      [2025, 4000, 10000, 30000, 20000, 50000],
      [2024, 5000, 9000, 28000, 17000, 45000],
    ]);
    expect(result.boekjaren[0]!.velden.vlottendeActiva!.tekst).toBe('Vlottende activa … 10.000 9.000');
    expect(result.controles).toContainEqual(
      expect.objectContaining({
        jaar: 2025,
        soort: 'SOM_POSTEN',
        uitkomst: 'KLOPT',
        tekst: 'vlottende activa: 6.000 + 4.000 = 10.000',
      }),
    );
  });

  it('a digit too many (a decoy, a misprint) breaks its sums: the figures it touches are left out, with a melding', () => {
    const rows = BALANCE.map((row) => (row[0] === ' Vorderingen' ? ([row[0], '16.000', row[2]] as typeof row) : row));
    const result = readAccounts([statement(1, 'Balans per 31 december 2025', ['2025', '2024'], rows)]);
    const y2025 = result.boekjaren.find((b) => b.jaar === 2025)?.velden ?? {};
    expect(y2025.vlottendeActiva).toBeUndefined();
    expect(y2025.balanstotaal?.waarde).toBe(50000); // the passiva side still adds up
    expect(result.boekjaren.find((b) => b.jaar === 2024)?.velden.vlottendeActiva?.waarde).toBe(9000);
  });

  it('a table that adds up nowhere proposes nothing and says so', () => {
    const result = readAccounts([
      statement(
        1,
        'Balans per 31 december 2025',
        ['2025', '2024'],
        [
          ['Vlottende activa', '10.000', '9.000'],
          ['Totaal activa', '50.000', '45.000'],
        ],
      ),
    ]);
    expect(result.status).toBe('NIET_HERKEND');
    expect(result.meldingen.map((m) => m.code)).toEqual(['TELT_NIET_OP']);
  });

  it('two different proven amounts for one figure and year: left out, with a melding', () => {
    const other = BALANCE.map((row) =>
      row[0] === ' Vorderingen'
        ? ([row[0], '7.000', row[2]] as typeof row)
        : row[0] === '' && row[1] === '10.000'
          ? (['', '11.000', '9.000'] as typeof row)
          : row,
    );
    const result = readAccounts([
      statement(1, 'Balans per 31 december 2025', ['2025', '2024'], BALANCE),
      statement(2, 'Balans per 31 december 2025', ['2025', '2024'], other),
    ]);
    expect(result.boekjaren.find((b) => b.jaar === 2025)?.velden.vlottendeActiva).toBeUndefined();
    expect(result.boekjaren.find((b) => b.jaar === 2024)?.velden.vlottendeActiva?.waarde).toBe(9000);
    expect(result.meldingen.map((m) => m.code)).toContain('TEGENSTRIJDIGE_BEDRAGEN');
  });

  it('thousands stated on the page, or only in the accounting policies, multiply every figure', () => {
    const inThousands = BALANCE.map(
      ([l, a, b]) => [l, a.replace('.000', ''), b.replace('.000', '')] as [string, string, string],
    );
    const onPage = readAccounts([
      statement(1, 'Balans per 31 december 2025', ['2025', '2024'], inThousands, [at('(bedragen × € 1.000)', 60, 80)]),
    ]);
    expect(figures(onPage)[0]).toEqual([2025, 4000, 10000, 30000, 20000, 50000]);
    const inPolicies = readAccounts([
      page(1, [at('Grondslagen', 60, 60), at("Alle bedragen luiden in duizenden euro's.", 60, 80)]),
      statement(2, 'Balans per 31 december 2025', ['2025', '2024'], inThousands),
    ]);
    expect(figures(inPolicies)[0]).toEqual([2025, 4000, 10000, 30000, 20000, 50000]);
    expect(inPolicies.controles).toContainEqual(
      expect.objectContaining({ soort: 'SCHAAL', tekst: 'bedragen × € 1.000' }),
    );
  });

  it('two columns of the same year (an opening and a closing balance): the table is skipped', () => {
    const result = readAccounts([statement(1, 'Balans per 31 december 2025', ['31-12-2025', '1-1-2025'], BALANCE)]);
    expect(result.boekjaren).toEqual([]);
    expect(result.meldingen.map((m) => m.code)).toContain('JAAR_DUBBEL');
  });

  it('a year header with words beside it and the prior year first', () => {
    const result = readAccounts([
      statement(
        1,
        'Balans per 31 december 2025',
        ['Toelichting 2024', '2025'],
        BALANCE.map(([l, a, b]) => [l, b, a] as [string, string, string]),
      ),
    ]);
    expect(figures(result)).toEqual([
      [2025, 4000, 10000, 30000, 20000, 50000],
      [2024, 5000, 9000, 28000, 17000, 45000],
    ]);
  });

  it('a multi-year overview and a ratio page are not the balance sheet', () => {
    const multi = page(1, [
      at('Meerjarenoverzicht', 60, 60),
      ...['2025', '2024', '2023', '2022'].map((y, i) => r(y, 300 + i * 60, 100)),
      at('Vlottende activa', 60, 120),
      ...['1.000', '2.000', '3.000', '4.000'].map((v, i) => r(v, 300 + i * 60, 120)),
    ]);
    const ratios = statement(2, 'Kengetallen', ['2025', '2024'], BALANCE);
    expect(readAccounts([multi, ratios]).status).toBe('NIET_HERKEND');
  });

  it('the return: the saldo fiscale winstberekening, proven by the belastbare winst, never the belastbare winst itself', () => {
    const result = readAccounts([
      page(1, [
        at('Aangifte inkomstenbelasting 2025', 60, 60),
        at('Winst uit onderneming', 60, 100),
        at('Saldo fiscale winstberekening', 60, 120),
        r('€ 45.123', 480, 120),
        at('Zelfstandigenaftrek', 60, 134),
        r('€ 2.470 -/-', 480, 134),
        at('MKB-winstvrijstelling', 60, 148),
        r('€ 4.653 -/-', 480, 148),
        at('Belastbare winst uit onderneming', 60, 162),
        r('€ 38.000', 480, 162),
      ]),
    ]);
    expect(result.boekjaren).toEqual([
      { jaar: 2025, velden: { fiscaleWinst: expect.objectContaining({ waarde: 45123, pagina: 1 }) } },
    ]);
  });

  it('a note-reference column left of the amounts is not read as an amount', () => {
    const notes = ['3', '4', '5', '6', '7', '8'].map((n, i) => r(n, 200, 120 + [2, 3, 6, 7, 11, 12][i]! * 14));
    const result = readAccounts([statement(1, 'Balans per 31 december 2025', ['2025', '2024'], BALANCE, notes)]);
    expect(figures(result)[0]).toEqual([2025, 4000, 10000, 30000, 20000, 50000]);
  });

  it('UK micro-entity: the equity right under the net assets equals them, a bare "Reserves" included', () => {
    const micro = (rows: [string, string, string][]) =>
      readAccounts([statement(1, 'Micro-entity Balance Sheet as at 31 October 2025', ['2025', '2024'], rows)]);
    const upper: [string, string, string][] = [
      ['Current assets', '2,909', '4,585'],
      ['Creditors: amounts falling due within one year', '(6,719)', '(5,879)'],
      ['Net current assets (liabilities)', '(3,810)', '(1,294)'],
      ['Total net assets (liabilities)', '(3,810)', '(1,294)'],
    ];
    expect(figures(micro([...upper, ['Reserves', '(3,810)', '(1,294)']]))).toEqual([
      [2025, undefined, 2909, -3810, 6719, undefined],
      [2024, undefined, 4585, -1294, 5879, undefined],
    ]);
    // "Net assets" repeating the net current assets, then "Capital and reserves"
    expect(
      figures(
        micro([
          ['Current assets', '1,040', '810'],
          ['Creditors: amounts falling due within one year', '(786)', '(805)'],
          ['Net current assets', '254', '5'],
          ['Net assets', '254', '5'],
          ['Capital and reserves', '254', '5'],
        ]),
      ),
    ).toEqual([
      [2025, undefined, 1040, 254, 786, undefined],
      [2024, undefined, 810, 5, 805, undefined],
    ]);
    // another amount, or a row between them: the reserves are not the equity
    expect(figures(micro([...upper, ['Reserves', '(3,800)', '(1,294)']]))[0]![3]).toBeUndefined();
    expect(
      figures(micro([...upper, ['Called up share capital', '10', '10'], ['Reserves', '(3,810)', '(1,294)']]))[0]![3],
    ).toBeUndefined();
  });

  it('UK abridged: a section whose only item is netted with the creditors holds that item as its total', () => {
    // four columns: an item and a total column per year
    const cols = { i25: 330, o25: 400, i24: 470, o24: 540 };
    const rows: [string, Partial<Record<keyof typeof cols, string>>][] = [
      ['CURRENT ASSETS', {}],
      ['Cash at bank', { i25: '67,236', i24: '14,768' }],
      ['Creditors: amounts falling due within one year', { i25: '42,352', i24: '32,725' }],
      ['NET CURRENT ASSETS/(LIABILITIES)', { o25: '24,884', o24: '(17,957)' }],
      ['NET ASSETS', { o25: '24,884', o24: '(17,957)' }],
      ['CAPITAL AND RESERVES', {}],
      ['Called up share capital', { o25: '2', o24: '2' }],
      ['Retained earnings', { o25: '24,882', o24: '(17,959)' }],
      ["SHAREHOLDERS' FUNDS", { o25: '24,884', o24: '(17,957)' }],
    ];
    const sheet = (list: typeof rows) =>
      page(1, [
        at('Abridged Balance Sheet 31 March 2025', 60, 60),
        r('2025', 400, 100),
        r('2024', 540, 100),
        ...list.flatMap(([label, amounts], i) => [
          at(label, 60, 120 + i * 14),
          ...Object.entries(amounts).map(([k, v]) => r(v, cols[k as keyof typeof cols], 120 + i * 14)),
        ]),
      ]);
    expect(figures(readAccounts([sheet(rows)]))).toEqual([
      [2025, undefined, 67236, 24884, 42352, undefined],
      [2024, undefined, 14768, -17957, 32725, undefined],
    ]);
    // two items without a subtotal: the current assets are not stated
    const twoItems = [
      rows[0]!,
      ['Debtors', { i25: '7,236', i24: '4,768' }] as (typeof rows)[number],
      ['Cash at bank', { i25: '60,000', i24: '10,000' }] as (typeof rows)[number],
      ...rows.slice(2),
    ];
    const read = figures(readAccounts([sheet(twoItems)]));
    expect(read.map((y) => y[2])).toEqual([undefined, undefined]);
    expect(read.map((y) => y[4])).toEqual([42352, 32725]);
  });

  it('a numbered title ("A. Balans") and dates with two-digit years ("31.12.25") as the header', () => {
    const result = readAccounts([statement(1, 'A. BALANS', ['31.12.25', '31.12.24'], BALANCE)]);
    expect(figures(result)).toEqual([
      [2025, 4000, 10000, 30000, 20000, 50000],
      [2024, 5000, 9000, 28000, 17000, 45000],
    ]);
  });

  it('a section of one item without a total of its own: the item is the total when the side adds up', () => {
    const rows: [string, string, string][] = [
      ['Activa', '', ''],
      ['Materiële vaste activa', '12.272', '2.102'],
      ['Vlottende activa', '', ''],
      [' Vorderingen', '944', '992'],
      [' Liquide middelen', '308.311', '31.057'],
      ['', '309.255', '32.049'],
      ['Totaal van de activa', '321.527', '34.151'],
      ['Passiva', '', ''],
      ['Eigen vermogen van de Stichting', '', ''],
      [' Fonds onvoorziene uitgaven', '304.374', '20.443'],
      ['Kort lopende schulden', '', ''],
      [' Overlopende passiva', '17.153', '13.708'],
      ['', '321.527', '34.151'],
    ];
    expect(figures(readAccounts([statement(1, 'Balans', ['31.12.22', '31.12.21'], rows)]))).toEqual([
      [2022, undefined, 309255, 304374, 17153, 321527],
      [2021, undefined, 32049, 20443, 13708, 34151],
    ]);
    // a second item lost (its amounts not read): the side does not add up, nothing of it is proposed
    const lost = rows.filter((row) => row[0] !== ' Overlopende passiva');
    const read = figures(readAccounts([statement(1, 'Balans', ['31.12.22', '31.12.21'], lost)]));
    expect(read.map((y) => [y[3], y[4]])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('headings over items written in lower case and indented under them: headings, not labels wrapped onto the items', () => {
    // the shape of a real foundation's compilation report: the equity printed as its movement
    const rows: [string, string, string][] = [
      ['ACTIVA', '', ''],
      ['Vaste activa', '', ''],
      [' materiële vaste activa', '9.891', '12.272'],
      ['Vlottende activa', '', ''],
      [' vorderingen', '955', '944'],
      [' liquide middelen', '204.949', '308.311'],
      ['', '205.904', '309.255'],
      ['totaal van de activa', '215.795', '321.527'],
      ['PASSIVA', '', ''],
      ['Eigen vermogen van de Stichting', '', ''],
      [' fonds onvoorziene uitgaven 01.01', '304.374', '20.443'],
      [' toevoeging/onttrekking saldo inkomsten en uitgaven', '-105.063', '283.931'],
      ['', '199.311', '304.374'],
      ['Kortlopende schulden', '', ''],
      [' nog te betalen kosten', '16.484', '17.153'],
      ['totaal van de passiva', '215.795', '321.527'],
    ];
    const header: [string, string] = ['31 december 2023', '31 december 2022'];
    expect(figures(readAccounts([statement(1, 'Balans per 31 december 2023', header, rows)]))).toEqual([
      [2023, undefined, 205904, 199311, 16484, 215795],
      [2022, undefined, 309255, 304374, 17153, 321527],
    ]);
    // a label that is no field by itself, wrapped onto an indented line, is still joined
    const wrapped: [string, string, string][] = [
      ['Activa', '', ''],
      ['Vlottende', '', ''],
      [' activa', '9.000', '8.000'],
      ['Totaal', '9.000', '8.000'],
      ['Passiva', '', ''],
      ['Eigen vermogen', '9.000', '8.000'],
      ['Totaal', '9.000', '8.000'],
    ];
    expect(figures(readAccounts([statement(1, 'Balans', ['2024', '2023'], wrapped)]))[0]?.[2]).toBe(9000);
  });

  it("a section printed below a total whose label wraps under its amount is not that section's lone item (the layout fuzzer, seed 779116)", () => {
    // "TOTAAL 872.524 / VERENIGINGSVERMOGEN": the equity's total with its label wrapped under the amount;
    // the provisions below it are no item of the equity, and the balance still adds up with them
    const rows: [string, string, string][] = [
      ['ACTIVA', '', ''],
      ['Vlottende activa', '', ''],
      [' Vorderingen', '6.000', '5.000'],
      [' Liquide middelen', '4.000', '4.000'],
      ['', '10.000', '9.000'],
      ['Totaal activa', '10.000', '9.000'],
      ['PASSIVA', '', ''],
      ['Reserves', '', ''],
      [' Continuïteitsreserve', '2.000', '1.500'],
      [' Bestemmingsreserves', '1.000', '1.000'],
      ['Totaal', '3.000', '2.500'],
      ['Verenigingsvermogen', '', ''],
      ['Voorzieningen', '5.000', '4.000'],
      ['Kortlopende schulden', '', ''],
      [' Crediteuren', '1.500', '2.000'],
      [' Overige schulden', '500', '500'],
      ['', '2.000', '2.500'],
      ['Balanstotaal', '10.000', '9.000'],
    ];
    const result = readAccounts([statement(1, 'Balans per 31 december 2025', ['2025', '2024'], rows)]);
    const truth: Record<number, Record<string, number>> = {
      2025: { vlottendeActiva: 10000, eigenVermogen: 3000, kortlopendeSchulden: 2000, balanstotaal: 10000 },
      2024: { vlottendeActiva: 9000, eigenVermogen: 2500, kortlopendeSchulden: 2500, balanstotaal: 9000 },
    };
    // what is read is right; what the provisions' row leaves unproven is left out
    for (const b of result.boekjaren)
      for (const [veld, v] of Object.entries(b.velden))
        expect(v?.waarde, `${b.jaar} ${veld}`).toBe(truth[b.jaar]![veld]);
    expect(result.boekjaren.map((b) => [b.jaar, b.velden.vlottendeActiva?.waarde])).toEqual([
      [2025, 10000],
      [2024, 9000],
    ]);
  });

  it('a comparative column of dashes only states no figure of its year', () => {
    const rows = BALANCE.map(([label, a, b]) => [label, a, b ? '-' : ''] as [string, string, string]);
    const result = readAccounts([statement(1, 'Balans per 31 december 2025', ['2025', '2024'], rows)]);
    expect(figures(result)).toEqual([[2025, 4000, 10000, 30000, 20000, 50000]]);
  });

  it('a column of dashes with one misread digit (OCR) still states no figure of its year: nil sums prove nothing', () => {
    // the opening balance of a new foundation read from a photo: one dash of the debts came out as "3"
    const rows = BALANCE.map(
      ([label, a, b]) =>
        [label, a, b ? (label === 'Kortlopende schulden' ? '3' : '-') : ''] as [string, string, string],
    );
    const result = readAccounts([statement(1, 'Balans per 31 december 2025', ['2025', '2024'], rows)]);
    expect(figures(result)).toEqual([[2025, 4000, 10000, 30000, 20000, 50000]]);
  });

  it('no text at all is GEEN_TEKST', () => {
    expect(readAccounts([page(1, [])]).status).toBe('GEEN_TEKST');
  });
});

describe('balanceTotalYears', () => {
  it('the years whose balance total the sheet prints as a labelled row', () => {
    expect([...balanceTotalYears([statement(1, 'Balans per 31 december 2025', ['2025', '2024'], BALANCE)])]).toEqual([
      2025, 2024,
    ]);
  });
  it('none where the sheet prints no labelled total (a UK balance sheet), and none outside a balance sheet', () => {
    const uk: [string, string, string][] = [
      ['Current assets', '10.000', '9.000'],
      ['Creditors: amounts falling due within one year', '(4.000)', '(3.000)'],
      ['Net current assets', '6.000', '6.000'],
      ['Capital and reserves', '6.000', '6.000'],
    ];
    expect(balanceTotalYears([statement(1, 'Balance sheet as at 31 March 2025', ['2025', '2024'], uk)]).size).toBe(0);
    expect(balanceTotalYears([statement(1, 'Toelichting op de balans', ['2025', '2024'], BALANCE)]).size).toBe(0);
  });
});

describe('a balance sheet whose sides close with the bare word "Totaal"', () => {
  // a small foundation in deficit: its debts are larger than the total of either side
  const rows = (totaalPassiva: string): [string, string, string][] => [
    ['ACTIEF', '', ''],
    ['Vlottende activa', '', ''],
    [' Vorderingen', '210', '150'],
    [' Liquide middelen', '530', '480'],
    ['Som der vlottende activa', '740', '630'],
    ['Totaal', '740', '630'],
    ['PASSIEF', '', ''],
    ['Stichtingsvermogen', '-2.100', '-1.800'],
    ['Kortlopende schulden', '2.840', '2.430'],
    ['Totaal', totaalPassiva, '630'],
  ];

  it('reads the total where both sides close with it, though the debts are larger (negative equity)', () => {
    const result = readAccounts([statement(1, 'Balans per 31 december 2024', ['2024', '2023'], rows('740'))]);
    expect(figures(result)).toEqual([
      [2024, undefined, 740, -2100, 2840, 740],
      [2023, undefined, 630, -1800, 2430, 630],
    ]);
  });

  it('proposes no total where the two sides differ', () => {
    const result = readAccounts([statement(1, 'Balans per 31 december 2024', ['2024', '2023'], rows('750'))]);
    for (const b of result.boekjaren.filter((y) => y.jaar === 2024)) expect(b.velden.balanstotaal).toBeUndefined();
  });
});
