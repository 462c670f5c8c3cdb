// The Auth.js session cookie read outside Next.js (server.ts's live.events fast path): only a token
// Auth.js itself would accept gets as far as the currency check (which needs the database: the e2e
// spec e2e/tests/ui/live-session.spec.ts covers a real web login end to end).
import { encode } from 'next-auth/jwt';
import { describe, expect, it, vi } from 'vitest';

// the API's check refuses a session without a sid (or a revoked one); here only the sid's presence
const current = vi.fn(async (id: string, sessieVersie: number, sid: string | null) =>
  sid ? { id, sessieVersie } : null,
);
vi.mock('@ikv/api/auth', () => ({
  currentSessionUser: (id: string, sv: number, sid: string | null) => current(id, sv, sid),
}));
const { sessionUserFromCookie } = await import('./session-cookie.ts');

const SECRET = 'test-auth-secret-at-least-32-characters-long';
const ikv = { id: 'u1', email: 'a@b.nl', voornaam: 'A', achternaam: 'B', rol: 'ADVISEUR', sessieVersie: 3, taal: 'NL' };
const token = (salt: string, options: { maxAge?: number; secret?: string; claims?: Record<string, unknown> } = {}) =>
  encode({
    token: options.claims ?? { sub: 'u1', sid: 'sessie-1', ikv },
    secret: options.secret ?? SECRET,
    salt,
    maxAge: options.maxAge ?? 3600,
  });

describe('sessionUserFromCookie', () => {
  it('accepts the session cookie under either name, whole or in chunks, and asks for currency', async () => {
    current.mockClear();
    expect(
      await sessionUserFromCookie(`a=1; authjs.session-token=${await token('authjs.session-token')}`, SECRET),
    ).toEqual({ id: 'u1', sessieVersie: 3 });
    expect(current).toHaveBeenCalledWith('u1', 3, 'sessie-1');
    const secure = await token('__Secure-authjs.session-token');
    expect(await sessionUserFromCookie(`__Secure-authjs.session-token=${secure}`, SECRET)).toMatchObject({ id: 'u1' });
    const cut = Math.floor(secure.length / 2);
    expect(
      await sessionUserFromCookie(
        `__Secure-authjs.session-token.1=${secure.slice(cut)}; __Secure-authjs.session-token.0=${secure.slice(0, cut)}`,
        SECRET,
      ),
    ).toMatchObject({ id: 'u1' });
  });

  it('refuses a forged, tampered, expired or misnamed cookie, and a session that is no longer current', async () => {
    const good = await token('authjs.session-token');
    const refused = [
      '',
      'authjs.session-token=niet-een-token',
      `authjs.session-token=${good.slice(0, -4)}AAAA`,
      `authjs.session-token=${await token('authjs.session-token', { secret: 'een-ander-geheim-van-minstens-32-tekens!!' })}`,
      `authjs.session-token=${await token('authjs.session-token', { maxAge: -60 })}`,
      // encrypted for the other name: its salt does not match
      `authjs.session-token=${await token('__Secure-authjs.session-token')}`,
      // a valid token without the app's user claims
      `authjs.session-token=${await token('authjs.session-token', { claims: { sub: 'u1' } })}`,
      // a session from before sessions had ids: it cannot be ended, so it is not accepted
      `authjs.session-token=${await token('authjs.session-token', { claims: { sub: 'u1', ikv } })}`,
    ];
    for (const cookie of refused) expect(await sessionUserFromCookie(cookie, SECRET)).toBeNull();
    expect(await sessionUserFromCookie(`authjs.session-token=${good}`, undefined)).toBeNull();
    current.mockResolvedValueOnce(null as never);
    expect(await sessionUserFromCookie(`authjs.session-token=${good}`, SECRET)).toBeNull();
  });
});
