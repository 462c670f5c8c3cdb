import { describe, expect, it } from 'vitest';
import {
  clipIntervals,
  contains,
  insideAny,
  mergeIntervals,
  overlaps,
  subtractIntervals,
  type Interval,
} from './intervals.rules.ts';

const at = (h: number) => new Date(Date.UTC(2026, 2, 2) + h * 3_600_000);
const iv = (a: number, b: number): Interval => ({ start: at(a), end: at(b) });
const iso = (list: Interval[]) =>
  list.map((i) => [
    i.start.getUTCHours() + i.start.getUTCMinutes() / 60,
    i.end.getUTCHours() + i.end.getUTCMinutes() / 60,
  ]);

describe('overlaps (half-open)', () => {
  it.each([
    [iv(9, 10), iv(10, 11), false, 'touching at the end'],
    [iv(10, 11), iv(9, 10), false, 'touching at the start'],
    [iv(9, 11), iv(10, 12), true, 'partly'],
    [iv(9, 12), iv(10, 11), true, 'containing'],
    [iv(10, 11), iv(10, 11), true, 'equal'],
    [iv(9, 10), iv(11, 12), false, 'apart'],
  ])('%o vs %o → %s (%s)', (a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });
});

describe('contains / insideAny', () => {
  it('accepts touching edges', () => {
    expect(contains(iv(9, 12), iv(9, 12))).toBe(true);
    expect(contains(iv(9, 12), iv(11, 13))).toBe(false);
  });
  it('treats adjacent blocks as one', () => {
    expect(insideAny(iv(10, 14), [iv(9, 12), iv(12, 15)])).toBe(true);
    expect(insideAny(iv(10, 14), [iv(9, 12), iv(13, 15)])).toBe(false);
    expect(insideAny(iv(10, 11), [])).toBe(false);
  });
});

describe('mergeIntervals', () => {
  it('merges overlapping and touching, keeps gaps', () => {
    expect(iso(mergeIntervals([iv(13, 14), iv(9, 10), iv(10, 11), iv(10, 12), iv(15, 16)]))).toEqual([
      [9, 12],
      [13, 14],
      [15, 16],
    ]);
  });
  it('does not mutate the input', () => {
    const input = [iv(9, 10), iv(9, 11)];
    mergeIntervals(input);
    expect(input[0]!.end).toEqual(at(10));
  });
});

describe('subtractIntervals (free slots)', () => {
  it('takes busy time out of availability', () => {
    expect(iso(subtractIntervals([iv(9, 12)], [iv(10, 11)]))).toEqual([
      [9, 10],
      [11, 12],
    ]);
  });
  it('handles busy time at the edges and spanning blocks', () => {
    expect(iso(subtractIntervals([iv(9, 12), iv(13, 17)], [iv(8, 9.5), iv(11, 14), iv(16, 18)]))).toEqual([
      [9.5, 11],
      [14, 16],
    ]);
  });
  it('leaves nothing when all is busy, everything when nothing is', () => {
    expect(subtractIntervals([iv(9, 12)], [iv(9, 12)])).toEqual([]);
    expect(iso(subtractIntervals([iv(9, 12)], []))).toEqual([[9, 12]]);
    expect(iso(subtractIntervals([iv(9, 12)], [iv(12, 13), iv(8, 9)]))).toEqual([[9, 12]]);
  });
});

describe('clipIntervals', () => {
  it('keeps only the part inside the window', () => {
    expect(iso(clipIntervals([iv(8, 10), iv(11, 12), iv(14, 16)], iv(9, 15)))).toEqual([
      [9, 10],
      [11, 12],
      [14, 15],
    ]);
  });
});
