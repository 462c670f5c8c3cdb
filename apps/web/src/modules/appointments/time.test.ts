import { describe, expect, it } from 'vitest';
import { formatDateShort, formatRange, formatTime, localInstant, minutesIntoDay } from './time.ts';

describe('appointment times in Europe/Amsterdam', () => {
  it('formats in Dutch by default, whatever the process time zone', () => {
    expect(formatTime('2026-03-31T07:00:00Z')).toBe('09:00');
    expect(formatRange('2026-03-31T07:00:00Z', '2026-03-31T08:30:00Z')).toBe('di 31 maart 2026, 09:00–10:30');
    expect(formatRange('2026-03-31T07:00:00Z', '2026-03-31T08:30:00Z', 'en')).toBe('Tue, 31 March 2026, 09:00–10:30');
    expect(formatDateShort('2026-11-23')).toBe('ma 23 nov');
  });
  it('enters local times with the right offset across DST', () => {
    expect(localInstant('2026-03-28', '09:00')).toBe('2026-03-28T09:00:00+01:00');
    expect(localInstant('2026-03-30', '09:00')).toBe('2026-03-30T09:00:00+02:00');
  });
  it('places events by wall-clock time, also on the DST day', () => {
    expect(minutesIntoDay('2026-03-29T08:00:00Z', '2026-03-29')).toBe(10 * 60);
    expect(minutesIntoDay('2026-03-28T08:00:00Z', '2026-03-29')).toBe(0);
    expect(minutesIntoDay('2026-03-30T08:00:00Z', '2026-03-29')).toBe(24 * 60);
  });
  it('shows a range in another zone when one is passed, the day included (the viewer abroad)', () => {
    expect(formatRange('2026-03-31T07:00:00Z', '2026-03-31T08:30:00Z', 'nl', 'Europe/London')).toBe(
      'di 31 maart 2026, 08:00–09:30',
    );
    expect(formatTime('2026-03-31T07:00:00Z', 'en', 'America/New_York')).toBe('03:00');
    // 23:30–00:30 in Amsterdam is one evening in London, but two days in Amsterdam
    expect(formatRange('2026-11-26T22:30:00Z', '2026-11-26T23:30:00Z', 'nl', 'Europe/London')).toBe(
      'do 26 november 2026, 22:30–23:30',
    );
    expect(formatRange('2026-11-26T22:30:00Z', '2026-11-26T23:30:00Z')).toBe(
      'do 26 november 2026 23:30 – vr 27 november 2026 00:30',
    );
  });
});
