import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatInstant,
  isLocalDate,
  localToUtc,
  mondayOf,
  offsetMinutes,
  toLocalParts,
} from './amsterdam-time.ts';

describe('Europe/Amsterdam time', () => {
  it('uses +01:00 in winter and +02:00 in summer', () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('switches on the last Sunday of March at 01:00 UTC (02:00 → 03:00 local)', () => {
    expect(formatInstant(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59:00+01:00');
    expect(formatInstant(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(localToUtc('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(localToUtc('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 does not exist that night: it moves forward by the gap
    expect(localToUtc('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('switches back on the last Sunday of October at 01:00 UTC (03:00 → 02:00 local)', () => {
    expect(formatInstant(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25T02:59:00+02:00');
    expect(formatInstant(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
    // 02:30 happens twice: the first (summer-time) occurrence is meant
    expect(localToUtc('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(localToUtc('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(localToUtc('2026-10-24', '09:00').toISOString()).toBe('2026-10-24T07:00:00.000Z');
  });

  it('round-trips local parts', () => {
    const instant = localToUtc('2026-03-02', '09:00');
    expect(instant.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(toLocalParts(instant)).toEqual({ date: '2026-03-02', time: '09:00', weekday: 1, seconds: 0 });
    expect(formatInstant(instant)).toBe('2026-03-02T09:00:00+01:00');
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-02-28')).toBe(true);
  });
});
