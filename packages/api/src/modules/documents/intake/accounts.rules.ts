// Pure rules: the figures of annual accounts and income-tax returns found in the text of a PDF
// (API.md, Intake). The balance sheet, the fiscal profit calculation and the return's business-profit
// section are found by their titles; each amount belongs to the year of the column header it stands
// under. Never guess: a figure with two candidates, an unclear column, year or scale is left out with
// a melding (a wrong figure costs more than a missing one). Meanings of the figures: IKV.md.
import { cleanLabel, normalizeLabel, statedScale } from './amount.rules.ts';
import type { GelezenBoekjaar, IntakeVeld, LeesResultaat, Melding, Positie, VeldWaarde } from './intake.types.ts';
import { INTAKE_VELDEN } from './intake.types.ts';
import { type Cell, type Line, lineText, type PageText, toLines } from './layout.rules.ts';

type PageKind = 'BALANS' | 'WV' | 'FISCAAL' | 'AANGIFTE';

const SKIP_TITLE =
  /meerjaren|kengetallen|ratio|key figures|five[- ]year|multi[- ]year|financial highlights|toelichting|notes to|grondslagen|accounting policies|begroting|budget|prognose|forecast/;
const KIND_TITLE: [PageKind, RegExp][] = [
  ['FISCAAL', /fiscale winstberekening|fiscal profit calculation|tax profit calculation/],
  [
    'AANGIFTE',
    /aangifte inkomstenbelasting|aanslag inkomstenbelasting|inkomstenbelasting \d{4}|income tax return|income tax assessment/,
  ],
  [
    'BALANS',
    /^(?:geconsolideerde |enkelvoudige |verkorte )?balans(?: per| op|$|\s*\()|^(?:consolidated |company )?balance sheet|^statement of financial position/,
  ],
  [
    'WV',
    /^(?:geconsolideerde |enkelvoudige )?winst-? ?en verliesrekening|^resultatenrekening|^(?:consolidated )?(?:profit and loss|income statement|statement of (?:profit|income|comprehensive income))/,
  ],
];
const CONTINUATION_TITLE =
  /^(?:activa|passiva|assets|liabilities|equity and liabilities|liabilities and equity)$|\(vervolg\)|\(continued\)/;

const FIELD_LABELS: [IntakeVeld, RegExp][] = [
  ['vlottendeActiva', /^(?:totaal |total )?(?:vlottende activa|current assets)$/],
  ['immaterieleActiva', /^(?:totaal |total )?(?:immateriele (?:vaste )?activa|intangible (?:fixed )?assets)$/],
  [
    'eigenVermogen',
    /^(?:totaal |total )?(?:eigen vermogen|ondernemingsvermogen|equity|shareholders' equity|stockholders' equity|owners' equity)$/,
  ],
  [
    'kortlopendeSchulden',
    /^(?:totaal |total )?(?:kortlopende schulden(?: en overlopende passiva)?|schulden op korte termijn|current liabilities|short-term liabilities)$/,
  ],
  [
    'balanstotaal',
    /^(?:totaal activa|totaal passiva|balanstotaal|total assets|total equity and liabilities|total liabilities and equity)$/,
  ],
  [
    'fiscaleWinst',
    /^(?:saldo (?:van de )?fiscale winstberekening|fiscale winst|fiscal profit|balance of (?:the )?(?:fiscal|tax) profit calculation)$/,
  ],
];
const BALANCE_FIELDS = new Set<IntakeVeld>([
  'vlottendeActiva',
  'immaterieleActiva',
  'eigenVermogen',
  'kortlopendeSchulden',
  'balanstotaal',
]);
const BARE_TOTAL = /^(?:totaal|total|som|sum)$/;

interface Column {
  jaar: number;
  left: number;
  right: number;
}

interface Amount {
  jaar: number;
  cents: number;
  cell: Cell;
}

interface Row {
  label: string;
  labelCells: Cell[];
  amounts: Amount[];
  /** a number on the line that could not be placed in one year's column */
  unsure: boolean;
  line: Line;
  pagina: number;
}

interface Candidate {
  veld: IntakeVeld;
  jaar: number;
  cents: number;
  pagina: number;
  tekst: string;
  positie: Positie;
}

const MELDING: Record<string, (a?: string) => Melding> = {
  GEEN_TEKST: () => ({
    code: 'GEEN_TEKST',
    nl: 'Het document heeft geen tekstlaag (een scan of foto); de cijfers zijn niet te lezen.',
    en: 'The document has no text layer (a scan or photo); the figures cannot be read.',
  }),
  NIET_HERKEND: () => ({
    code: 'NIET_HERKEND',
    nl: 'In dit document is geen balans, fiscale winstberekening of aangifte gevonden.',
    en: 'No balance sheet, fiscal profit calculation or tax return was found in this document.',
  }),
  TEGENSTRIJDIG: (a) => ({
    code: 'TEGENSTRIJDIGE_BEDRAGEN',
    nl: `Het document noemt verschillende bedragen voor ${a}; het veld is leeg gelaten.`,
    en: `The document states different amounts for ${a}; the field was left empty.`,
  }),
  SCHAAL: (a) => ({
    code: 'SCHAAL_ONZEKER',
    nl: `Op pagina ${a} is niet zeker of de bedragen in euro's of in duizenden euro's staan; die pagina is overgeslagen.`,
    en: `On page ${a} it is unclear whether amounts are in euros or thousands of euros; that page was skipped.`,
  }),
  KOLOM: (a) => ({
    code: 'KOLOM_ONZEKER',
    nl: `Voor ${a} is niet zeker bij welk jaar het bedrag hoort; het veld is leeg gelaten.`,
    en: `For ${a} it is unclear which year the amount belongs to; the field was left empty.`,
  }),
  JAAR: (a) => ({
    code: 'JAAR_ONBEKEND',
    nl: `Op pagina ${a} staat geen boekjaar bij de bedragen; die pagina is overgeslagen.`,
    en: `Page ${a} does not state the financial year of its amounts; that page was skipped.`,
  }),
  DUBBEL_JAAR: (a) => ({
    code: 'JAAR_DUBBEL',
    nl: `Op pagina ${a} horen twee kolommen bij hetzelfde boekjaar; die pagina is overgeslagen.`,
    en: `On page ${a} two columns belong to the same financial year; that page was skipped.`,
  }),
  BALANS_ONGELIJK: (a) => ({
    code: 'BALANS_SLUIT_NIET',
    nl: `Totaal activa en totaal passiva verschillen in ${a}; het balanstotaal is leeg gelaten.`,
    en: `Total assets and total liabilities differ in ${a}; the balance-sheet total was left empty.`,
  }),
};

const VELD_NAAM: Record<IntakeVeld, string> = {
  fiscaleWinst: 'de fiscale winst / fiscal profit',
  vlottendeActiva: 'de vlottende activa / current assets',
  immaterieleActiva: 'de immateriële vaste activa / intangible assets',
  eigenVermogen: 'het eigen vermogen / equity',
  balanstotaal: 'het balanstotaal / balance-sheet total',
  kortlopendeSchulden: 'de kortlopende schulden / current liabilities',
};

function isTextCell(c: Cell): boolean {
  return c.cents === null && c.year === null;
}

function pageKind(titleLines: string[], previous: PageKind | null): PageKind | 'SKIP' | null {
  for (const t of titleLines) if (SKIP_TITLE.test(t)) return 'SKIP';
  for (const t of titleLines) for (const [kind, re] of KIND_TITLE) if (re.test(t)) return kind;
  if (previous === 'BALANS' && titleLines.some((t) => CONTINUATION_TITLE.test(t))) return 'BALANS';
  return null;
}

/** The year named in a return's title (`Aangifte inkomstenbelasting 2025`), when exactly one. */
function titleYear(titleLines: string[]): number | null {
  const years = new Set<number>();
  for (const t of titleLines) {
    for (const m of t.matchAll(
      /(?:inkomstenbelasting|belastingjaar|aangifte|aanslag|tax year|income tax(?: return| assessment)?|boekjaar|over(?: het jaar)?)\D{0,12}((?:19|20|21)\d{2})\b/g,
    ))
      years.add(Number(m[1]));
  }
  return years.size === 1 ? [...years][0]! : null;
}

/**
 * The column an amount stands in. Amounts are right-aligned under or left of their header (a year
 * may have an inner column for items and an outer one for totals): column i takes what ends after
 * column i-1's header and at most a few points right of its own. Left of the first column, no
 * further than the distance between two headers (a column of note references stays out).
 */
function columnOf(left: number, right: number, columns: Column[]): Column | 'UNSURE' | null {
  const tol = 8;
  const gap = columns.length > 1 ? Math.max(40, columns[1]!.left - columns[0]!.right) : 80;
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i]!;
    const start = i === 0 ? c.left - gap : columns[i - 1]!.right + tol;
    if (right > start && right <= c.right + tol) return left < start - 2 ? 'UNSURE' : c;
  }
  return null;
}

function positie(cells: Cell[]): Positie {
  const x = Math.min(...cells.map((c) => c.x));
  const y = Math.min(...cells.map((c) => c.y));
  const r = Math.max(...cells.map((c) => c.x + c.w));
  const b = Math.max(...cells.map((c) => c.y + c.h));
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round(x), y: round(y), breedte: round(r - x), hoogte: round(b - y) };
}

interface Section {
  label: string;
  row: Row;
  items: Map<number, number>[];
  itemRows: Row[];
}

/** What a reading collects over the pages: the candidate figures, the fields left out as unsure, the meldingen. */
interface Lezing {
  candidates: Candidate[];
  unsure: Set<string>;
  addMelding: (melding: Melding) => void;
}

interface ColumnHeader {
  index: number;
  columns: Column[];
  /** the x from which a line's cells belong to the right-hand stream (activa | passiva side by side), else null */
  boundary: number | null;
}

type Scale = ReturnType<typeof statedScale>;

/** A word a column header may carry on the left of its years. */
const HEADER_WORD = /^(?:toelichting|notes?|ref\.?|€|eur|x € 1(?:[.,]000)?)$/;

/** The scale of a page: as it states, else the document's only stated scale or euros; TEGENSTRIJDIG when unclear. */
function pageScale(stated: Scale, documentScales: Set<NonNullable<Scale>>): NonNullable<Scale> {
  if (stated !== null) return stated;
  if (documentScales.size === 0) return 1;
  return documentScales.size === 1 && !documentScales.has('TEGENSTRIJDIG') && documentScales.has(1)
    ? 1
    : 'TEGENSTRIJDIG';
}

/**
 * The column headers of a page: lines of years only; the nearest one above a line gives its columns.
 * Null when the page is to be skipped (two columns of one year, or a multi-year overview).
 */
function columnHeaders(lines: Line[], pagina: number, addMelding: Lezing['addMelding']): ColumnHeader[] | null {
  const headers: ColumnHeader[] = [];
  let skipPage = false;
  lines.forEach((line, index) => {
    const years = line.cells.filter((cell) => cell.year !== null);
    if (years.length === 0) return;
    const others = line.cells.filter((cell) => cell.year === null);
    if (others.some((cell) => cell.cents !== null && /\d/.test(cell.text))) return;
    // a header carries no label on its left (at most a word such as "Toelichting" or "€")
    if (
      others.some(
        (cell) =>
          cell.x < years[0]!.x && normalizeLabel(cell.text).length > 0 && !HEADER_WORD.test(normalizeLabel(cell.text)),
      )
    )
      return;
    const columns = years.map((cell) => ({ jaar: cell.year!.jaar, left: cell.x, right: cell.x + cell.w }));
    const distinct = new Set(columns.map((column) => column.jaar));
    let boundary: number | null = null;
    if (
      columns.length === 4 &&
      distinct.size === 2 &&
      columns[0]!.jaar === columns[2]!.jaar &&
      columns[1]!.jaar === columns[3]!.jaar &&
      columns[0]!.jaar !== columns[1]!.jaar
    ) {
      boundary = years[1]!.x + years[1]!.w + 4;
    } else if (distinct.size !== columns.length) {
      addMelding(MELDING.DUBBEL_JAAR!(String(pagina)));
      skipPage = true;
    } else if (distinct.size > 2) {
      skipPage = true; // a multi-year overview, not the statement itself
    }
    headers.push({ index, columns, boundary });
  });
  return skipPage ? null : headers;
}

/** One stream's part of a line as a row: the label before the first number, the amounts placed in their year columns. */
function rowOfCells(
  cells: Cell[],
  columns: Column[] | null,
  singleYear: number | null,
  line: Line,
  pagina: number,
): Row | null {
  const firstNumber = cells.findIndex((cell) => !isTextCell(cell));
  const leading = firstNumber < 0 ? cells : cells.slice(0, firstNumber);
  const label = cleanLabel(leading.map((cell) => cell.text).join(' '));
  const numbers = cells.filter((cell) => !isTextCell(cell) && !leading.includes(cell));
  const amounts: Amount[] = [];
  let rowUnsure = false;
  for (const cell of numbers) {
    if (cell.cents === null) continue;
    if (!columns) {
      amounts.push({ jaar: singleYear!, cents: cell.cents, cell });
      continue;
    }
    const column = columnOf(cell.x, cell.x + cell.w, columns);
    if (column === 'UNSURE') rowUnsure = true;
    else if (column) amounts.push({ jaar: column.jaar, cents: cell.cents, cell });
  }
  if (!columns && amounts.length > 1) rowUnsure = true;
  if (new Set(amounts.map((amount) => amount.jaar)).size !== amounts.length) rowUnsure = true;
  if (label === '' && amounts.length === 0) return null;
  return { label, labelCells: leading, amounts, unsure: rowUnsure, line, pagina };
}

/** The rows of a page per stream (side by side: activa left, passiva right). */
function pageRows(lines: Line[], headers: ColumnHeader[], singleYear: number | null, pagina: number): Row[][] {
  const streams: Row[][] = [[], []];
  lines.forEach((line, index) => {
    const header = [...headers].reverse().find((candidate) => candidate.index < index);
    if (headers.some((candidate) => candidate.index === index)) return;
    if (!header && singleYear === null) return;
    const parts: Cell[][] = [[], []];
    for (const cell of line.cells) parts[header?.boundary != null && cell.x >= header.boundary ? 1 : 0]!.push(cell);
    parts.forEach((cells, stream) => {
      if (cells.length === 0) return;
      const columns = header
        ? header.boundary == null
          ? header.columns
          : header.columns.slice(stream * 2, stream * 2 + 2)
        : null;
      const row = rowOfCells(cells, columns, singleYear, line, pagina);
      if (row) streams[stream]!.push(row);
    });
  });
  return streams;
}

/**
 * The figures of one stream: a line named as a field, and the total of a section whose items add up
 * (named by the section's title). Returns the totals that close no known field (for the grand total).
 */
function streamCandidates(rows: Row[], kind: PageKind, scale: number, lezing: Lezing): Row[] {
  const stack: Section[] = [];
  const looseTotals: Row[] = [];
  const addCandidate = (veld: IntakeVeld, row: Row, amounts: Amount[], tekst: string) => {
    if (BALANCE_FIELDS.has(veld) && kind !== 'BALANS') return;
    if (veld === 'fiscaleWinst' && kind === 'BALANS') return;
    if (row.unsure) {
      lezing.unsure.add(veld);
      return;
    }
    for (const amount of amounts) {
      lezing.candidates.push({
        veld,
        jaar: amount.jaar,
        cents: amount.cents * scale,
        pagina: row.pagina,
        tekst,
        positie: positie([...row.line.cells]),
      });
    }
  };
  for (const row of rows) {
    const norm = normalizeLabel(row.label);
    const field = FIELD_LABELS.find(([, re]) => re.test(norm))?.[0];
    if (row.amounts.length === 0 && !row.unsure) {
      if (norm !== '') stack.push({ label: norm, row, items: [], itemRows: [] });
      continue;
    }
    if (field) addCandidate(field, row, row.amounts, lineText(row.line.cells));
    const top = stack[stack.length - 1];
    const isTotal =
      norm === '' ||
      BARE_TOTAL.test(norm) ||
      (top !== undefined && (norm === `totaal ${top.label}` || norm === `total ${top.label}`));
    if (isTotal && !row.unsure) {
      if (top && closesSection(top, row)) {
        stack.pop();
        const topField = FIELD_LABELS.find(([, re]) => re.test(top.label))?.[0];
        if (topField && norm === '')
          addCandidate(topField, row, row.amounts, `${cleanLabel(top.row.label)} … ${lineText(row.line.cells)}`);
        else if (!topField) looseTotals.push(row);
        const parent = stack[stack.length - 1];
        if (parent) parent.itemRows.push({ ...row, label: top.label });
      } else if (norm === '' || BARE_TOTAL.test(norm)) {
        looseTotals.push(row);
        stack.length = 0;
      }
      continue;
    }
    if (top && !row.unsure) top.itemRows.push(row);
    else if (row.unsure) stack.length = 0;
  }
  return looseTotals;
}

/** A total row closes a section when it has amounts, each the sum of the section's items of its year. */
function closesSection(section: Section, total: Row): boolean {
  return (
    section.itemRows.length > 0 &&
    total.amounts.every((amount) => sumOf(section, amount.jaar) === amount.cents) &&
    total.amounts.length > 0 &&
    total.amounts.every((amount) =>
      section.itemRows.some((item) => item.amounts.some((other) => other.jaar === amount.jaar)),
    )
  );
}

/** Reads one recognised page into the reading, or leaves it out with a melding (unclear scale, columns or year). */
function readPage(
  page: PageText,
  lines: Line[],
  kind: PageKind,
  titles: string[],
  firstAmountLine: number,
  scale: NonNullable<Scale>,
  lezing: Lezing,
): void {
  if (scale === 'TEGENSTRIJDIG') {
    lezing.addMelding(MELDING.SCHAAL!(String(page.pagina)));
    return;
  }
  const headers = columnHeaders(lines, page.pagina, lezing.addMelding);
  if (headers === null) return;
  const singleYear = kind === 'AANGIFTE' || kind === 'FISCAAL' ? titleYear(titles) : null;
  if (headers.length === 0 && singleYear === null) {
    if (firstAmountLine >= 0) lezing.addMelding(MELDING.JAAR!(String(page.pagina)));
    return;
  }
  const streams = pageRows(lines, headers, singleYear, page.pagina);
  for (const rows of streams) {
    const looseTotals = streamCandidates(rows, kind, scale, lezing);
    // a grand total printed without a label: the largest amount of the balance sheet, printed
    // at the end of both activa and passiva
    if (kind === 'BALANS') looseTotalCandidates(looseTotals, streams, scale, lezing.candidates);
  }
}

/** Reads the figures from the text of a document's pages. */
export function readAccounts(pages: PageText[]): LeesResultaat {
  const meldingen: Melding[] = [];
  const addMelding = (melding: Melding) => {
    if (!meldingen.some((known) => known.code === melding.code && known.nl === melding.nl)) meldingen.push(melding);
  };
  const textChars = pages.reduce(
    (total, page) => total + page.items.reduce((sum, item) => sum + item.str.replace(/\s/g, '').length, 0),
    0,
  );
  if (textChars < 20) return { status: 'GEEN_TEKST', boekjaren: [], meldingen: [MELDING.GEEN_TEKST!()] };

  const pageLines = pages.map((page) => toLines(page));
  const scales = pageLines.map((lines) => statedScale(lines.map((line) => lineText(line.cells)).join('\n')));
  const documentScales = new Set(scales.filter((scale) => scale !== null));
  const lezing: Lezing = { candidates: [], unsure: new Set<string>(), addMelding };
  let previous: PageKind | null = null;
  let recognised = false;
  for (let pageIndex = 0; pageIndex < pages.length; pageIndex++) {
    const lines = pageLines[pageIndex]!;
    const firstAmountLine = lines.findIndex((line) =>
      line.cells.some((cell) => cell.cents !== null && cell.year === null && /\d/.test(cell.text)),
    );
    const titleRegion = (firstAmountLine < 0 ? lines : lines.slice(0, firstAmountLine)).filter(
      (line) => !line.cells.some((cell) => cell.cents !== null && cell.year === null),
    );
    const titles = titleRegion.map((line) => normalizeLabel(lineText(line.cells)));
    const kind = pageKind(titles, previous);
    previous = kind === 'SKIP' ? null : kind;
    if (kind === null || kind === 'SKIP') continue;
    recognised = true;
    readPage(
      pages[pageIndex]!,
      lines,
      kind,
      titles,
      firstAmountLine,
      pageScale(scales[pageIndex] ?? null, documentScales),
      lezing,
    );
  }
  return decide(lezing.candidates, lezing.unsure, recognised, meldingen, addMelding);
}

function sumOf(section: Section, jaar: number): number {
  let sum = 0;
  for (const r of section.itemRows) for (const a of r.amounts) if (a.jaar === jaar) sum += a.cents;
  return sum;
}

function looseTotalCandidates(looseTotals: Row[], streams: Row[][], scale: number, candidates: Candidate[]) {
  const all = streams.flat();
  for (const row of looseTotals) {
    if (row.unsure || row.amounts.length === 0) continue;
    const ok = row.amounts.every((a) => {
      const max = Math.max(
        ...all.flatMap((r) => r.amounts.filter((x) => x.jaar === a.jaar).map((x) => Math.abs(x.cents))),
      );
      const same = all.filter(
        (r) => r !== row && r.label === '' && r.amounts.some((x) => x.jaar === a.jaar && x.cents === a.cents),
      );
      return a.cents === max && same.length >= 1;
    });
    if (!ok) continue;
    for (const a of row.amounts)
      candidates.push({
        veld: 'balanstotaal',
        jaar: a.jaar,
        cents: a.cents * scale,
        pagina: row.pagina,
        tekst: lineText(row.line.cells),
        positie: positie(row.line.cells),
      });
  }
}

function decide(
  candidates: Candidate[],
  unsure: Set<string>,
  recognised: boolean,
  meldingen: Melding[],
  addMelding: (m: Melding) => void,
): LeesResultaat {
  const byYear = new Map<number, GelezenBoekjaar>();
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = `${c.veld}|${c.jaar}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const [key, list] of groups) {
    const [veld, jaarText] = key.split('|') as [IntakeVeld, string];
    const jaar = Number(jaarText);
    if (new Set(list.map((c) => c.cents)).size > 1) {
      addMelding(
        veld === 'balanstotaal'
          ? MELDING.BALANS_ONGELIJK!(jaarText)
          : MELDING.TEGENSTRIJDIG!(`${VELD_NAAM[veld]} (${jaar})`),
      );
      continue;
    }
    const c = list[0]!;
    const waarde: VeldWaarde = { waarde: c.cents / 100, pagina: c.pagina, tekst: c.tekst, positie: c.positie };
    const year = byYear.get(jaar) ?? { jaar, velden: {} };
    year.velden[veld] = waarde;
    byYear.set(jaar, year);
  }
  for (const veld of unsure) {
    const found = [...byYear.values()].some((y) => y.velden[veld as IntakeVeld]);
    if (!found) addMelding(MELDING.KOLOM!(VELD_NAAM[veld as IntakeVeld]));
  }
  const boekjaren = [...byYear.values()]
    .sort((a, b) => b.jaar - a.jaar)
    .map((y) => ({
      jaar: y.jaar,
      velden: Object.fromEntries(INTAKE_VELDEN.filter((v) => y.velden[v]).map((v) => [v, y.velden[v]!])),
    }));
  if (boekjaren.length === 0) {
    if (!recognised || meldingen.length === 0) addMelding(MELDING.NIET_HERKEND!());
    return { status: 'NIET_HERKEND', bron: 'PDF_TEKST', boekjaren: [], meldingen };
  }
  return { status: 'GELEZEN', bron: 'PDF_TEKST', boekjaren, meldingen };
}
