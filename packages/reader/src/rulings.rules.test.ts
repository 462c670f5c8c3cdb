import { describe, expect, it } from 'vitest';
import { eraseRulings } from './rulings.rules.ts';

const SIZE = 600;

/** A grey page with ink drawn on it: rectangles [x, y, w, h]. */
function pageWith(ink: [number, number, number, number][], paper = 230): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(SIZE * SIZE * 4).fill(paper);
  for (const [x0, y0, w, h] of ink)
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + w; x++) {
        const i = (y * SIZE + x) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 40;
      }
  return rgba;
}

/** Lines of text below the table (some 3 % of the page in ink, as a statement's page has). */
const TEXT: [number, number, number, number][] = [];
for (let y = 470; y < 590; y += 20) for (let x = 20; x < 580; x += 6) TEXT.push([x, y, 3, 12]);

const dark = (rgba: Uint8ClampedArray, x: number, y: number) => rgba[(y * SIZE + x) * 4]! < 120;

describe('eraseRulings', () => {
  it("paints over a box's edges and a line under a total, and keeps the digits beside them", () => {
    const digit: [number, number, number, number][] = [
      [120, 200, 2, 14], // the stroke of a "1", 14 pixels tall, 8 pixels right of the box's edge
      [130, 200, 8, 2],
      [130, 212, 8, 2],
      [136, 200, 2, 14], // and a "0"
      [130, 200, 2, 14],
    ];
    const rgba = pageWith([
      [110, 100, 2, 300], // a box's left edge, leaning one pixel over its height
      [111, 250, 2, 150],
      [100, 420, 200, 2], // the line under a total
      ...digit,
      ...TEXT,
    ]);
    const erased = eraseRulings(rgba, SIZE, SIZE);
    expect(erased).toBeGreaterThan(600);
    for (const y of [100, 200, 300, 399])
      expect(dark(rgba, 110, y) || dark(rgba, 111, y) || dark(rgba, 112, y)).toBe(false);
    for (const x of [100, 200, 299]) expect(dark(rgba, x, 420)).toBe(false);
    for (const [x, y] of [
      [120, 200],
      [121, 213],
      [134, 200],
      [136, 207],
      [130, 213],
    ] as const)
      expect(dark(rgba, x, y)).toBe(true);
  });

  it('keeps a line of bold words: a long run of ink, but its letters stand tall', () => {
    // letters of 12 pixels touching each other over 160 pixels, their middles joined
    const word: [number, number, number, number][] = [[300, 306, 160, 2]];
    for (let x = 300; x < 460; x += 5) word.push([x, 300, 3, 12]);
    const rgba = pageWith([...word, ...TEXT]);
    const before = rgba.slice();
    expect(eraseRulings(rgba, SIZE, SIZE)).toBe(0);
    expect(rgba.every((v, i) => v === before[i])).toBe(true);
  });

  it('keeps a tall letter of a heading (shorter than a rule)', () => {
    const rgba = pageWith([[50, 50, 4, 24], ...TEXT]);
    expect(eraseRulings(rgba, SIZE, SIZE)).toBe(0);
  });

  it('leaves a page with hardly any ink as it is: a line and a page number on a blank page', () => {
    const rgba = pageWith([
      [20, 60, 560, 2],
      [500, 70, 3, 12],
      [506, 70, 3, 12],
    ]);
    expect(eraseRulings(rgba, SIZE, SIZE)).toBe(0);
    expect(dark(rgba, 300, 60)).toBe(true);
  });
});
