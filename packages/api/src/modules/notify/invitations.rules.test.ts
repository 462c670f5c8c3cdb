import { describe, expect, it } from 'vitest';
import { canAnswer, effectiveStatus, invitationExpiresAt, shareString } from './invitations.rules.ts';

const now = new Date('2026-03-01T12:00:00Z');

describe('invitations', () => {
  it('expire after 14 days', () => {
    expect(invitationExpiresAt(now).toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });
  it('an open invitation past its time is VERLOPEN; the boundary itself counts as expired', () => {
    const at = invitationExpiresAt(now);
    expect(effectiveStatus('OPENSTAAND', at, new Date(at.getTime() - 1))).toBe('OPENSTAAND');
    expect(effectiveStatus('OPENSTAAND', at, at)).toBe('VERLOPEN');
    expect(effectiveStatus('GEACCEPTEERD', at, new Date(at.getTime() + 1))).toBe('GEACCEPTEERD');
  });
  it.each([
    ['OPENSTAAND', 1, { ok: true }],
    ['OPENSTAAND', -1, { ok: false, reason: 'EXPIRED' }],
    ['INGETROKKEN', 1, { ok: false, reason: 'NOT_OPEN' }],
    ['GEACCEPTEERD', 1, { ok: false, reason: 'NOT_OPEN' }],
    ['AFGEWEZEN', 1, { ok: false, reason: 'NOT_OPEN' }],
    ['VERLOPEN', 1, { ok: false, reason: 'EXPIRED' }],
  ] as const)('%s (%s day) → %j', (status, days, expected) => {
    expect(canAnswer(status, new Date(now.getTime() + days * 86400000), now)).toEqual(expected);
  });
  it('shares are stored with two decimals', () => {
    expect(shareString(25)).toBe('25.00');
    expect(shareString(0.1 + 0.2)).toBe('0.30');
  });
});
