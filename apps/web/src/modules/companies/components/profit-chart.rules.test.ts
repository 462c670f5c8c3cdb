import { describe, expect, it } from 'vitest';
import { chartBars } from './profit-chart.rules.ts';

describe('chartBars', () => {
  it('profits only: the zero line is at the bottom, the highest bar fills the height', () => {
    const { zeroY, items } = chartBars(
      [
        { jaar: 2023, waarde: 50 },
        { jaar: 2024, waarde: 100 },
      ],
      200,
      100,
    );
    expect(zeroY).toBe(100);
    expect(items[1]).toMatchObject({ y: 0, height: 100 });
    expect(items[0]).toMatchObject({ y: 50, height: 50 });
  });
  it('a loss hangs below the zero line', () => {
    const { zeroY, items } = chartBars(
      [
        { jaar: 2023, waarde: 75 },
        { jaar: 2024, waarde: -25 },
      ],
      200,
      100,
    );
    expect(zeroY).toBe(75);
    expect(items[1]).toMatchObject({ y: 75, height: 25 });
  });
  it('no points, no bars', () => {
    expect(chartBars([], 100, 100).items).toEqual([]);
  });
});
