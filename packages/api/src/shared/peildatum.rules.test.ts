import { describe, expect, it } from 'vitest';
import { peildatumOf } from './peildatum.rules.ts';

describe('peildatumOf', () => {
  it('is the Amsterdam calendar date, also just after midnight there', () => {
    expect(peildatumOf(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
    expect(peildatumOf(new Date('2026-04-30T22:30:00Z'))).toBe('2026-05-01'); // 00:30 CEST: the 1 May rule applies
    expect(peildatumOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01'); // 00:30 CET
    expect(peildatumOf(new Date('2026-01-01T22:59:00Z'))).toBe('2026-01-01');
  });
});
