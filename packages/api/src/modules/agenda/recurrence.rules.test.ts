import { describe, expect, it } from 'vitest';
import { formatInstant, localToUtc } from '../../shared/amsterdam-time.ts';
import { checkSeries, expandWeekly } from './recurrence.rules.ts';

describe('expandWeekly (Europe/Amsterdam)', () => {
  it('keeps 09:00–12:00 local across the March change (last Sunday of March)', () => {
    // Tuesdays 17, 24, 31 March 2026; the clocks go forward on Sunday 29 March
    const first = { start: localToUtc('2026-03-17', '09:00'), end: localToUtc('2026-03-17', '12:00') };
    const blocks = expandWeekly({ first, until: '2026-03-31' });
    expect(blocks.map((b) => formatInstant(b.start))).toEqual([
      '2026-03-17T09:00:00+01:00',
      '2026-03-24T09:00:00+01:00',
      '2026-03-31T09:00:00+02:00',
    ]);
    expect(blocks.map((b) => b.start.toISOString())).toEqual([
      '2026-03-17T08:00:00.000Z',
      '2026-03-24T08:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
    ]);
    expect(blocks.every((b) => b.end.getTime() - b.start.getTime() === 3 * 3_600_000)).toBe(true);
  });

  it('keeps local time across the October change, including on the change day itself', () => {
    // Sundays: 18 October (summer), 25 October (change day), 1 November (winter)
    const first = { start: localToUtc('2026-10-18', '01:00'), end: localToUtc('2026-10-18', '04:00') };
    const blocks = expandWeekly({ first, until: '2026-11-01' });
    expect(blocks.map((b) => [formatInstant(b.start), formatInstant(b.end)])).toEqual([
      ['2026-10-18T01:00:00+02:00', '2026-10-18T04:00:00+02:00'],
      ['2026-10-25T01:00:00+02:00', '2026-10-25T04:00:00+01:00'],
      ['2026-11-01T01:00:00+01:00', '2026-11-01T04:00:00+01:00'],
    ]);
    // the change day has one hour more between 01:00 and 04:00 local
    expect(blocks[1]!.end.getTime() - blocks[1]!.start.getTime()).toBe(4 * 3_600_000);
  });

  it('includes the until date and stops after it', () => {
    const first = { start: localToUtc('2026-01-06', '09:00'), end: localToUtc('2026-01-06', '10:00') };
    expect(expandWeekly({ first, until: '2026-01-20' })).toHaveLength(3);
    expect(expandWeekly({ first, until: '2026-01-19' })).toHaveLength(2);
  });

  it('limits a series to 3 months and rejects an until before the start', () => {
    const first = { start: localToUtc('2026-01-06', '09:00'), end: localToUtc('2026-01-06', '10:00') };
    expect(checkSeries({ first, until: '2026-04-07' })).toEqual([]);
    expect(checkSeries({ first, until: '2026-06-30' })[0]?.path).toBe('herhaling.wekelijksTot');
    expect(checkSeries({ first, until: '2026-01-05' })[0]?.path).toBe('herhaling.wekelijksTot');
    expect(checkSeries({ first, until: '9999-12-31' })[0]?.path).toBe('herhaling.wekelijksTot');
  });
});
