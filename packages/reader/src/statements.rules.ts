// Pure rules: the statements of a document as tables (docs/intake.md, "Statements as tables"). A
// statement starts at its title (vocabulary.data.ts) anywhere on a page and runs to the next title or
// the end of the page; a balance sheet continues on the next page when that page has no title of its
// own. Its header is the last line of years or dates above its first amount, whatever words stand
// beside them; its amounts are clustered into columns by their right edges over the whole table, a
// column of note references is recognised by its content, and the columns are mapped to the header's
// years in order (one column per year, or an item and a total column per year). Side-by-side statements
// (activa | passiva) are split where labels start right of amounts. Labels wrapped over two lines are
// joined, parentheticals and note references dropped. What cannot be mapped is left out, with a reason.
import { cleanLabel, normalizeLabel } from './amount.rules.ts';
import type { Cell, Line } from './layout.rules.ts';
import {
  COLUMN_GROUP_WORDS,
  fieldOf,
  NOTE_COLUMN_WORDS,
  HEADER_WORDS,
  REGISTRATION_NUMBER,
  isKnownLabel,
  isTotalLabel,
  mendOcrWord,
  SIDE_WORDS,
  STATEMENT_TITLES,
  type StatementKind,
} from './vocabulary.data.ts';

interface PageLines {
  pagina: number;
  lines: Line[];
}

export interface Statement {
  kind: StatementKind;
  pagina: number;
  /** the one year a line of its own states on the page ("2013" above a foundation's statements) */
  paginaJaar?: number;
  /** the title line's normalised text */
  title: string;
  /** lines after the title, top to bottom */
  lines: Line[];
}

interface YearMark {
  jaar: number;
  /** centre of the printed year or date */
  x: number;
}

/** One amount of a row, placed in a year's column. */
export interface Placed {
  jaar: number;
  cents: number;
  /** printed in the outer (total) column of its year */
  outer: boolean;
  cell: Cell;
}

export interface TableRow {
  label: string;
  /** the label as printed (joined over wrapped lines) */
  raw: string;
  /** left edge of the label (indentation) */
  x: number;
  /** amounts per year (at most one inner and one outer per year) */
  amounts: Placed[];
  /** a number on the line that belongs to no column: the row proves nothing */
  unsure: boolean;
  /** the line held a note reference (an item, even with empty cells) */
  noot: boolean;
  lines: Line[];
  pagina: number;
  /** a header line repeated inside the table names a side ("Passiva 2024 2023") */
  side: boolean;
  /**
   * a section's heading whatever its indentation: one whose total was printed on its line (proof.rules.ts
   * `totalsFirst`), or a line without amounts in the notes to the balance sheet (accounts.rules.ts `readNotes`)
   */
  heading?: boolean;
}

export interface Table {
  kind: StatementKind;
  pagina: number;
  years: number[];
  streams: TableRow[][];
  /** text of the title and header region (for the scale) */
  headText: string;
  /** a group's columns stood beside the company's own and were set aside (`columnGroups`) */
  groepOvergeslagen: boolean;
}

const YEAR_TOKEN = new RegExp(
  [
    String.raw`\b(?:0?[1-9]|[12]\d|3[01])[-./](?:0?[1-9]|1[0-2])[-./]((?:19|20|21)\d{2})\b`,
    // a date with a two-digit year ("31.12.22"), as some accountants print their column headers
    String.raw`\b(?:0?[1-9]|[12]\d|3[01])(?<sep>[-./])(?:0?[1-9]|1[0-2])\k<sep>(\d{2})(?![\d.,])`,
    // (OCR may glue the words: "31december2023")
    String.raw`\b(?:0?[1-9]|[12]\d|3[01])\s*(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december|january|february|march|may|june|july|august|october|jan|feb|mrt|maa|mar|apr|jun|jul|aug|sep|sept|okt|oct|nov|dec)\.?,?\s*((?:19|20|21)\d{2})\b`,
    String.raw`\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+(?:0?[1-9]|[12]\d|3[01]),?\s+((?:19|20|21)\d{2})\b`,
    String.raw`\bultimo\s+((?:19|20|21)\d{2})\b`,
    String.raw`\b(?:19|20|21)\d{2}\s*/\s*((?:19|20|21)?\d{2})\b`,
    String.raw`(?<![\d.,])((?:19|20|21)\d{2})(?![\d.,])`,
  ].join('|'),
  'g',
);

/** The years and dates printed in a line (a date may run over several cells), with their horizontal centres. */
export function yearMarks(line: Line): { marks: YearMark[]; rest: string } {
  let text = '';
  const xs: number[] = [];
  for (const cell of line.cells) {
    const t = normalizeLabel(cell.text);
    const perChar = cell.w / Math.max(1, t.length);
    if (text !== '') {
      text += ' ';
      xs.push(cell.x);
    }
    for (let i = 0; i < t.length; i++) xs.push(cell.x + perChar * (i + 0.5));
    text += t;
  }
  text = dotRestored(text, xs);
  const marks: YearMark[] = [];
  let rest = '';
  let last = 0;
  for (const m of text.matchAll(YEAR_TOKEN)) {
    const shortDate = /^\d{1,2}([-./])\d{1,2}\1(\d{2})$/.exec(m[0]);
    const raw = shortDate ? shortDate[2]! : m.slice(1).find((g) => g !== undefined && !/^[-./]$/.test(g))!;
    let jaar = Number(raw);
    if (shortDate) jaar += jaar < 70 ? 2000 : 1900;
    else if (raw.length === 2) jaar = Math.floor(Number(m[0].slice(0, 4)) / 100) * 100 + jaar;
    if (/^\d{4}\s*\/\s*\d{2,4}$/.test(m[0]) && jaar !== Number(m[0].slice(0, 4)) + 1) continue;
    if (jaar < 1950 || jaar > 2199) continue;
    // "€ 2013" is an amount, not a year
    if (/^\d{4}$/.test(m[0]) && /[€£]\s*$/.test(text.slice(0, m.index))) continue;
    const from = xs[m.index] ?? 0;
    const to = xs[m.index + m[0].length - 1] ?? from;
    marks.push({ jaar, x: (from + to) / 2 });
    rest += ` ${text.slice(last, m.index)}`;
    last = m.index + m[0].length;
  }
  rest += ` ${text.slice(last)}`;
  return { marks, rest: rest.replace(/\s+/g, ' ').trim() };
}

/**
 * A short date whose second dot OCR lost ("31.1222" beside "31.12.21" on one header line): the dot put
 * back where the line holds a short date of the same day and month a year apart, so both are read as
 * years ("31.12.22"); a number standing alone is left as it is. `xs` (each character's centre) grows with it.
 */
function dotRestored(text: string, xs: number[]): string {
  const dates = [...text.matchAll(/(?<![\d.,])(\d{1,2})\.(\d{2})\.(\d{2})(?![\d.,])/g)];
  for (const m of [...text.matchAll(/(?<![\d.,])(\d{1,2})\.(\d{2})(\d{2})(?![\d.,])/g)].reverse()) {
    const twin = dates.some((d) => d[1] === m[1] && d[2] === m[2] && Math.abs(Number(d[3]) - Number(m[3])) === 1);
    if (!twin) continue;
    const at = m.index + m[1]!.length + 3;
    text = `${text.slice(0, at)}.${text.slice(at)}`;
    xs.splice(at, 0, xs[at - 1] ?? 0);
  }
  return text;
}

/** A line of years or dates with at most header words beside them ("Activa 31 december 2024 31 december 2023"). */
export function headerMarks(line: Line): YearMark[] | null {
  const { marks, rest } = yearMarks(line);
  if (marks.length === 0) return null;
  const words = rest.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  // two or more years with words but no other number beside them are a header whatever the words
  if (words !== '' && !HEADER_WORDS.test(words) && (marks.length < 2 || /\d/.test(words))) return null;
  return marks;
}

export function titleKind(line: Line): StatementKind | null {
  // a title carries no amount beside its dates ("Balans per 31 december 2024" is a title, "Balans 12.345" is not)
  const { rest } = yearMarks(line);
  // (a registration number beside the title is no amount)
  if (/\d{1,3}(?:[.,]\d{3})+|\d{3,}/.test(rest.replace(/'\d{2}\b/g, '').replace(REGISTRATION_NUMBER, ''))) return null;
  // (a mark with no letter or digit before the title is OCR's reading of the paper's edge: "| Balans")
  const from = line.cells.findIndex((c) => /[\p{L}\d]/u.test(c.text));
  const raw = line.cells
    .slice(Math.max(0, from))
    .map((c) => c.text)
    .join(' ');
  if (/(?:[.…·_]\s*){3,}\s*\d+$/.test(raw)) return null; // a line of a table of contents
  // a title numbered as a section of the document ("A. Balans", "3.1 Balans per 31 december 2024")
  const text = normalizeLabel(raw).replace(/^(?:[a-h]|\d{1,2}(?:\.\d{1,2})*)[.)]?\s+(?=[a-z])/, '');
  for (const [kind, re] of STATEMENT_TITLES) if (re.test(text)) return kind;
  return null;
}

/** The statements of the document in reading order. */
export function statements(pages: PageLines[]): Statement[] {
  const out: Statement[] = [];
  let previous: Statement | null = null;
  for (const { pagina, lines } of pages) {
    let current: Statement | null = null;
    const before: Line[] = [];
    for (const line of lines) {
      // a line of years with a header word is a header, never a title ("Toelichting 2024 2023")
      const kind = headerMarks(line) && yearMarks(line).marks.length > 1 ? null : titleKind(line);
      if (kind) {
        current = { kind, pagina, title: normalizeLabel(line.cells.map((c) => c.text).join(' ')), lines: [] };
        out.push(current);
      } else if (current) current.lines.push(line);
      else before.push(line);
    }
    // a page without a title of its own before its first statement continues the previous balance sheet
    if (previous?.kind === 'BALANS' && before.some((l) => headerMarks(l))) {
      out.splice(out.length - out.filter((s) => s.pagina === pagina).length, 0, {
        kind: 'BALANS',
        pagina,
        title: previous.title,
        lines: before,
      });
    }
    previous = out[out.length - 1] ?? previous;
    const lone = new Set(
      lines
        .map((l) => normalizeLabel(l.cells.map((c) => c.text).join(' ')))
        .filter((t) => /^(?:boekjaar |jaar )?(?:19|20)\d{2}$/.test(t))
        .map((t) => Number(t.slice(-4))),
    );
    if (lone.size === 1) for (const st of out) if (st.pagina === pagina) st.paginaJaar = [...lone][0]!;
  }
  return out;
}

const NOTE = /^(?:\(\d{1,2}(?:\.\d{1,2})?[a-z]?\)|\d{1,2}(?:\.\d{1,2})?[a-z]?)$/;

function isAmountCell(c: Cell): boolean {
  return c.cents !== null && /\d|^[-–—]$/.test(c.text);
}

function hasLetters(c: Cell): boolean {
  return /[a-zà-ÿ]{2,}/i.test(c.text);
}

/**
 * Note references going down a column: in brackets, with a decimal or letter, or increasing integers;
 * or any small integers standing under the header's "Notes" / "Toelichting" (a note referred to twice).
 */
function isNoteColumn(k: Cluster, noteHeads: readonly Span[]): boolean {
  if (!k.note) return false;
  // (under it: the column's right edges about its header word, which a photo's column drifts from)
  if (noteHeads.some(([from, to]) => k.right >= from - 8 && k.right <= to + 8)) return true;
  const texts = [...k.cells].sort((a, b) => a.y - b.y).map((c) => c.text.trim());
  // references are never nil and name each note once; a column of small amounts has zeros and repeats
  if (texts.some((t) => /^\(?0\)?$/.test(t)) || new Set(texts).size < texts.length) return false;
  if (texts.some((t) => /[().a-z]/.test(t))) return true;
  const n = texts.map(Number);
  return n.every((v, i) => i === 0 || v > n[i - 1]!);
}

/** A horizontal extent on the page: from, to. */
type Span = readonly [number, number];

/** Where the header names a column of note references ("Notes", "Toelichting", "Noot", "Ref."). */
function noteHeadsOf(head: Line[]): Span[] {
  return head.flatMap((line) =>
    line.cells.filter((c) => NOTE_COLUMN_WORDS.test(normalizeLabel(c.text))).map((c): Span => [c.x, c.x + c.w]),
  );
}

interface Cluster {
  right: number;
  cells: Cell[];
  note: boolean;
  /** the leftmost and rightmost of its cells' right edges */
  from: number;
  to: number;
}

/** Right edges within this distance of the next form one column. */
const COLUMN_TOLERANCE = 4;
/**
 * A column's right edges spread at most this far: a photographed page narrows towards its top
 * (perspective), so a column's edge drifts by some points from its first row to its last.
 */
const COLUMN_SPREAD = 16;

/**
 * Where an amount is aligned: the right edge of its last digit, so that "(3,810)" and "1.234-" hang
 * their bracket or sign past the column as accountants print them.
 */
function alignRight(c: Cell, digits: boolean): number {
  if (!digits) return c.x + c.w;
  const last = c.text.search(/\d[^\d]*$/);
  if (last < 0 || c.text.length === 0) return c.x + c.w;
  return c.x + (c.w * (last + 1)) / c.text.length;
}

function clusters(cells: Cell[], digits = false): Cluster[] {
  const sorted = [...cells].sort((a, b) => alignRight(a, digits) - alignRight(b, digits));
  const out: Cluster[] = [];
  for (const c of sorted) {
    const right = alignRight(c, digits);
    const last = out[out.length - 1];
    if (last && right - last.to <= COLUMN_TOLERANCE && right - last.from <= COLUMN_SPREAD) {
      last.cells.push(c);
      last.right = last.cells.reduce((s, x) => s + alignRight(x, digits), 0) / last.cells.length;
      last.to = right;
    } else out.push({ right, cells: [c], note: false, from: right, to: right });
  }
  for (const k of out) k.note = k.cells.every((c) => NOTE.test(c.text.trim()) && !/^\d{3,}$/.test(c.text.trim()));
  return out;
}

/** Where the right-hand statement starts on side-by-side pages (activa | passiva), or null. */
function sideBoundary(lines: Line[]): number | null {
  // "Activa … Passiva" on one line: the right-hand statement starts at its side word
  for (const line of lines) {
    const sides = line.cells.filter((c) => SIDE_WORDS.test(normalizeLabel(c.text)));
    if (sides.length === 2 && line.cells.length === 2) return sides[1]!.x - 1;
  }
  const candidates: number[] = [];
  for (const line of lines) {
    let seenAmount = false;
    for (const c of line.cells) {
      if (isAmountCell(c)) seenAmount = true;
      // (a word of three letters at least: "Ll" beside a column is a misread nought, no label)
      else if (seenAmount && /[a-zà-ÿ]{3,}/i.test(c.text) && !/^(?:-\/-|€|eur|£)$/i.test(c.text.trim())) {
        candidates.push(c.x);
        break;
      }
    }
  }
  // the left edge of the right-hand labels: seen on two lines at least (a footer "Pagina 1 van 3" is not it)
  const confirmed = candidates.filter((x) => candidates.filter((o) => Math.abs(o - x) <= 15).length >= 2);
  if (confirmed.length < 2) return null;
  // the right-hand labels start right of the left-hand amounts, indented or not
  const first = Math.min(...confirmed);
  let leftAmounts = 0;
  for (const line of lines)
    for (const c of line.cells)
      if (isAmountCell(c) && c.x + c.w < first) leftAmounts = Math.max(leftAmounts, c.x + c.w);
  let boundary = first;
  for (const line of lines)
    for (const c of line.cells) if (hasLetters(c) && c.x > leftAmounts && c.x < boundary) boundary = c.x;
  return boundary - 1;
}

type TableResult = { table: Table } | { reden: 'KOLOMMEN' | 'JAAR' | 'DUBBEL' };

/**
 * A statement as a table: its header years, its streams of rows with amounts placed per year. Null
 * when it holds no amounts; a reason when its columns or years cannot be mapped.
 */
export function table(
  st: Statement,
  score: (rows: TableRow[], years: number[]) => number = () => 0,
): TableResult | null {
  const whole = tableAt(st, score);
  if (!whole || !('reden' in whole)) return whole;
  // no header of years above the first amounts, which cannot be mapped (a schedule under its own
  // words, "Inventaris | Auto's", at the top of a page of notes): the table starts at the header of
  // two years further down, and what stands above it is not read
  const first = st.lines.findIndex((l) => l.cells.some((c) => isAmountCell(c)));
  if (st.lines.slice(0, first).some((l) => headerMarks(l))) return whole;
  const later = st.lines.findIndex(
    (l, i) => i > first && (headerMarks(l)?.length ?? 0) >= 2 && agreesWithTitle(st, headerMarks(l)!),
  );
  if (later < 0) return whole;
  const below = tableAt({ ...st, lines: st.lines.slice(later) }, score);
  return below && !('reden' in below) ? below : whole;
}

function tableAt(st: Statement, score: (rows: TableRow[], years: number[]) => number): TableResult | null {
  const amountLine = st.lines.findIndex(
    (l) => (!headerMarks(l) || !agreesWithTitle(st, headerMarks(l)!)) && l.cells.some((c) => isAmountCell(c)),
  );
  if (amountLine < 0) return null;
  // a header names the title's year ("Balans per 31 december 2024"), else it is a row ("activa 2085")
  let headerIndex = -1;
  for (let i = amountLine - 1; i >= 0; i--) {
    const marks = headerMarks(st.lines[i]!);
    if (marks && agreesWithTitle(st, marks)) {
      headerIndex = i;
      break;
    }
  }
  const head = st.lines.slice(0, headerIndex >= 0 ? headerIndex + 1 : amountLine);
  const headText = [st.title, ...head.map((l) => l.cells.map((c) => c.text).join(' '))].join('\n');
  // no header: the year is the title's, and the rows start right under the title (its headings too)
  const body = st.lines.slice(headerIndex >= 0 ? headerIndex + 1 : firstRowAfterHead(st.lines, amountLine));
  let marks = headerIndex >= 0 ? headerMarks(st.lines[headerIndex]!)! : [];
  if (marks.length === 0) {
    // the year only in the title ("Balans per 31 december 2024"), or in the title of a return
    const years = titleYears(st);
    if (years.size === 0 && st.paginaJaar) years.add(st.paginaJaar);
    if (years.size !== 1) return { reden: 'JAAR' };
    marks = [{ jaar: [...years][0]!, x: Number.NaN }];
  }
  // a group's columns beside the company's own: the group's laid out under years of their own, then
  // left out; where a line names both but the years do not split so (a misread year), nothing is read
  const groups = groupLine(head);
  const own = groups ? columnGroups(groups, marks) : null;
  if (groups && !own) return { reden: 'KOLOMMEN' };
  if (own) marks = marks.map((m) => ({ jaar: own.get(m) ?? m.jaar + SET_ASIDE, x: m.x }));
  const boundary = sideBoundary(body);
  const streamsLines: Line[][] = boundary === null ? [body] : [[], []];
  if (boundary !== null)
    for (const line of body) {
      const left = line.cells.filter((c) => c.x < boundary);
      const right = line.cells.filter((c) => c.x >= boundary);
      if (left.length) streamsLines[0]!.push({ ...line, cells: left });
      if (right.length) streamsLines[1]!.push({ ...line, cells: right });
    }
  const streamMarks: YearMark[][] =
    boundary === null
      ? [marks]
      : Number.isNaN(marks[0]!.x)
        ? [marks, marks]
        : [marks.filter((m) => m.x < boundary), marks.filter((m) => m.x >= boundary)];
  const streams: TableRow[][] = [];
  const years = new Set<number>();
  // ("Notes" may stand on the header's line, above it, or on a line of currencies under it)
  const noteHeads = noteHeadsOf(st.lines.slice(0, amountLine));
  for (let s = 0; s < streamsLines.length; s++) {
    const sm = streamMarks[s]!;
    if (sm.length === 0) return { reden: 'KOLOMMEN' };
    if (new Set(sm.map((m) => m.jaar)).size !== sm.length) return { reden: 'DUBBEL' };
    // a first column of small increasing numbers: note references, or the items of an item column
    const asItems = streamRows(streamsLines[s]!, sm, st.pagina, { first: false, heads: noteHeads });
    const asNotes = streamRows(streamsLines[s]!, sm, st.pagina, { first: true, heads: noteHeads });
    const jaren = sm.map((m) => m.jaar);
    const rows = asNotes && (!asItems || score(asNotes, jaren) > score(asItems, jaren)) ? asNotes : asItems;
    if (rows === null) return { reden: 'KOLOMMEN' };
    sm.forEach((m) => m.jaar < SET_ASIDE && years.add(m.jaar));
    streams.push(rows.map((r) => ({ ...r, amounts: r.amounts.filter((a) => a.jaar < SET_ASIDE) })));
  }
  return {
    table: { kind: st.kind, pagina: st.pagina, years: [...years], streams, headText, groepOvergeslagen: own !== null },
  };
}

/** Added to the year of a column set aside (a group's beside the company's own): no year of a table. */
const SET_ASIDE = 100_000;

/** The words of a line naming a group's columns and the company's own, with their centres. */
interface GroupWords {
  enkelvoudig: number[];
  geconsolideerd: number[];
}

/** The nearest line above the header's years (or that line itself) naming both kinds of columns, or null. */
function groupLine(head: Line[]): GroupWords | null {
  for (const line of [...head].reverse().slice(0, 4)) {
    const at = (re: RegExp) =>
      line.cells
        .filter((c) =>
          re.test(
            normalizeLabel(c.text)
              .replace(/[:()]|\b\d{4}\b/g, '')
              .replace(/\s+/g, ' ')
              .trim(),
          ),
        )
        .map((c) => c.x + c.w / 2);
    const words = {
      enkelvoudig: at(COLUMN_GROUP_WORDS.enkelvoudig),
      geconsolideerd: at(COLUMN_GROUP_WORDS.geconsolideerd),
    };
    if (words.enkelvoudig.length > 0 && words.geconsolideerd.length > 0) return words;
  }
  return null;
}

/**
 * The company's own year marks, each with its year, where a group's columns and the company's stand
 * side by side: the header's years fall in two runs of the same years in the same order, left and
 * right, each under its word (`groupLine`: "Group" | "Company", "Geconsolideerd" | "Enkelvoudig"). The
 * separate columns are the company's own figures, preferred as in XBRL (docs/intake.md, "Group and
 * company columns"). The two runs print the same dates, so where one year of them differs by one digit
 * (OCR read "2019" as "2009"), the year that keeps its run consecutive is both runs' year. Null when the
 * years do not split so, or the words do not say which run is which.
 */
function columnGroups(words: GroupWords, marks: YearMark[]): Map<YearMark, number> | null {
  if (marks.length % 2 !== 0 || Number.isNaN(marks[0]!.x)) return null;
  if (words.enkelvoudig.length !== 1 || words.geconsolideerd.length !== 1) return null;
  const ordered = [...marks].sort((a, b) => a.x - b.x);
  const runs = [ordered.slice(0, marks.length / 2), ordered.slice(marks.length / 2)] as const;
  const years = sameYears(
    runs[0].map((m) => m.jaar),
    runs[1].map((m) => m.jaar),
  );
  if (!years) return null;
  const centre = (run: readonly YearMark[]) => run.reduce((sum, m) => sum + m.x, 0) / run.length;
  const [leftCentre, rightCentre] = runs.map(centre) as [number, number];
  const nearer = (x: number) => (Math.abs(x - leftCentre) < Math.abs(x - rightCentre) ? 0 : 1);
  const ownRun = nearer(words.enkelvoudig[0]!);
  if (nearer(words.geconsolideerd[0]!) === ownRun) return null;
  return new Map(runs[ownRun].map((m, i) => [m, years[i]!]));
}

/** The years two runs of columns both print (see `columnGroups`), or null. */
function sameYears(left: number[], right: number[]): number[] | null {
  if (new Set(left).size !== left.length) return null;
  const differ = left.flatMap((y, i) => (y === right[i] ? [] : [i]));
  if (differ.length === 0) return left;
  if (differ.length !== 1) return null;
  const i = differ[0]!;
  const [a, b] = [String(left[i]), String(right[i])];
  if ([...a].filter((ch, k) => ch !== b[k]).length !== 1) return null;
  // the candidate year that stands one year from its neighbours in the run
  const consecutive = (y: number) =>
    [left[i - 1], left[i + 1]].some((n) => n !== undefined && Math.abs(n - y) === 1) &&
    !left.some((n, k) => k !== i && n === y);
  const fits = [left[i]!, right[i]!].filter(consecutive);
  if (fits.length !== 1) return null;
  return left.map((y, k) => (k === i ? fits[0]! : y));
}

/** The years the statement's title names ("Balans per 31 december 2024"). */
function titleYears(st: Statement): Set<number> {
  const title: Line = { cells: [{ text: st.title, x: 0, y: 0, w: 1, h: 1, cents: null, year: null }], y: 0, h: 1 };
  return new Set(yearMarks(title).marks.map((m) => m.jaar));
}

/** A line of years agrees with the statement's title when it names the title's one year (or there is none). */
function agreesWithTitle(st: Statement, marks: YearMark[]): boolean {
  const years = titleYears(st);
  return years.size !== 1 || marks.some((m) => years.has(m.jaar)) || marks.length > 2;
}

/** The first line of a table without a header: after any scale or currency line under the title. */
function firstRowAfterHead(lines: Line[], amountLine: number): number {
  let i = 0;
  while (
    i < amountLine &&
    /^(?:\(?(?:bedragen|amounts|in|x|×|€|eur|£)\b[^a-z]*|[^a-z]*)$/i.test(
      lines[i]!.cells.map((c) => c.text)
        .join(' ')
        .trim(),
    )
  )
    i++;
  return i;
}

/**
 * The rows of one stream, its amounts placed in year columns. Columns are found on the amounts' right
 * edges, or, where that does not map to the years, on the right edge of their last digit (a bracket or
 * sign hanging past the column).
 */
function streamRows(lines: Line[], marks: YearMark[], pagina: number, notes: NoteHint): TableRow[] | null {
  return streamRowsAligned(lines, marks, pagina, notes, false) ?? streamRowsAligned(lines, marks, pagina, notes, true);
}

function streamRowsAligned(
  lines: Line[],
  marks: YearMark[],
  pagina: number,
  notes: NoteHint,
  digits: boolean,
): TableRow[] | null {
  const layout = columnLayout(lines, marks, notes, digits);
  if (!layout) return null;
  const rows = layoutRows(lines, layout, pagina);
  // item and total columns: a row holds an item or a total, both only where a total stands on its
  // last item's line; a table whose rows mostly fill both columns has two years, not items and totals
  if (layout.mapping.some((m) => m.outer)) {
    const withAmounts = rows.filter((r) => r.amounts.length > 0);
    const both = withAmounts.filter((r) =>
      r.amounts.some((a) => !a.outer && r.amounts.some((o) => o.outer && o.jaar === a.jaar)),
    );
    if (both.length > Math.max(1, withAmounts.length / 2)) return null;
  }
  return rows;
}

/** Where a stream's amounts stand: its columns, each mapped to a year, and the numbers that are no amount. */
interface ColumnLayout {
  /** the year marks from left to right */
  ordered: YearMark[];
  columnOf: Map<Cell, number>;
  /** per column: its year, and whether it is the year's outer (total) column */
  mapping: { jaar: number; outer: boolean }[];
  /** note references */
  notes: Set<Cell>;
  /** numbers in the label area aligned by chance */
  noise: Set<Cell>;
  /** the left edge of the leftmost column */
  firstLeft: number;
  /** per column: the leftmost and rightmost right edge of its amounts */
  edges: { from: number; to: number }[];
}

/** Whether to take a first column of small integers as note references; where the header names notes. */
interface NoteHint {
  first: boolean;
  heads: readonly Span[];
}

/** The columns of a stream's amounts mapped to its years; null when they cannot be. */
function columnLayout(lines: Line[], marks: YearMark[], noteHint: NoteHint, digits: boolean): ColumnLayout | null {
  const ordered = Number.isNaN(marks[0]!.x) ? marks : [...marks].sort((a, b) => a.x - b.x);
  // amounts right of the labels: the first cell of a line is its label unless the line has no text
  const numberCells: Cell[] = [];
  for (const line of lines) {
    if (repeatsHeader(line, ordered)) continue;
    const firstText = line.cells.findIndex((c) => !isAmountCell(c));
    for (const [i, c] of line.cells.entries())
      if (isAmountCell(c) && (firstText < 0 || i > firstText || !hasLetters(line.cells[firstText]!)))
        numberCells.push(c);
  }
  const all = clusters(numberCells, digits).filter((k) => k.cells.length >= 2);
  const notes = takeNotes(all, numberCells, marks.length, noteHint, digits);
  if (!notes) return null;
  // a column far left of every year (numbers in the label area, aligned by chance): not amounts
  const leftmostYear = Math.min(...ordered.map((m) => m.x));
  const noise = new Set<Cell>();
  if (Number.isFinite(leftmostYear))
    while (all.length > 0 && all[0]!.right < leftmostYear - 60) all.shift()!.cells.forEach((c) => noise.add(c));
  const columns = all;
  const columnOf = new Map<Cell, number>();
  columns.forEach((k, i) => k.cells.forEach((c) => columnOf.set(c, i)));
  const mapping = columnMapping(columns, ordered);
  if (!mapping) return null;
  const firstLeft = Math.min(...columns.flatMap((k) => k.cells.map((c) => c.x)));
  return { ordered, columnOf, mapping, notes, noise, firstLeft, edges: columns.map(({ from, to }) => ({ from, to })) };
}

/** A line that repeats the header's years (all of them years of the table). */
function repeatsHeader(line: Line, ordered: YearMark[]): boolean {
  const repeated = headerMarks(line);
  return !!repeated && repeated.every((m) => ordered.some((o) => o.jaar === m.jaar));
}

/**
 * The note references: the columns of them taken off the front of `all`, and single ones outside any
 * column. Null when `notesFirst` asks for a first column of notes and there is none.
 */
function takeNotes(
  all: Cluster[],
  numberCells: Cell[],
  years: number,
  hint: NoteHint,
  digits: boolean,
): Set<Cell> | null {
  // a column of note references: references only ("(1)", "3.2", "1, 2, 3" going down), left of the
  // year columns, and one column more than the years need
  const notes = new Set<Cell>();
  while (all.length > years && all.length !== 2 * years && isNoteColumn(all[0]!, hint.heads))
    all.shift()!.cells.forEach((c) => notes.add(c));
  if ((all.length === 2 * years + 1 || (hint.first && all.length === 2 * years)) && isNoteColumn(all[0]!, hint.heads))
    all.shift()!.cells.forEach((c) => notes.add(c));
  else if (hint.first) return null;
  // single note references outside any column
  for (const k of clusters(numberCells, digits))
    if (
      k.cells.length === 1 &&
      /^\(\d{1,2}\)$/.test(k.cells[0]!.text.trim()) &&
      (!all[0] || k.right < all[0].right - 20)
    )
      notes.add(k.cells[0]!);
  return notes;
}

/** Each column's year: one column per year, an item and a total column per year, or each under its header. */
function columnMapping(columns: Cluster[], ordered: YearMark[]): ColumnLayout['mapping'] | null {
  const Y = ordered.length;
  if (columns.length === Y) return ordered.map((m) => ({ jaar: m.jaar, outer: false }));
  if (columns.length === 2 * Y)
    return ordered.flatMap((m) => [
      { jaar: m.jaar, outer: false },
      { jaar: m.jaar, outer: true },
    ]);
  if (columns.length < Y && columns.length > 0 && !Number.isNaN(ordered[0]!.x)) {
    // fewer columns than years: each column under the one header it stands below, or unsure
    const mapping: ColumnLayout['mapping'] = [];
    for (const k of columns) {
      const left = Math.min(...k.cells.map((c) => c.x));
      const under = ordered.filter((m) => m.x >= left - 10 && m.x <= k.right + 10);
      if (under.length !== 1) return null;
      mapping.push({ jaar: under[0]!.jaar, outer: false });
    }
    return mapping;
  }
  return null;
}

/** The rows of a stream laid out in its columns: labels joined over wrapped lines, headings, sides. */
function layoutRows(lines: Line[], layout: ColumnLayout, pagina: number): TableRow[] {
  const rows: TableRow[] = [];
  let pendingLabel: Pending | null = null;
  for (const line of lines) {
    if (repeatsHeader(line, layout.ordered)) {
      const side = sideRow(line, pagina);
      if (side) rows.push(side);
      pendingLabel = null;
      continue;
    }
    const { labelCells, amounts, unsure, noot: nootOnLine } = placeCells(line, layout);
    let noot = nootOnLine;
    let raw = rawText(labelCells);
    const x = labelCells[0]?.x ?? line.cells[0]!.x;
    // a continuation starts in lower case, or with a joining word in capitals ("TOTAL EQUITY" / "AND LIABILITIES")
    const lower =
      labelCells.length > 0 &&
      (/^[a-z]/.test(labelCells[0]!.text.trim()) || CONNECTOR.test(labelCells[0]!.text.trim().toLowerCase()));
    const continues = (before: string) =>
      labelCells.length > 0 && labelOf(before) !== '' && (lower || joinsInto(before, raw));
    if (amounts.length === 0 && !unsure) {
      if (raw === '') continue;
      // a continuation of the previous row's label ("Kortlopende 4.454" / "schulden")
      const prev = rows[rows.length - 1];
      if (prev && continues(prev.raw) && prev.amounts.length > 0 && !prev.side && !pendingLabel) {
        prev.raw = `${prev.raw} ${raw}`;
        prev.label = labelOf(prev.raw);
        prev.lines.push(line);
        continue;
      }
      const pending = pendingLabel as Pending | null;
      if (pending && continues(pending.raw)) {
        pendingLabel = { raw: `${pending.raw} ${raw}`, x: pending.x, line: pending.line, noot: pending.noot || noot };
        continue;
      }
      if (pendingLabel) rows.push(headingRow(pendingLabel, pagina));
      pendingLabel = { raw, x, line, noot };
      continue;
    }
    let rowLines = [line];
    let rowX = x;
    if (pendingLabel) {
      // a total's label on its own line, its amounts alone on the next ("Total equity" / "2 237 417 …")
      const totalAbove =
        labelCells.length === 0 && labelOf(pendingLabel.raw) !== '' && isTotalLabel(labelOf(pendingLabel.raw));
      if (totalAbove || (continues(pendingLabel.raw) && !headsIndentedItems(pendingLabel, x))) {
        raw = `${pendingLabel.raw} ${raw}`;
        rowLines = [pendingLabel.line, line];
        rowX = pendingLabel.x;
        noot = noot || pendingLabel.noot;
      } else rows.push(headingRow(pendingLabel, pagina));
      pendingLabel = null;
    }
    rows.push({ label: labelOf(raw), raw, x: rowX, amounts, unsure, noot, lines: rowLines, pagina, side: false });
  }
  if (pendingLabel) rows.push(headingRow(pendingLabel, pagina));
  return rows;
}

/** A repeated header line that names a side ("Passiva 2024 2023") is a side row; else null. */
function sideRow(line: Line, pagina: number): TableRow | null {
  const words = normalizeLabel(yearMarks(line).rest);
  if (!SIDE_WORDS.test(words) && !/^(?:activa|passiva|assets|liabilities)\b/.test(words)) return null;
  return {
    label: words,
    raw: words,
    x: line.cells[0]!.x,
    amounts: [],
    unsure: false,
    noot: false,
    lines: [line],
    pagina,
    side: true,
  };
}

/** A line's cells sorted out: its label, its amounts in their columns, whether it holds a note or a stray number. */
function placeCells(
  line: Line,
  layout: ColumnLayout,
): { labelCells: Cell[]; amounts: Placed[]; unsure: boolean; noot: boolean } {
  const labelCells: Cell[] = [];
  const amounts: Placed[] = [];
  let unsure = false;
  let noot = false;
  for (const c of line.cells) {
    if (/^(?:€|£|eur)$/i.test(c.text.trim())) continue; // a currency sign in a column of its own
    if (layout.noise.has(c)) continue;
    if (layout.notes.has(c)) {
      noot = true;
      continue;
    }
    const col = layout.columnOf.get(c);
    if (col !== undefined) {
      const m = layout.mapping[col]!;
      if (amounts.some((a) => a.jaar === m.jaar && a.outer === m.outer)) unsure = true;
      amounts.push({ jaar: m.jaar, cents: c.cents!, outer: m.outer, cell: c });
    } else if (!isAmountCell(c) && inColumnSetAside(c, layout)) {
      continue; // text in a column set aside (a group's beside the company's), as its amounts are
    } else if (!isAmountCell(c) && c.x >= layout.firstLeft - 5 && misreadNumber(c)) {
      unsure = true; // a number misread in the columns' area ("1549 798", "68s 784"): not all amounts read
    } else if (isAmountCell(c) && amounts.length === 0 && c.x + c.w < layout.firstLeft - 5) {
      // a number in the label area, outside every column (a reference, a stray mark): not an amount
      continue;
    } else if (
      isAmountCell(c) &&
      (labelCells.length > 0 || amounts.length > 0) &&
      !(NOTE.test(c.text.trim()) && amounts.length === 0)
    ) {
      unsure = true; // a number outside every column
    } else if (c.text.trim().length <= 2 && !/\d/.test(c.text) && columnYearAt(c, layout) !== null) {
      // a mark of one or two signs in a column ("Ll", "°": a bold nought in a photographed box): read as
      // an empty cell, so a section it stands in adds up only where it stood for nothing
      continue;
    } else if (amounts.length > 0 && hasLetters(c)) {
      unsure = true; // text after amounts: no table row ("Pagina 1 van 3")
    } else if (NOTE.test(c.text.trim()) && labelCells.length > 0 && amounts.length === 0) {
      noot = true;
    } else labelCells.push(c);
  }
  return { labelCells, amounts, unsure, noot };
}

/**
 * A cell that is mostly digits but no amount: a number misread ("1549 798", "68s 784", "} 808"), not
 * a column's currency or scale ("€ '000", "R000's").
 */
function misreadNumber(c: Cell): boolean {
  const t = c.text.trim();
  const digits = (t.match(/\d/g) ?? []).length;
  return digits >= 2 && digits > 2 * t.replace(/[\s\d]/g, '').length;
}

/** The year of the column a cell's right edge stands at (a column set aside: above `SET_ASIDE`), or null. */
function columnYearAt(c: Cell, layout: ColumnLayout): number | null {
  const right = c.x + c.w;
  const i = layout.edges.findIndex((e) => right >= e.from - 8 && right <= e.to + 8);
  return i < 0 ? null : layout.mapping[i]!.jaar;
}

/** A cell standing in a column set aside (`columnGroups`). */
function inColumnSetAside(c: Cell, layout: ColumnLayout): boolean {
  return (columnYearAt(c, layout) ?? 0) >= SET_ASIDE;
}

/** Words that start the second line of a wrapped label. */
const CONNECTOR =
  /^(?:and|or|of|to|from|within|after|due|falling|less|en|of|van|de|het|voor|op|in|met|tot|na|uit|minder|dan)\b/;

/** A line that completes the label above it into a label of the field ("CURRENT" / "ASSETS"). */
function joinsInto(before: string, raw: string): boolean {
  if (before.includes('(')) return false; // a parenthetical left open is continued in lower case only
  // a line that is a label of the field by itself ("STICHTINGSVERMOGEN") is the next heading, not a continuation
  if (isKnownLabel(labelOf(raw))) return false;
  const alone = labelOf(before);
  const joined = labelOf(`${before} ${raw}`);
  return (
    !isKnownLabel(alone) &&
    (isKnownLabel(joined) || (isTotalLabel(joined) && joined.split(' ').length > 1 && fieldOf(joined) !== null))
  );
}

/** How far right of a heading its items start, at least, where they are indented under it (points). */
const INDENT = 3;

/**
 * A line without amounts that is a label of the field by itself, with the next row's label indented
 * under it ("Vlottende activa" / "  vorderingen 955"), is a heading over items, not the first line of
 * a wrapped label: where a document writes its items in lower case that is not a continuation's mark.
 */
function headsIndentedItems(pending: Pending, x: number): boolean {
  return isKnownLabel(labelOf(pending.raw)) && x > pending.x + INDENT;
}

interface Pending {
  raw: string;
  x: number;
  line: Line;
  noot: boolean;
}

function headingRow(p: Pending, pagina: number): TableRow {
  const label = labelOf(p.raw);
  return {
    label,
    raw: p.raw,
    x: p.x,
    amounts: [],
    unsure: false,
    noot: p.noot,
    lines: [p.line],
    pagina,
    side: SIDE_WORDS.test(label),
  };
}

function rawText(cells: Cell[]): string {
  return cleanLabel(cells.map((c) => c.text).join(' '));
}

/** A label as compared: no leaders, parentheticals, note references, currency signs or trailing colon. */
export function labelOf(raw: string): string {
  return normalizeLabel(raw)
    .replace(/\s*(?:\/\s*\(?|\/?\s*\()(liabilities)\)/g, ' ($1)') // "assets/(liabilities)"; OCR: "(liabilities)", "/liabilities)"
    .replace(/\((?:zie |see |noot |note )[^)]*\)/g, ' ')
    .replace(/\s\((?!liabilities\))[^)]*\)/g, ' ')
    .replace(/\s+(?:\(?\d{1,2}(?:\.\d{1,2})?[a-z]?\)?)$/, '')
    .replace(/\s*(?:€|eur|£)$/, '')
    .replace(/^(?:[|•·*>_]+|-{1,2})\s+(?=\S)/, '') // a bullet, or a scanner's mark OCR reads as "|"
    .replace(/^(?:bij|af|plus|minus|add|less)\s*:\s*/, '')
    .replace(/ van de (?:stichting|vereniging)$/, '') // "Eigen vermogen van de Stichting"
    .replace(/[\s:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map(mendOcrWord)
    .join(' ');
}
