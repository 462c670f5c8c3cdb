// Only what a person sees, upright: the page's rotation composed with each item's, turned text
// straightened, tiny text and text outside the page left out.
import { describe, expect, it } from 'vitest';
import { toDisplayed } from './layout.rules.ts';
import { bestTurn, visibleUprightItems } from './pdf-text.ts';

const item = (str: string, transform: number[], width = 30) => ({ str, transform, width });
/** pdf.js viewport transforms of an A4 page (595 × 842) at scale 1. */
const UPRIGHT = [1, 0, 0, -1, 0, 842];
const ROTATE_90 = [0, 1, 1, 0, 0, 0];

describe('visibleUprightItems', () => {
  it('reads upright text at its place, from the top of the page', () => {
    const [a] = visibleUprightItems([item('2.859', [10, 0, 0, 10, 400, 700])], UPRIGHT, 595, 842);
    expect(a).toMatchObject({ str: '2.859', x: 400, h: 10 });
    expect(a!.y).toBeCloseTo(132, 5); // baseline at 842 − 700 = 142, top 10 above it
  });

  it('a page with /Rotate 90 and counter-rotated content reads upright', () => {
    // content drawn turned a quarter, so that the page turned by /Rotate 90 shows it upright
    const items = visibleUprightItems([item('Balans', [0, 10, -10, 0, 100, 500])], ROTATE_90, 842, 595);
    expect(items).toHaveLength(1);
    const turned = visibleUprightItems([item('Balans', [10, 0, 0, 10, 100, 500])], ROTATE_90, 842, 595);
    expect(turned).toHaveLength(0);
  });

  it('text turned 2° is straightened: two items of one line keep one baseline', () => {
    const a = (2 * Math.PI) / 180;
    const c = Math.cos(a) * 10;
    const s = Math.sin(a) * 10;
    const first = [c, s, -s, c, 100, 700];
    const second = [c, s, -s, c, 100 + 300 * Math.cos(a), 700 + 300 * Math.sin(a)];
    const [p, q] = visibleUprightItems([item('Vorderingen', first), item('833', second)], UPRIGHT, 595, 842);
    expect(Math.abs(p!.y - q!.y)).toBeLessThan(0.5);
  });

  it('text below 3 pt and text outside the page are not read', () => {
    expect(visibleUprightItems([item('1', [0.5, 0, 0, 0.5, 300, 700])], UPRIGHT, 595, 842)).toEqual([]);
    expect(visibleUprightItems([item('141.606', [10, 0, 0, 10, 620, 700])], UPRIGHT, 595, 842)).toEqual([]);
    // a line that starts on the page and runs over its edge is read
    expect(
      visibleUprightItems([item('in thousands of euros', [10, 0, 0, 10, 500, 700], 200)], UPRIGHT, 595, 842),
    ).toHaveLength(1);
    expect(visibleUprightItems([item('9', [10, 0, 0, 10, 300, 900])], UPRIGHT, 595, 842)).toEqual([]);
  });

  it('a page given /Rotate 90 whose lines stand sideways is read turned back; an upright page is not turned', () => {
    // pdf.js viewport transforms of an A4 page shown with each rotation
    const VIEW: Record<number, [number, number, number, number, number, number]> = {
      0: [1, 0, 0, -1, 0, 842],
      90: [0, 1, 1, 0, 0, 0],
      180: [-1, 0, 0, 1, 595, 0],
      270: [0, -1, -1, 0, 842, 595],
    };
    const upright = [
      item('Balans per 31 december 2024', [10, 0, 0, 10, 60, 770]),
      item('50.000', [10, 0, 0, 10, 370, 500]),
    ];
    // the page's own /Rotate 90: shown so, the lines stand sideways; turned 270° further they are upright
    expect(bestTurn(upright, (turn) => VIEW[(90 + turn) % 360]!)).toBe(270);
    expect(bestTurn(upright, (turn) => VIEW[turn % 360]!)).toBe(0);
    // no text, or as much upright as sideways: not turned
    expect(bestTurn([], (turn) => VIEW[(90 + turn) % 360]!)).toBe(0);
    const sideways = [item('Balans', [0, 10, -10, 0, 100, 500]), item('Balans', [10, 0, 0, 10, 100, 500])];
    expect(bestTurn(sideways, (turn) => VIEW[turn % 360]!)).toBe(0);
  });

  it('a place on the turned page is given as it lies on the page as displayed', () => {
    // read upright (595 × 842), displayed turned a quarter clockwise (842 × 595): x' = 842 − y, y' = x
    expect(toDisplayed({ x: 100, y: 200, breedte: 50, hoogte: 10 }, [0, 1, -1, 0, 842, 0])).toEqual({
      x: 632,
      y: 100,
      breedte: 10,
      hoogte: 50,
    });
  });
});
