// Pure rules: the text items of a PDF page (pdf.js text content) grouped into lines and cells.
// Coordinates are PDF points with the origin at the top left of the page.
import { parseAmountCents, parseYearHeader, type YearToken } from './amount.rules.ts';

export interface TextItem {
  str: string;
  x: number;
  /** top of the glyph box, measured from the top of the page */
  y: number;
  w: number;
  h: number;
  /**
   * (read by OCR) the baseline of the item's line straightened for the page's tilt (ocr.rules.ts
   * `wordsToItems`): rows are grouped by it where it is given, by the item's own baseline (y + h)
   * elsewhere. `y` stays where a person sees the item.
   */
  basis?: number;
}

export interface PageText {
  /** 1-based */
  pagina: number;
  breedte: number;
  hoogte: number;
  items: TextItem[];
  /**
   * The page read turned this many degrees clockwise beyond its own /Rotate, its lines being upright
   * so (breedte, hoogte and the items are in the turned page's points)
   */
  draai?: number;
  /** the turned page's points to the page as displayed (a PDF matrix [a b c d e f]) */
  naarWeergave?: [number, number, number, number, number, number];
}

/** A box on a turned page, as it lies on the page as displayed (the box around its four corners). */
export function toDisplayed(
  box: { x: number; y: number; breedte: number; hoogte: number },
  m: readonly [number, number, number, number, number, number],
): { x: number; y: number; breedte: number; hoogte: number } {
  const corners = [
    [box.x, box.y],
    [box.x + box.breedte, box.y],
    [box.x, box.y + box.hoogte],
    [box.x + box.breedte, box.y + box.hoogte],
  ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]] as const);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const round = (n: number) => Math.round(n * 10) / 10;
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x: round(x), y: round(y), breedte: round(Math.max(...xs) - x), hoogte: round(Math.max(...ys) - y) };
}

export interface Cell {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** the amount in cents when the cell is exactly one amount */
  cents: number | null;
  year: YearToken | null;
}

export interface Line {
  cells: Cell[];
  y: number;
  h: number;
}

const AFFIX = /^(?:€|eur|£|-\/-|[-−–]|[€£]\s*-|-\s*[€£]|[€£]\s*-\/-)$/i;

function makeCell(items: TextItem[]): Cell {
  let text = '';
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (i > 0) {
      const prev = items[i - 1]!;
      const gap = it.x - (prev.x + prev.w);
      // (two words OCR found overlapping are two words, put in the wrong order by a tilted page's
      // boxes: "Balans" over "december", never one word)
      const overlapping = it.basis !== undefined && gap < 0;
      if ((gap > Math.max(prev.h, it.h) * 0.12 || overlapping) && !text.endsWith(' ')) text += ' ';
    }
    text += it.str;
  }
  text = text.replace(/\s+/g, ' ').trim();
  const x = Math.min(...items.map((i) => i.x));
  const y = Math.min(...items.map((i) => i.y));
  const right = Math.max(...items.map((i) => i.x + i.w));
  const bottom = Math.max(...items.map((i) => i.y + i.h));
  const hasDigit = /\d/.test(text);
  return {
    text,
    x,
    y,
    w: right - x,
    h: bottom - y,
    cents: hasDigit || /^[-–—]$/.test(text) ? parseAmountCents(text) : null,
    year: hasDigit ? parseYearHeader(text) : null,
  };
}

/** Lines top to bottom, cells left to right. Items closer than half a character height share a cell. */
export function toLines(page: PageText): Line[] {
  const items = page.items.filter(
    (i) => i.str.trim() !== '' && Number.isFinite(i.x) && Number.isFinite(i.y) && i.h > 0,
  );
  const baseOf = (i: TextItem) => i.basis ?? i.y + i.h;
  items.sort((a, b) => baseOf(a) - baseOf(b) || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const it of items) {
    const base = baseOf(it);
    const row = rows.find((r) => Math.abs(baseOf(r[0]!) - base) <= Math.max(2, Math.min(r[0]!.h, it.h) * 0.35));
    if (row) row.push(it);
    else rows.push([it]);
  }
  const lines: Line[] = rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    const groups: TextItem[][] = [];
    for (const it of row) {
      const g = groups[groups.length - 1];
      const prev = g?.[g.length - 1];
      if (
        g &&
        prev &&
        it.x - (prev.x + prev.w) <= Math.max(prev.h, it.h) * 0.75 &&
        !/(?:[.…·_]\s*){3,}$/.test(prev.str)
      )
        g.push(it);
      else groups.push([it]);
    }
    let cells = groups
      .map(makeCell)
      .flatMap(splitTrailingCurrency)
      .flatMap(splitBracketedAmounts)
      .flatMap(splitLeadingAmount);
    // a currency sign or a sign printed apart from its amount belongs to it: a sign to the amount it is
    // closer to ("1.234 -/-" or "-/- 1.234"), a currency sign to the amount after it
    const gap = (a: Cell | undefined, b: Cell | undefined) =>
      a && b && a.cents !== null && b.cents !== null ? b.x - (a.x + a.w) : Number.POSITIVE_INFINITY;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      const next = cells[i + 1];
      const prev = cells[i - 1];
      const sign = /^(?:-\/-|[-−–])$/.test(c.text);
      const toPrev = sign && prev && /\d/.test(prev.text) ? gap(prev, { ...c, cents: 0 }) : Number.POSITIVE_INFINITY;
      const toNext = next && /\d/.test(next.text) ? gap({ ...c, cents: 0 }, next) : Number.POSITIVE_INFINITY;
      if (toPrev < 12 && toPrev <= toNext) {
        cells.splice(i - 1, 2, mergeCells(prev!, c));
        i -= 2;
      } else if (AFFIX.test(c.text) && toNext < (/^(?:€|eur|£)/i.test(c.text) ? 45 : c.text === '-/-' ? 30 : 6)) {
        cells.splice(i, 2, mergeCells(c, next!));
        i--;
      }
    }
    cells = cells.filter((c) => c.text !== '').flatMap(splitLeaderAmount);
    const y = Math.min(...cells.map((c) => c.y));
    const h = Math.max(...cells.map((c) => c.y + c.h)) - y;
    return { cells, y, h };
  });
  // (read by OCR: in the order of the straightened baselines the rows were grouped by)
  const straightened = new Map(lines.map((line, i) => [line, rows[i]![0]!.basis]));
  const order = (line: Line) => straightened.get(line) ?? line.y + line.h;
  lines.sort((a, b) => order(a) - order(b));
  return lines;
}

/** An amount with the next column's label run into it ("1.496,45 Vermogensreserve"): two cells. */
function splitLeadingAmount(c: Cell): Cell[] {
  if (c.cents !== null) return [c];
  const m = /^([-(]?(?:[€£]\s*)?\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{2})?\)?)\s+(\S*[A-Za-zÀ-ÿ]{2,}.*)$/.exec(c.text);
  if (!m || !/\d[.,]\d{2}\)?$|\d[.,]\d{3}/.test(m[1]!)) return [c];
  const cents = parseAmountCents(m[1]!);
  if (cents === null) return [c];
  const split = c.text.indexOf(m[2]!, m[1]!.length);
  const w = (c.w * m[1]!.length) / c.text.length;
  return [
    { ...c, text: m[1]!, w, cents, year: null },
    {
      ...c,
      text: m[2]!,
      x: c.x + (c.w * split) / c.text.length,
      w: c.w - (c.w * split) / c.text.length,
      cents: null,
      year: null,
    },
  ];
}

/** Two bracketed amounts run together ("(6,719 ) (5,879 )"): one cell each, placed along the run. */
function splitBracketedAmounts(c: Cell): Cell[] {
  if (c.cents !== null || !/\)\s+[(\-–€£\d]/.test(c.text)) return [c];
  const parts = c.text.split(/(?<=\))\s+(?=[(\-–€£\d])/);
  const parsed = parts.map((p) => parseAmountCents(p));
  if (parts.length < 2 || parsed.some((v) => v === null)) return [c];
  const out: Cell[] = [];
  let offset = 0;
  for (const [i, part] of parts.entries()) {
    const start = c.text.indexOf(part, offset);
    offset = start + part.length;
    const x = c.x + (c.w * start) / c.text.length;
    out.push({ ...c, text: part, x, w: (c.w * part.length) / c.text.length, cents: parsed[i]!, year: null });
  }
  return out;
}

/** An amount with the next column's currency sign run into it ("58.123 €"): the sign stands apart. */
function splitTrailingCurrency(c: Cell): Cell[] {
  const m = /^(.*\d\)?)\s+([€£])$/.exec(c.text);
  if (!m) return [c];
  const cents = parseAmountCents(m[1]!);
  if (cents === null) return [c];
  const w = (c.w * m[1]!.length) / c.text.length;
  return [
    { ...c, text: m[1]!, w, cents, year: null },
    { ...c, text: m[2]!, x: c.x + c.w - (c.w - w) / 2, w: (c.w - w) / 2, cents: null, year: null },
  ];
}

/** A label, its dot leaders and its amount that the PDF wrote as one run of text: split off the amount. */
function splitLeaderAmount(c: Cell): Cell[] {
  if (c.cents !== null) return [c];
  const m = /^(.*?(?:[.…·_]\s*){3,})\s*((?:€\s*)?[-(]?\d[\d.,]*\)?(?:\s*-\/-)?)$/.exec(c.text);
  if (!m) return [c];
  const cents = parseAmountCents(m[2]!);
  if (cents === null) return [c];
  const share = m[2]!.length / c.text.length;
  const w = c.w * share;
  return [
    { ...c, text: m[1]!.trim(), w: c.w - w, cents: null, year: null },
    { ...c, text: m[2]!, x: c.x + c.w - w, w, cents, year: null },
  ];
}

function mergeCells(a: Cell, b: Cell): Cell {
  const text = `${a.text} ${b.text}`;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.w, b.x + b.w);
  const bottom = Math.max(a.y + a.h, b.y + b.h);
  return { text, x, y, w: right - x, h: bottom - y, cents: parseAmountCents(text), year: null };
}

export function lineText(cells: Cell[]): string {
  return cells
    .map((c) => c.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
