// The web session outside Next.js (server.ts's live.events fast path): the Auth.js session cookie
// read as Auth.js reads it — a JWE encrypted with AUTH_SECRET (or NEXTAUTH_SECRET, as next-auth
// falls back) and the cookie's own name as salt, its expiry checked by decode — then the same
// currency check as getSessionUser (session.ts): the session was not signed out (its sid is not
// revoked) and the user still exists with the session version in the cookie (a password change,
// "sign out everywhere" or account deletion ends every session).
// Cookie names: `__Secure-authjs.session-token` when Auth.js runs over https, else
// `authjs.session-token`; a token too big for one cookie comes in chunks `<name>.0`, `<name>.1`, …
// Each name is decoded with its own name as salt, so a token is only ever accepted under the name
// Auth.js encrypted it for.
import { decode } from 'next-auth/jwt';
import { currentSessionUser, type SessionUser } from '@ikv/api/auth';
import { config } from '@ikv/api/config';

const SESSION_COOKIE_NAMES = ['__Secure-authjs.session-token', 'authjs.session-token'] as const;

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep it as it came
    }
    cookies.set(name, value);
  }
  return cookies;
}

/** The session token under `name`: whole, or its chunks in order (Auth.js SessionStore). */
function tokenUnder(cookies: Map<string, string>, name: string): string | null {
  const whole = cookies.get(name);
  if (whole) return whole;
  const chunks: [number, string][] = [];
  for (const [n, v] of cookies) {
    if (!n.startsWith(`${name}.`)) continue;
    const i = Number(n.slice(name.length + 1));
    if (Number.isInteger(i) && i >= 0) chunks.push([i, v]);
  }
  if (chunks.length === 0) return null;
  return chunks
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v)
    .join('');
}

const authSecret = (): string | undefined => config().authSecret;

/** The current user of the request's Auth.js session cookie, or null (none, forged, expired, or no longer current). */
export async function sessionUserFromCookie(
  cookieHeader: string | undefined,
  secret = authSecret(),
): Promise<SessionUser | null> {
  return (await webSessionFromCookie(cookieHeader, secret))?.user ?? null;
}

/**
 * The current session of the request's cookie with what a live stream needs to end with it: its
 * session id, session version and expiry (live-sse-node.ts).
 */
export async function webSessionFromCookie(
  cookieHeader: string | undefined,
  secret = authSecret(),
): Promise<{ user: SessionUser; sid: string; sessieVersie: number; expiresAtMs: number | null } | null> {
  if (!secret) return null;
  const cookies = parseCookies(cookieHeader);
  for (const name of SESSION_COOKIE_NAMES) {
    const token = tokenUnder(cookies, name);
    if (!token) continue;
    let payload: Awaited<ReturnType<typeof decode>>;
    try {
      payload = await decode({ token, secret, salt: name });
    } catch {
      continue; // not ours, tampered with or expired
    }
    const ikv = (payload as { ikv?: Partial<SessionUser> } | null)?.ikv;
    if (!ikv?.id || !ikv.rol || typeof ikv.sessieVersie !== 'number') continue;
    const sid = (payload as { sid?: unknown }).sid;
    if (typeof sid !== 'string') return null;
    const user = await currentSessionUser(ikv.id, ikv.sessieVersie, sid);
    if (!user) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return { user, sid, sessieVersie: ikv.sessieVersie, expiresAtMs: typeof exp === 'number' ? exp * 1000 : null };
  }
  return null;
}
