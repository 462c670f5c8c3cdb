// Which glyphs of a page a person sees (docs/intake.md, "Only what a person sees"). pdf.js's text content
// has every glyph of the text layer, also those nobody sees; its operator list says how each is drawn.
// Walking the operator list with the graphics state (save/restore, the transformation matrix, the fill
// colour, the text rendering mode and the clipping path's bounds) marks each glyph: invisible in render
// mode 3 (neither fill nor stroke) or 7 (clip only), white on the white page, or outside the clip. The
// marks are then laid over the text content's characters in order (both come from the same content
// stream in the same order), and only what is seen is kept.

/** A PDF transformation matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m2 applied first, then m1 (pdf.js's Util.transform order). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function toMatrix(raw: unknown): Matrix {
  const o = raw as Record<number, number>;
  return [o[0] ?? 1, o[1] ?? 0, o[2] ?? 0, o[3] ?? 1, o[4] ?? 0, o[5] ?? 0];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface GState {
  ctm: Matrix;
  fill: string;
  mode: number;
  clip: Box | null;
}

interface Glyph {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

/** One character of the page's glyphs in drawing order, and whether a person sees it. */
export interface SeenChar {
  ch: string;
  seen: boolean;
}

/** The operator names of pdf.js this walk needs (its `OPS` table). */
export type OpNames = Record<string, number>;

/** The text state: where the next glyph goes and how far each glyph moves it. */
interface TextState {
  tm: Matrix;
  tlm: Matrix;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
}

/** A walk over a page's operator list: the graphics and text state so far, and the glyphs seen. */
interface Walk {
  out: SeenChar[];
  stack: GState[];
  gs: GState;
  formStack: Matrix[];
  pendingClip: boolean;
  text: TextState;
}

/** Every glyph's characters in drawing order with whether it is seen. */
export function seenCharacters(fnArray: readonly number[], argsArray: readonly unknown[], OPS: OpNames): SeenChar[] {
  const walk: Walk = {
    out: [],
    stack: [],
    gs: { ctm: IDENTITY, fill: '#000000', mode: 0, clip: null },
    formStack: [],
    pendingClip: false,
    text: {
      tm: IDENTITY,
      tlm: IDENTITY,
      fontSize: 1,
      charSpacing: 0,
      wordSpacing: 0,
      hScale: 1,
      leading: 0,
      rise: 0,
    },
  };
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = (argsArray[i] ?? []) as unknown[];
    if (!graphicsOperator(walk, fn, args, OPS)) textOperator(walk, fn, args, OPS);
  }
  return walk.out;
}

/** Applies an operator of the graphics state (save, restore, matrix, colour, mode, clip); false for any other. */
function graphicsOperator(walk: Walk, fn: number | undefined, args: unknown[], OPS: OpNames): boolean {
  const gs = walk.gs;
  switch (fn) {
    case OPS.save:
      walk.stack.push({ ...gs });
      break;
    case OPS.restore:
      walk.gs = walk.stack.pop() ?? gs;
      break;
    case OPS.transform:
      walk.gs = { ...gs, ctm: multiply(gs.ctm, args as unknown as Matrix) };
      break;
    case OPS.paintFormXObjectBegin:
      walk.formStack.push(gs.ctm);
      if (Array.isArray(args[0]) || (args[0] && typeof args[0] === 'object'))
        walk.gs = { ...gs, ctm: multiply(gs.ctm, toMatrix(args[0])) };
      break;
    case OPS.paintFormXObjectEnd:
      walk.gs = { ...gs, ctm: walk.formStack.pop() ?? gs.ctm };
      break;
    case OPS.setFillRGBColor:
      walk.gs = { ...gs, fill: typeof args[0] === 'string' ? args[0] : '#000000' };
      break;
    case OPS.setFillGray:
      walk.gs = { ...gs, fill: Number(args[0]) >= 1 ? '#ffffff' : '#000000' };
      break;
    case OPS.setTextRenderingMode:
      walk.gs = { ...gs, mode: Number(args[0]) };
      break;
    case OPS.clip:
    case OPS.eoClip:
      walk.pendingClip = true;
      break;
    case OPS.constructPath:
      if (walk.pendingClip) {
        walk.pendingClip = false;
        walk.gs = clipped(gs, args[2] as Record<number, number> | undefined);
      }
      break;
    default:
      return false;
  }
  return true;
}

/** The graphics state with its clip narrowed to the bounds of the path that a clip operator set. */
function clipped(gs: GState, mm: Record<number, number> | undefined): GState {
  if (!mm || !Number.isFinite(mm[0]) || !Number.isFinite(mm[3])) return gs;
  const corners = [
    apply(gs.ctm, mm[0]!, mm[1]!),
    apply(gs.ctm, mm[2]!, mm[3]!),
    apply(gs.ctm, mm[0]!, mm[3]!),
    apply(gs.ctm, mm[2]!, mm[1]!),
  ];
  const box: Box = {
    x0: Math.min(...corners.map((c) => c[0])),
    y0: Math.min(...corners.map((c) => c[1])),
    x1: Math.max(...corners.map((c) => c[0])),
    y1: Math.max(...corners.map((c) => c[1])),
  };
  return {
    ...gs,
    clip: gs.clip
      ? {
          x0: Math.max(box.x0, gs.clip.x0),
          y0: Math.max(box.y0, gs.clip.y0),
          x1: Math.min(box.x1, gs.clip.x1),
          y1: Math.min(box.y1, gs.clip.y1),
        }
      : box,
  };
}

/** Applies an operator of the text state, or one that shows text; any other is ignored. */
function textOperator(walk: Walk, fn: number | undefined, args: unknown[], OPS: OpNames): void {
  const t = walk.text;
  switch (fn) {
    case OPS.beginText:
      t.tm = IDENTITY;
      t.tlm = IDENTITY;
      break;
    case OPS.setFont:
      t.fontSize = Number(args[1]) || 1;
      break;
    case OPS.setCharSpacing:
      t.charSpacing = Number(args[0]) || 0;
      break;
    case OPS.setWordSpacing:
      t.wordSpacing = Number(args[0]) || 0;
      break;
    case OPS.setHScale:
      t.hScale = (Number(args[0]) || 100) / 100;
      break;
    case OPS.setLeading:
      t.leading = Number(args[0]) || 0;
      break;
    case OPS.setTextRise:
      t.rise = Number(args[0]) || 0;
      break;
    case OPS.setTextMatrix:
      t.tlm = toMatrix(Array.isArray(args[0]) || typeof args[0] === 'object' ? args[0] : args);
      t.tm = t.tlm;
      break;
    case OPS.moveText:
      moveText(t, Number(args[0]) || 0, Number(args[1]) || 0);
      break;
    case OPS.setLeadingMoveText:
      t.leading = -(Number(args[1]) || 0);
      moveText(t, Number(args[0]) || 0, Number(args[1]) || 0);
      break;
    case OPS.nextLine:
      moveText(t, 0, -t.leading);
      break;
    case OPS.showText:
    case OPS.showSpacedText:
      show(walk, (args[0] ?? []) as unknown[]);
      break;
    case OPS.nextLineShowText:
      moveText(t, 0, -t.leading);
      show(walk, (args[0] ?? []) as unknown[]);
      break;
    case OPS.nextLineSetSpacingShowText:
      t.wordSpacing = Number(args[0]) || 0;
      t.charSpacing = Number(args[1]) || 0;
      moveText(t, 0, -t.leading);
      show(walk, (args[2] ?? []) as unknown[]);
      break;
    default:
      break;
  }
}

function moveText(t: TextState, tx: number, ty: number): void {
  t.tlm = multiply(t.tlm, [1, 0, 0, 1, tx, ty]);
  t.tm = t.tlm;
}

/** Marks the characters of the glyphs shown, seen or not, and moves the text matrix past each. */
function show(walk: Walk, items: readonly unknown[]): void {
  const { gs, text: t } = walk;
  const invisible =
    gs.mode === 3 || gs.mode === 7 || (gs.fill.toLowerCase() === '#ffffff' && gs.mode !== 1 && gs.mode !== 5);
  for (const item of items) {
    if (typeof item === 'number') {
      t.tm = multiply(t.tm, [1, 0, 0, 1, (-item / 1000) * t.fontSize * t.hScale, 0]);
      continue;
    }
    const g = item as Glyph | null;
    if (!g) continue;
    const [x, y] = apply(multiply(gs.ctm, t.tm), 0, t.rise);
    const outside =
      gs.clip !== null &&
      (x < gs.clip.x0 - 0.5 || x > gs.clip.x1 + 0.5 || y < gs.clip.y0 - 0.5 || y > gs.clip.y1 + 0.5);
    const text = (g.unicode ?? '').normalize('NFKC');
    for (const ch of text) walk.out.push({ ch, seen: !invisible && !outside });
    const advance = (((g.width ?? 0) / 1000) * t.fontSize + t.charSpacing + (g.isSpace ? t.wordSpacing : 0)) * t.hScale;
    t.tm = multiply(t.tm, [1, 0, 0, 1, advance, 0]);
  }
}

interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
}

/**
 * The text content's items with what is not seen taken out: each character is matched, in order, to
 * the next glyph with that character; an item all unseen is dropped, one partly seen keeps its seen
 * runs (placed along the item in proportion). Characters without a glyph (spaces pdf.js adds) are kept.
 */
export function keepSeen(items: readonly unknown[], seen: readonly SeenChar[]): RawTextItem[] {
  const out: RawTextItem[] = [];
  let g = 0;
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null || !('str' in raw) || !('transform' in raw)) continue;
    const item = raw as RawTextItem;
    const chars = [...item.str.normalize('NFKC')];
    const flags: boolean[] = [];
    for (const ch of chars) {
      if (ch.trim() === '') {
        if (g < seen.length && seen[g]!.ch.trim() === '') flags.push(seen[g++]!.seen);
        else flags.push(true);
        continue;
      }
      let k = g;
      while (k < seen.length && k - g < 64 && seen[k]!.ch !== ch) k++;
      if (k < seen.length && seen[k]!.ch === ch) {
        flags.push(seen[k]!.seen);
        g = k + 1;
      } else flags.push(true);
    }
    if (flags.every(Boolean)) {
      out.push(item);
      continue;
    }
    const [a, b] = [item.transform[0] ?? 1, item.transform[1] ?? 0];
    const norm = Math.hypot(a, b) || 1;
    let start = -1;
    for (let i = 0; i <= chars.length; i++) {
      const on = i < chars.length && flags[i];
      if (on && start < 0) start = i;
      if (!on && start >= 0) {
        const str = chars.slice(start, i).join('');
        // a number whose digits go on unseen (cut off by a clip or the page's edge) is not read
        const cutOff = i < chars.length && /\d[.,]?$/.test(str) && /^[\d.,]/.test(chars[i] ?? '');
        if (str.trim() !== '' && !cutOff) {
          const offset = (item.width * start) / chars.length;
          const t = [...item.transform];
          t[4] = (t[4] ?? 0) + (offset * a) / norm;
          t[5] = (t[5] ?? 0) + (offset * b) / norm;
          out.push({ str, transform: t, width: (item.width * (i - start)) / chars.length });
        }
        start = -1;
      }
    }
  }
  return out;
}
