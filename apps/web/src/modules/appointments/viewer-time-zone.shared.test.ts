import { describe, expect, it } from 'vitest';
import { sameOffsets, timeZoneCookie, zoneOffsets } from './viewer-time-zone.shared.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
/** A browser clock in a zone, as Date#getTimezoneOffset would report it there. */
const browserIn = (timeZone: string) => {
  const offsets = new Map(zoneOffsets(timeZone, NOW));
  return (at: number) => offsets.get(at)!;
};

describe('the browser checks the server’s zone by its offsets', () => {
  it('counts as getTimezoneOffset does: Amsterdam is -60 in winter and -120 in summer', () => {
    const offsets = new Map(zoneOffsets('Europe/Amsterdam', NOW));
    expect(offsets.get(Date.UTC(2026, 0, 15, 12))).toBe(-60);
    expect(offsets.get(Date.UTC(2026, 5, 15, 12))).toBe(-120);
    expect(offsets.get(Date.UTC(2027, 10, 15, 12))).toBe(-60);
    expect(new Map(zoneOffsets('UTC', NOW)).get(Date.UTC(2026, 5, 15, 12))).toBe(0);
  });

  it('accepts a zone with the same clock all year and refuses one without', () => {
    const amsterdam = zoneOffsets('Europe/Amsterdam', NOW);
    expect(sameOffsets(amsterdam, browserIn('Europe/Amsterdam'))).toBe(true);
    expect(sameOffsets(amsterdam, browserIn('Europe/Berlin'))).toBe(true);
    expect(sameOffsets(amsterdam, browserIn('Europe/London'))).toBe(false);
    expect(sameOffsets(amsterdam, browserIn('Africa/Lagos'))).toBe(false); // +1 all year, no summer time
    expect(sameOffsets(amsterdam, browserIn('America/New_York'))).toBe(false);
    expect(sameOffsets([], browserIn('Europe/Amsterdam'))).toBe(false);
  });
});

describe('the time-zone cookie', () => {
  it('is Secure on a page that came over https, and only there', () => {
    expect(timeZoneCookie('Europe/Amsterdam', 'https:')).toBe(
      'ikv_tz=Europe%2FAmsterdam; path=/; max-age=31536000; samesite=lax; secure',
    );
    expect(timeZoneCookie('Europe/Amsterdam', 'http:')).not.toMatch(/secure/i);
  });
});
