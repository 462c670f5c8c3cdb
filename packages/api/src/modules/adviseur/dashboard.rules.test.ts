import { describe, expect, it } from 'vitest';
import { amsterdamDayStart, decodeCursor, encodeCursor, searchTerms } from './dashboard.rules.ts';
import { addDays } from '../../shared/amsterdam-time.ts';

describe('dashboard rules', () => {
  it('round-trips a cursor and rejects foreign ones', () => {
    const c = { t: '2026-03-02T09:00:00.000Z', id: 'cmabc' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor('garbage!')).toBeNull();
    expect(decodeCursor(btoa('{"a":1}'))).toBeNull();
    expect(decodeCursor(btoa('["geen datum","x"]'))).toBeNull();
  });
  it('splits search words', () => {
    expect(searchTerms('  Sanne   de Vries ')).toEqual(['Sanne', 'de', 'Vries']);
    expect(searchTerms(undefined)).toEqual([]);
  });
  it('knows where an Amsterdam day starts (winter and summer time)', () => {
    expect(amsterdamDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(amsterdamDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
