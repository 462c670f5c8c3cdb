import { describe, expect, it } from 'vitest';
import { isRevokedSignal, RevokedSessions } from './revoked-sessions.ts';

describe('RevokedSessions', () => {
  it('refuses a revoked session until its tokens would have expired, then forgets it', () => {
    const r = new RevokedSessions();
    r.add('s1', 1_000_000);
    expect(r.isRevoked('s1', 999_999)).toBe(true);
    expect(r.isRevoked('s2', 999_999)).toBe(false);
    expect(r.isRevoked('s1', 1_000_000)).toBe(false);
    r.prune(1_000_001);
    expect(r.size).toBe(0);
  });
  it('keeps the later expiry when announced twice', () => {
    const r = new RevokedSessions();
    r.add('s', 2_000);
    r.add('s', 1_000);
    expect(r.isRevoked('s', 1_500)).toBe(true);
  });
  it('prunes by itself once a minute while checking', () => {
    const r = new RevokedSessions();
    r.add('old', 10);
    r.add('new', 10_000_000);
    r.isRevoked('x', 120_000);
    expect(r.size).toBe(1);
  });
  it('recognises the signal', () => {
    expect(isRevokedSignal({ revokedSid: 'a', verlooptOp: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isRevokedSignal({ userIds: ['a'], maxId: '1' })).toBe(false);
    expect(isRevokedSignal(null)).toBe(false);
  });
});
