// The text layer of a PDF with positions, read with pdf.js (through unpdf's serverless build): no
// network, no worker download, no font loading, no wasm, no XFA forms.
import type { PageText, TextItem } from './layout.rules.ts';
// pdf.js builds its operator list with a Node 21 method; node-polyfills.ts gives it on Node 20
import './node-polyfills.ts';
import { keepSeen, type Matrix, multiply, type OpNames, type SeenChar, seenCharacters } from './visible-text.ts';

/** At most this many pages are read; a longer document is not annual accounts anyone types over. */
const MAX_PAGES = 300;

export class PdfUnreadable extends Error {}

/** Which characters of the page are seen (visible-text.ts); null where the operator list cannot be read. */
async function seenOnPage(
  page: { getOperatorList: () => Promise<{ fnArray: number[]; argsArray: unknown[] }> },
  OPS: OpNames,
): Promise<SeenChar[] | null> {
  try {
    const list = await page.getOperatorList();
    return seenCharacters(list.fnArray, list.argsArray, OPS);
  } catch {
    return null;
  }
}

/** Text smaller than this (points) is not read: nobody sees it. */
const MIN_HEIGHT = 3;
/** Text turned up to this many degrees (a scan with a text layer) is read, straightened with its page. */
const MAX_SKEW = (3 * Math.PI) / 180;

/**
 * The items a person reads upright on the page as displayed: each item's transform composed with the
 * page's (its /Rotate and crop box), text turned at most a few degrees straightened by the page's median
 * angle, text below MIN_HEIGHT and text outside the visible page left out.
 */
export function visibleUprightItems(
  raw: readonly unknown[],
  viewportTransform: number[],
  width: number,
  height: number,
): TextItem[] {
  const placed: { str: string; x: number; y: number; w: number; h: number; angle: number }[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null || !('str' in item) || !('transform' in item)) continue;
    const { str, transform, width: w } = item as { str: string; transform: number[]; width: number };
    if (str.trim() === '') continue;
    const m = multiply(viewportTransform as Matrix, transform as Matrix);
    const angle = Math.atan2(m[1], m[0]);
    if (Math.abs(angle) > MAX_SKEW || m[0] <= 0) continue;
    const h = Math.hypot(m[2], m[3]);
    if (!(h >= MIN_HEIGHT)) continue;
    placed.push({ str, x: m[4], y: m[5], w: Math.abs(w), h, angle });
  }
  const angles = placed.map((p) => p.angle).sort((a, b) => a - b);
  const skew = angles.length > 0 ? angles[Math.floor(angles.length / 2)]! : 0;
  const cos = Math.cos(skew);
  const sin = Math.sin(skew);
  const items: TextItem[] = [];
  for (const p of placed) {
    // starting outside the visible page (beyond the media box, outside the crop box): not seen; a line
    // that starts on the page and runs over its edge is read (its start is what a person sees)
    if (p.x < -1 || p.x > width - 1 || p.y - p.h < -1 || p.y > height + 1) continue;
    if (p.x + p.w > width + 1) {
      // running over the page's edge: a sentence is read as far as it is seen ("… in thousands of euros,
      // unless stated otherw"); a number cut off by the edge is not read at all
      const chars = Math.floor((p.str.length * (width - p.x)) / p.w);
      if (!/[a-z]{3,}.*\s.*[a-z]{3,}/i.test(p.str) || chars < 1) continue;
      p.w = (p.w * chars) / p.str.length;
      p.str = p.str.slice(0, chars);
    }
    const x = Math.abs(skew) > 1e-4 ? p.x * cos + p.y * sin : p.x;
    const baseline = Math.abs(skew) > 1e-4 ? -p.x * sin + p.y * cos : p.y;
    items.push({ str: p.str, x, y: baseline - p.h, w: p.w, h: p.h });
  }
  return items;
}

/** Quarter turns (degrees clockwise, on top of the page's own /Rotate) a page may be read in. */
const TURNS = [0, 90, 180, 270] as const;

/** How many characters of `raw` a person reads upright under the viewport transform `viewportTransform`. */
function uprightChars(raw: readonly unknown[], viewportTransform: Matrix): number {
  let n = 0;
  for (const item of raw) {
    if (typeof item !== 'object' || item === null || !('str' in item) || !('transform' in item)) continue;
    const { str, transform } = item as { str: string; transform: number[] };
    const m = multiply(viewportTransform, transform as Matrix);
    if (Math.abs(Math.atan2(m[1], m[0])) <= MAX_SKEW && m[0] > 0) n += str.replace(/\s/g, '').length;
  }
  return n;
}

/**
 * The quarter turn in which the page's text stands upright (a page given /Rotate 90 shows its lines
 * sideways; turned back they are read, and OCR gets the page upright): the turn under which most
 * characters are upright, 0 unless another shows strictly more. `transformFor(turn)` is the viewport
 * transform of the page shown turned that much further.
 */
export function bestTurn(raw: readonly unknown[], transformFor: (turn: number) => Matrix): number {
  let best = 0;
  let most = uprightChars(raw, transformFor(0));
  for (const turn of TURNS.slice(1)) {
    const n = uprightChars(raw, transformFor(turn));
    if (n > most) [best, most] = [turn, n];
  }
  return best;
}

/** Fewer seen characters than this: the page's turn is taken from its whole text layer (a scan's hidden OCR layer). */
const MIN_TURN_CHARS = 20;

/** The inverse of an affine matrix (a viewport transform: never singular). */
function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

export async function pdfPages(bytes: Uint8Array): Promise<PageText[]> {
  const { getDocumentProxy, getResolvedPDFJS } = await import('unpdf');
  const { OPS } = (await getResolvedPDFJS()) as unknown as { OPS: OpNames };
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(new Uint8Array(bytes), {
      useWorkerFetch: false,
      useWasm: false,
      enableXfa: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
      isOffscreenCanvasSupported: false,
    });
  } catch (e) {
    throw new PdfUnreadable(e instanceof Error ? e.name : 'unreadable');
  }
  try {
    if (doc.numPages > MAX_PAGES) throw new PdfUnreadable('too many pages');
    const pages: PageText[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const seen = content.items.length > 0 ? await seenOnPage(page, OPS) : null;
      const seenItems = seen ? keepSeen(content.items, seen) : content.items;
      const transformFor = (turn: number) =>
        page.getViewport({ scale: 1, rotation: (page.rotate + turn) % 360 }).transform as Matrix;
      let draai = bestTurn(seenItems, transformFor);
      if (draai === 0 && uprightChars(seenItems, transformFor(0)) < MIN_TURN_CHARS)
        draai = bestTurn(content.items, transformFor);
      const viewport = page.getViewport({ scale: 1, rotation: (page.rotate + draai) % 360 });
      const items = visibleUprightItems(seenItems, viewport.transform, viewport.width, viewport.height);
      const turned =
        draai === 0 ? {} : { draai, naarWeergave: multiply(transformFor(0), invert(viewport.transform as Matrix)) };
      pages.push({ pagina: n, breedte: viewport.width, hoogte: viewport.height, items, ...turned });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.cleanup();
  }
}
