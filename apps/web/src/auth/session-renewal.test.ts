// Renewal of the web session through Auth.js's own route (GET /api/authjs/session, the path a client
// polls and the path a copied cookie would be renewed through), with the app's Auth.js configuration:
// a session whose sid was signed out is never renewed — the answer is no session and the cookie is
// cleared — while a live one is renewed. The revocation check itself (in memory and in PostgreSQL) is
// the API's (test/web-login.integration.test.ts); here it answers from a set.
import { decode, encode } from 'next-auth/jwt';
import { describe, expect, it, vi } from 'vitest';

const SECRET = 'test-auth-secret-at-least-32-characters-long';
process.env.AUTH_SECRET = SECRET;
const revoked = new Set<string>(['sessie-afgemeld']);
vi.mock('@ikv/api/auth', () => ({
  endWebSession: vi.fn(),
  isWebSessionRevoked: async (sid: string) => revoked.has(sid),
  newWebSessionId: () => 'sessie-nieuw',
  redeemWebLoginTicket: vi.fn(),
  secureCookies: () => false,
  WEB_SESSION_MAX_AGE_SECONDS: 8 * 3600,
}));
vi.mock('@ikv/api/observability', () => ({ log: () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) }));
const { handlers } = await import('./config.ts');

const COOKIE = 'authjs.session-token';
const ikv = {
  id: 'u1',
  email: 'a@b.nl',
  voornaam: 'A',
  achternaam: 'B',
  rol: 'ONDERNEMER',
  sessieVersie: 1,
  taal: 'NL',
};

async function getSession(sid: string) {
  const cookie = await encode({ token: { sub: 'u1', sid, ikv }, secret: SECRET, salt: COOKIE, maxAge: 8 * 3600 });
  const res = await handlers.GET(
    new Request('http://localhost:3000/api/authjs/session', { headers: { cookie: `${COOKIE}=${cookie}` } }) as never,
  );
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`)) ?? null;
  return { body: (await res.json()) as Record<string, unknown> | null, set };
}

describe('GET /api/authjs/session (the jwt callback)', () => {
  it('renews a live session: the session is answered and a fresh cookie is set', async () => {
    const { body, set } = await getSession('sessie-levend');
    expect(body).toMatchObject({ sid: 'sessie-levend', user: { id: 'u1' } });
    expect(set).not.toBeNull();
    const renewed = await decode({ token: set!.split(';')[0]!.slice(COOKIE.length + 1), secret: SECRET, salt: COOKIE });
    expect(renewed?.sid).toBe('sessie-levend');
  });

  it('never renews a signed-out session: no session, and the cookie is cleared', async () => {
    const { body, set } = await getSession('sessie-afgemeld');
    expect(body).toBeNull();
    // the only cookie under the session's name empties it (no renewed copy with a later expiry)
    expect(set).toMatch(new RegExp(`^${COOKIE}=;`));
    expect(set).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });
});
