// Pure rules of reading from an image (API.md, Intake II: scans and photos): which pages of a PDF have a
// text layer nobody can read from (none, too few letters, private-use glyphs of fonts without a Unicode
// map), what an image upload is, and how the words OCR found become the reader's text items.
import type { PageText, TextItem } from './layout.rules.ts';
import type { Melding } from './types.ts';

/** Fewer letters and digits than this on a page: no text layer to read (a scan, a photo). */
const MIN_CHARS = 40;
/** A text layer where more than this share of the characters is no letter, digit or punctuation is garbage. */
const MAX_GARBAGE_SHARE = 0.2;
/** OCR words below this confidence (0–100) are noise, not text. */
const MIN_WORD_CONFIDENCE = 30;

const READABLE = /[\p{L}\p{N}]/u;
// private use areas, the replacement character, controls: glyphs without a Unicode map
// eslint-disable-next-line no-control-regex
const GARBAGE = /[\uE000-\uF8FF\uFFFD\u0000-\u0008\u000E-\u001F]|[\u{F0000}-\u{10FFFF}]/u;

/**
 * Whether a page's text layer is unusable, so the page is to be read from its image: `true` (no text,
 * no words, garbage glyphs), `'ALS_AFBEELDING'` (a few real words only: a cover page, or a scan with a
 * stamp; read from its image only where the page paints one), or `false`.
 */
export function needsOcr(page: PageText): boolean | 'ALS_AFBEELDING' {
  let readable = 0;
  let garbage = 0;
  let total = 0;
  for (const item of page.items)
    for (const ch of item.str) {
      if (/\s/.test(ch)) continue;
      total++;
      if (GARBAGE.test(ch)) garbage++;
      else if (READABLE.test(ch)) readable++;
    }
  if (total === 0 || garbage / total > MAX_GARBAGE_SHARE) return true;
  // words: a text layer whose letters never form a word of three (a font's own glyph order mapped to ASCII)
  const text = page.items.map((i) => i.str).join(' ');
  const words = text.match(/\p{L}{3,}/gu) ?? [];
  if (words.length < 3) return true;
  return readable < MIN_CHARS ? 'ALS_AFBEELDING' : false;
}

type ImageKind = 'PNG' | 'JPEG';

/** An image upload by its first bytes (the types documenten.fields.ts accepts). */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'PNG';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  return null;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}
export interface OcrLine {
  words: OcrWord[];
  /** the line's baseline, from its left to its right end (pixels) */
  baseline: Box;
}

/** Cap height to font size: pdf.js gives an item the font's size as its height; OCR sees the ink. */
const CAP_HEIGHT = 0.72;

/** Lines spanning less than this share of the text's width give no slope to their neighbours. */
const MIN_SLOPE_SPAN = 0.2;
/** Lines within this share of the text's height of a line are its neighbours for its page's tilt there. */
const SLOPE_NEIGHBOURHOOD = 0.2;

interface Laid {
  line: OcrLine;
  words: OcrWord[];
  slope: number;
  /** the middle of the line's words and its baseline there (pixels) */
  mid: number;
  base: number;
  span: number;
}

/**
 * The tilt of the page around a line: the median slope (weighted by length) of the long lines near it.
 * A photographed page leans differently from top to bottom (perspective), and one line's own slope is
 * uncertain when it is short.
 */
function localSlope(at: Laid, laid: readonly Laid[], width: number, height: number): number {
  const near = laid
    .filter((l) => l.span >= width * MIN_SLOPE_SPAN && Math.abs(l.base - at.base) <= height * SLOPE_NEIGHBOURHOOD)
    .sort((a, b) => a.slope - b.slope);
  const total = near.reduce((sum, l) => sum + l.span, 0);
  let seen = 0;
  for (const l of near) {
    seen += l.span;
    if (seen >= total / 2) return l.slope;
  }
  return at.slope;
}

/**
 * The words of OCR lines as text items in PDF points, y from the top (as pdf-text.ts gives them):
 * `ptPerPx` converts the image's pixels to the page's points. Each word stands on its line's baseline
 * where it is, with the line's height, so its place is where a person sees it. Each item also carries
 * its line's baseline straightened (`TextItem.basis`): taken at the middle of the text along the
 * page's tilt there, the same for every word of one line, and the same for the label and the amounts
 * of one row that a tilted or photographed page puts a few points apart (layout.rules.ts `toLines`
 * groups rows by it).
 */
export function wordsToItems(lines: readonly OcrLine[], ptPerPx: number): TextItem[] {
  const laid: Laid[] = [];
  for (const line of lines) {
    const words = line.words.filter((w) => w.text.trim() !== '' && w.confidence >= MIN_WORD_CONFIDENCE);
    if (words.length === 0) continue;
    const { x0, y0, x1, y1 } = line.baseline;
    const slope = x1 !== x0 ? (y1 - y0) / (x1 - x0) : 0;
    const left = Math.min(...words.map((w) => w.bbox.x0));
    const right = Math.max(...words.map((w) => w.bbox.x1));
    const mid = (left + right) / 2;
    laid.push({ line, words, slope, mid, base: y0 + slope * (mid - x0), span: right - left });
  }
  if (laid.length === 0) return [];
  const left = Math.min(...laid.map((l) => l.mid - l.span / 2));
  const right = Math.max(...laid.map((l) => l.mid + l.span / 2));
  const top = Math.min(...laid.map((l) => l.base));
  const bottom = Math.max(...laid.map((l) => l.base));
  const centre = (left + right) / 2;
  const items: TextItem[] = [];
  for (const l of laid) {
    const { x0, y0 } = l.line.baseline;
    const baseAt = (x: number) => y0 + l.slope * (x - x0);
    const cap = Math.max(...l.words.map((w) => baseAt(w.bbox.x0) - w.bbox.y0));
    if (!(cap > 0)) continue;
    const h = (cap / CAP_HEIGHT) * ptPerPx;
    const basis = (l.base + localSlope(l, laid, right - left, bottom - top) * (centre - l.mid)) * ptPerPx;
    for (const w of l.words) {
      const baseline = baseAt(w.bbox.x0) * ptPerPx;
      items.push({
        str: w.text.trim(),
        x: w.bbox.x0 * ptPerPx,
        y: baseline - h,
        w: (w.bbox.x1 - w.bbox.x0) * ptPerPx,
        h,
        basis,
      });
    }
  }
  return items;
}

export const OCR_MELDING = (paginas: number[]): Melding => ({
  code: 'GELEZEN_MET_OCR',
  nl:
    paginas.length > 0
      ? `De cijfers van pagina ${paginas.join(', ')} zijn gelezen met tekstherkenning uit een afbeelding — controleer de cijfers.`
      : 'De cijfers zijn gelezen met tekstherkenning uit een afbeelding — controleer de cijfers.',
  en:
    paginas.length > 0
      ? `The figures of page ${paginas.join(', ')} were read from an image with text recognition — please check them.`
      : 'The figures were read from an image with text recognition — please check them.',
});
