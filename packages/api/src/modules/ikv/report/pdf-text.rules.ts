// Pure: text people typed (company name, names, the adviser's conclusion), made safe for the PDF.
// The embedded font (Liberation Sans 1.07) draws Latin, Greek and Cyrillic; @react-pdf/renderer
// falls back to Helvetica for any other character and writes its low byte, so "שלום" printed as
// "ÝÕÜé" — a different name on a statement. Characters the font cannot draw become "?" instead (never
// a wrong letter); invisible format characters (marks, zero-width) are dropped. A word longer than
// a line may break anywhere (breakLongWord, the hyphenation callback) instead of running off the page.

/** Code point ranges with a glyph in the embedded Liberation Sans 1.07 (measured with fontkit). */
const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x192, 0x192],
  [0x1fa, 0x1ff],
  [0x218, 0x21b],
  [0x2c6, 0x2c7],
  [0x2c9, 0x2c9],
  [0x2d8, 0x2dd],
  [0x37e, 0x37e],
  [0x384, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ce],
  [0x400, 0x45f],
  [0x472, 0x473],
  [0x490, 0x491],
  [0x1e80, 0x1e85],
  [0x1ef2, 0x1ef3],
  [0x2010, 0x2011],
  [0x2013, 0x2015],
  [0x2017, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x203c, 0x203c],
  [0x203e, 0x203e],
  [0x2044, 0x2044],
  [0x207f, 0x207f],
  [0x20a3, 0x20a4],
  [0x20a7, 0x20a7],
  [0x20ac, 0x20ac],
  [0x2105, 0x2105],
  [0x2113, 0x2113],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2126, 0x2126],
  [0x212e, 0x212e],
  [0x215b, 0x215e],
  [0x2190, 0x2195],
  [0x2202, 0x2202],
  [0x2206, 0x2206],
  [0x220f, 0x220f],
  [0x2211, 0x2212],
  [0x2215, 0x2215],
  [0x2219, 0x221a],
  [0x221e, 0x221f],
  [0x2229, 0x2229],
  [0x222b, 0x222b],
  [0x2248, 0x2248],
  [0x2260, 0x2261],
  [0x2264, 0x2265],
];

/** Invisible format characters: direction marks and controls, zero-width characters, soft hyphen, BOM. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

export function fontCanDraw(codePoint: number): boolean {
  return FONT_RANGES.some(([a, b]) => codePoint >= a && codePoint <= b);
}

/** Printable text for the PDF: line breaks kept, tabs as a space, other controls dropped, undrawable characters as "?". */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.replace(/\r\n?/g, '\n').replace(INVISIBLE, '').replace(/\t/g, ' ')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n') out += ch;
    else if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) continue;
    else out += fontCanDraw(cp) ? ch : '?';
  }
  return out;
}

/** The longest piece of a word kept together; a longer word may break between pieces. */
export const WORD_PIECE = 12;
const LONG_WORD = 24;

/** Hyphenation callback: a normal word stays whole; a very long one is split into pieces a line may break between. */
export function breakLongWord(word: string): string[] {
  if (word.length <= LONG_WORD) return [word];
  const pieces: string[] = [];
  for (let i = 0; i < word.length; i += WORD_PIECE) pieces.push(word.slice(i, i + WORD_PIECE));
  return pieces;
}

/** A company name in a one-line place (the footer on every page, the document title) is cut to this length. */
export const LINE_NAME_MAX = 50;

/** At most `max` characters; a longer text is cut at the last space (if not too far back) and ends with "…". */
export function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const head = value.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}
