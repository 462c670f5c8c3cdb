// A page read from an image without its table's rules (docs/intake.md, "Scans and photos"). Statements
// are often printed in boxes, with lines under their totals; tesseract takes a rule beside a digit for
// a character ("4 263" beside a box's edge came out as "428 ||", "(98 672)" as "©8672) | |") or glues
// it to the amount, so the column's sums break. A rule is a straight run of ink far longer than any
// letter is tall or wide; such runs are painted over in the paper's own shade before OCR. Pure.
import { greyAndLocalMean, isInk } from './binarize.rules.ts';

/**
 * A run of ink this long, as a share of the image's long side, is a rule: some 7 mm of an A4 page,
 * twice a 10-point line, beyond the tallest letter of a statement's text, shorter than a box around
 * two rows of amounts.
 */
const RUN_SHARE = 0.025;
/** And never shorter than this many pixels (a small image). */
const MIN_RUN = 30;

/**
 * A page with less of its pixels in ink than this share (a blank page, a cover with a line and a page
 * number) is left as it is: a statement's page holds 4–8 % ink, such pages 0–0.4 %. With its lone line
 * painted over, a scan's blank page left OCR its noise alone, which it then spent a minute reading as
 * words (uk-ch-small-2019-scan200, page 4: 3 s → 52 s, where the line had told it there was nothing).
 */
const MIN_INK_SHARE = 0.01;

/** A rule is thin: across it, ink this thick at most (a share of the long side), where a word's letters stand taller. */
const THICK_SHARE = 0.003;

/**
 * Paints over the rules of RGBA pixels in place: every horizontal or vertical run of ink (a pixel
 * darker than the light around it, binarize.rules.ts) of `RUN_SHARE` of the long side or more, allowing
 * the run to step one pixel aside (a photographed page leans), thin across most of its length (a line
 * of bold words is a long run of ink too, but its letters stand tall), takes the mean light around it,
 * with a pixel's margin for its blurred edge. Letters beside a rule keep their ink. Returns the number
 * of pixels painted over.
 */
export function eraseRulings(rgba: Uint8ClampedArray, width: number, height: number): number {
  const { grey, mean } = greyAndLocalMean(rgba, width, height);
  const n = width * height;
  const ink = new Uint8Array(n);
  let inked = 0;
  for (let i = 0; i < n; i++) {
    ink[i] = isInk(grey[i]!, mean[i]!) ? 1 : 0;
    inked += ink[i]!;
  }
  const long = Math.max(width, height);
  const run = Math.max(MIN_RUN, Math.round(long * RUN_SHARE));
  if (inked < MIN_INK_SHARE * n) return 0;
  const thick = Math.max(4, Math.round(long * THICK_SHARE));
  const erase = new Uint8Array(n);
  // a run along one direction: `along` steps along it, `across` beside it; positions as pixel indices
  const scan = (lines: number, length: number, at: (line: number, i: number) => number, across: number) => {
    const inkNear = (p: number, line: number) =>
      ink[p] === 1 || (line > 0 && ink[p - across] === 1) || (line + 1 < lines && ink[p + across] === 1);
    // ink across the run at p, counted up to `thick` + 1 on both sides together
    const thickness = (p: number, line: number) => {
      let t = 0;
      for (let k = 0; k <= thick && line - k >= 0 && ink[p - k * across] === 1; k++) t++;
      for (let k = 1; k <= thick && line + k < lines && ink[p + k * across] === 1; k++) t++;
      return t;
    };
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let i = 0; i <= length; i++) {
        if (i < length && inkNear(at(line, i), line)) {
          if (start < 0) start = i;
          continue;
        }
        if (start >= 0 && i - start >= run) {
          let tall = 0;
          for (let j = start; j < i; j++) {
            const p = at(line, j);
            const c = ink[p] === 1 ? p : line > 0 && ink[p - across] === 1 ? p - across : p + across;
            if (thickness(c, line + (c - p) / across) > thick) tall++;
          }
          if (tall <= (i - start) / 5)
            for (let j = start; j < i; j++)
              for (let d = -2; d <= 2; d++) {
                if (line + d < 0 || line + d >= lines) continue;
                const p = at(line, j) + d * across;
                // the run's ink, and a pixel's margin of its blurred edge
                if (ink[p] === 1 || Math.abs(d) <= 1) erase[p] = 1;
              }
        }
        start = -1;
      }
    }
  };
  scan(width, height, (x, y) => y * width + x, 1); // vertical: along each column
  scan(height, width, (y, x) => y * width + x, width); // horizontal: along each row
  let erased = 0;
  for (let i = 0; i < n; i++) {
    if (erase[i] !== 1) continue;
    erased++;
    rgba[i * 4] = mean[i]!;
    rgba[i * 4 + 1] = mean[i]!;
    rgba[i * 4 + 2] = mean[i]!;
  }
  return erased;
}
