// IFRS-style statements (the real set's South African filing, docs/intake.md "Group and company
// columns"): a group's columns beside the company's own, the sections' totals on their headings' lines,
// note references repeated under "Notes", amounts "R000's". And the Dutch form: a consolidated and a
// separate balance sheet one after the other.
import { describe, expect, it } from 'vitest';
import { readAccounts } from './accounts.rules.ts';
import type { PageText, TextItem } from './layout.rules.ts';

const W = 5;
const at = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * W, h: 9 });
const r = (str: string, xr: number, y: number): TextItem => at(str, xr - str.length * W, y);
const page = (pagina: number, items: TextItem[]): PageText => ({ pagina, breedte: 595, hoogte: 842, items });

/** Rows: label, note, group this year, group last year, company this year, company last year. */
type Row = [string, string, string, string, string, string];

/** The right edges of the columns: notes, group 2019, group 2018, company 2019, company 2018. */
const NOTE_X = 215;
const COLUMNS = [290, 360, 440, 510];

const ROWS: Row[] = [
  ['Assets', '', '', '', '', ''],
  ['Non-current assets', '', '1 626 989', '1 456 992', '698 414', '690 047'],
  ['Property, plant and equipment', '6', '1 549 798', '1 392 886', '4 263', '4 263'],
  ['Goodwill', '7', '4 520', '4 520', '', ''],
  ['Equity-accounted investee', '8', '70 569', '57 957', '', ''],
  ['Deferred taxation assets', '16', '2 102', '1 629', '0', '0'],
  ['Investment in subsidiaries', '9', '', '', '694 151', '685 784'],
  ['Current assets', '', '1 130 800', '993 246', '6 778', '6 316'],
  ['Inventories', '10', '279 973', '234 371', '0', '0'],
  ['Trade and other receivables', '11', '634 434', '504 502', '6 261', '6 034'],
  ['Taxation receivable', '', '2 674', '2 511', '', ''],
  ['Cash and cash equivalents', '12', '213 719', '251 862', '517', '282'],
  ['Total assets', '', '2 757 789', '2 450 238', '705 192', '696 363'],
  ['Equity and liabilities', '', '', '', '', ''],
  ['Capital and reserves attributable to equity holders', '', '2 231 485', '2 013 534', '122 168', '295 181'],
  ['Share capital', '13', '64 816', '64 816', '64 816', '64 816'],
  ['Treasury shares', '14', '(101 827)', '(98 672)', '', ''],
  ['Share-based payment reserve', '', '37 344', '37 344', '37 344', '37 344'],
  ['Share awards reserve', '', '61 913', '98 821', '121 572', '95 112'],
  ['Foreign currency translation reserve', '', '132 025', '139 870', '', ''],
  ['Retained earnings', '', '2 037 214', '1 771 355', '(101 564)', '97 909'],
  ['Non-controlling interest', '9', '5 932', '5 372', '', ''],
  ['Total equity', '', '2 237 417', '2 018 906', '122 168', '295 181'],
  ['Non-current liabilities', '', '101 263', '81 328', '14 257', '16 696'],
  ["Shareholders' loans", '15', '3 314', '3 808', '', ''],
  ['Deferred taxation liabilities', '16', '97 949', '77 520', '14 257', '16 696'],
  ['Current liabilities', '', '419 109', '350 004', '568 767', '384 486'],
  ['Trade and other payables', '17', '381 183', '322 232', '0', '0'],
  ['Taxation payable', '', '17 156', '6 685', '546', '1 125'],
  ['Provision for rehabilitation', '18', '20 460', '20 777', '0', '0'],
  ['Shareholders for dividends', '', '310', '310', '310', '310'],
  ['Loans from subsidiaries', '9', '', '', '567 911', '383 051'],
  ['Total liabilities', '', '520 372', '431 332', '583 024', '401 182'],
  ['Total equity and liabilities', '', '2 757 789', '2 450 238', '705 192', '696 363'],
];

/** The statement as the filing prints it, with what stands over its columns and how a row is laid out. */
function ifrsPage(
  groups: [string, string] | null,
  years: readonly [string, string, string, string],
  rows: Row[] = ROWS,
  totalEquityWrapped = false,
  /** how far each row stands left of the one above (a photographed page narrowing to its top) */
  drift = 0,
): PageText {
  const items: TextItem[] = [at('Statements of financial position', 40, 40), at('as at 30 June 2019', 40, 52)];
  if (groups) items.push(r(groups[0], 335, 80), r(groups[1], 485, 80));
  years.forEach((y, i) => items.push(r(y, COLUMNS[i]!, 94)));
  items.push(r('Notes', NOTE_X + 4, 106), ...COLUMNS.map((x) => r("R000's", x, 106)));
  let y = 124;
  for (const [i, [label, note, ...amounts]] of rows.entries()) {
    items.push(at(label, 60 - i * drift, y));
    if (label === 'Total equity' && totalEquityWrapped) y += 12;
    if (note) items.push(r(note, NOTE_X, y));
    amounts.forEach((a, i) => a && items.push(r(a, COLUMNS[i]!, y)));
    y += 14;
  }
  return page(1, items);
}

const figures = (result: ReturnType<typeof readAccounts>) =>
  Object.fromEntries(
    result.boekjaren.map((b) => [
      b.jaar,
      Object.fromEntries(Object.entries(b.velden).map(([veld, v]) => [veld, v.waarde])),
    ]),
  );

const COMPANY = {
  2019: { vlottendeActiva: 6778000, eigenVermogen: 122168000, kortlopendeSchulden: 568767000, balanstotaal: 705192000 },
  2018: { vlottendeActiva: 6316000, eigenVermogen: 295181000, kortlopendeSchulden: 384486000, balanstotaal: 696363000 },
};

describe('a group and its company side by side', () => {
  it("reads the company's own columns, totals on their headings' lines, repeated notes, R000's; says the group's were set aside", () => {
    const result = readAccounts([ifrsPage(['Group', 'Company'], ['2019', '2018', '2019', '2018'])]);
    expect(figures(result)).toEqual(COMPANY);
    expect(result.meldingen.map((m) => m.code)).toEqual(['GROEP_OVERGESLAGEN']);
    // every figure proven: the sections' sums, written as they were checked
    const checks = result.controles?.map((c) => c.tekst) ?? [];
    expect(checks).toContain('current assets: 0 + 6.261 + 0 + 517 = 6.778');
    expect(checks).toContain('total liabilities: 14.257 + 568.767 = 583.024');
  });

  it('the company printed first and the group second: still the company', () => {
    const swapped = ROWS.map(([l, n, g1, g2, c1, c2]): Row => [l, n, c1, c2, g1, g2]);
    const result = readAccounts([ifrsPage(['Company', 'Group'], ['2019', '2018', '2019', '2018'], swapped)]);
    expect(figures(result)).toEqual(COMPANY);
  });

  it("a total's label on its own line with its amounts on the next", () => {
    const result = readAccounts([ifrsPage(['Group', 'Company'], ['2019', '2018', '2019', '2018'], ROWS, true)]);
    expect(figures(result)).toEqual(COMPANY);
  });

  it('labels drifting left row by row (a photo): each section still closes', () => {
    const result = readAccounts([ifrsPage(['Group', 'Company'], ['2019', '2018', '2019', '2018'], ROWS, false, 0.7)]);
    expect(figures(result)).toEqual(COMPANY);
  });

  it('a year misread in one run (OCR: "2009" under Company): the run that stays consecutive gives both runs\' year', () => {
    const result = readAccounts([ifrsPage(['Group', 'Company'], ['2019', '2018', '2009', '2018'])]);
    expect(figures(result)).toEqual(COMPANY);
  });

  it("years that do not agree under the words: nothing is read, never a group's column as a year", () => {
    for (const years of [
      ['2019', '2018', '2017', '2016'],
      ['2019', '2018', '2018', '2019'],
      ['2019', '2018', '2009', '2008'],
    ] as [string, string, string, string][]) {
      const result = readAccounts([ifrsPage(['Group', 'Company'], years)]);
      expect(result.boekjaren).toEqual([]);
      expect(result.meldingen.map((m) => m.code)).toContain('KOLOM_ONZEKER');
    }
  });

  it('without words over the columns, two columns of one year stay unread', () => {
    const result = readAccounts([ifrsPage(null, ['2019', '2018', '2019', '2018'])]);
    expect(result.boekjaren).toEqual([]);
    expect(result.meldingen.map((m) => m.code)).toContain('JAAR_DUBBEL');
  });

  it('a total on its heading whose items do not add up proves nothing of that section', () => {
    const broken = ROWS.map((row): Row =>
      row[0] === 'Cash and cash equivalents' ? ([...row.slice(0, 4), '518', '282'] as Row) : row,
    );
    const result = readAccounts([ifrsPage(['Group', 'Company'], ['2019', '2018', '2019', '2018'], broken)]);
    expect(figures(result)[2019]?.vlottendeActiva).toBeUndefined();
    expect(figures(result)[2018]).toEqual(COMPANY[2018]);
  });
});

describe('a consolidated and a separate balance sheet', () => {
  const balance = (pagina: number, title: string, scale: number) =>
    page(pagina, [
      at(title, 60, 60),
      r('2024', 400, 100),
      r('2023', 500, 100),
      ...(
        [
          ['Vaste activa', 40, 36],
          ['Vlottende activa', 10, 9],
          ['Totaal activa', 50, 45],
          ['Eigen vermogen', 30, 28],
          ['Kortlopende schulden', 20, 17],
          ['Totaal passiva', 50, 45],
        ] as const
      ).flatMap(([label, a, b], i) => [
        at(label, 60, 120 + i * 14),
        r(`${a * scale}.000`, 400, 120 + i * 14),
        r(`${b * scale}.000`, 500, 120 + i * 14),
      ]),
    ]);

  it("reads the company's own and says the group's was skipped", () => {
    const result = readAccounts([
      balance(1, 'Geconsolideerde balans per 31 december 2024', 3),
      balance(2, 'Enkelvoudige balans per 31 december 2024', 1),
    ]);
    expect(figures(result)[2024]).toEqual({
      vlottendeActiva: 10000,
      eigenVermogen: 30000,
      kortlopendeSchulden: 20000,
      balanstotaal: 50000,
    });
    expect(result.meldingen.map((m) => m.code)).toEqual(['GROEP_OVERGESLAGEN']);
  });

  it('a consolidated balance sheet alone is read', () => {
    const result = readAccounts([balance(1, 'Geconsolideerde balans per 31 december 2024', 3)]);
    expect(figures(result)[2024]).toEqual({
      vlottendeActiva: 30000,
      eigenVermogen: 90000,
      kortlopendeSchulden: 60000,
      balanstotaal: 150000,
    });
    expect(result.meldingen).toEqual([]);
  });
});
