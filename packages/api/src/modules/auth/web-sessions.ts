// Web sessions that end (API.md, Trust III "Sessions"): every Auth.js session carries its own session
// id (`sid`, drawn at sign-in). Signing out revokes that sid exactly as POST /auth/logout revokes an
// access token's session: a revoked_sessions row plus a NOTIFY on the live channel in one
// transaction, so every instance's LiveHub holds it in memory (revoked-sessions.ts) and refuses the
// cookie on pages, tRPC and the live feed without a query. A password change, a reset or "sign out
// everywhere" ends all sessions of the user through the session version instead.
import { randomUUID } from 'node:crypto';
import type { Db } from '@ikv/db';
import { instanceHub, type LiveHub } from '../live/live-hub.ts';
import { isSessionRevoked, revokeSession } from './auth.repository.ts';
import { sessionsRevoked } from './actor-changes.ts';
import { inTransaction, processDb } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

/** How long a web session lives (Auth.js `session.maxAge`); a revocation is kept as long as a cookie of it can be valid. */
export const WEB_SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Until when a web session signed out at `nowMs` stays revoked: any cookie of it issued up to now has expired by then. */
function webRevocationUntil(nowMs: number): number {
  return nowMs + WEB_SESSION_MAX_AGE_SECONDS * 1000 + 60_000;
}

/** A fresh session id for a web sign-in. */
export function newWebSessionId(): string {
  return randomUUID();
}

/**
 * Whether the session was ended: from the instance's in-memory set (no query) once its LISTEN
 * connection has loaded it, else from the table (the first requests of a fresh instance).
 */
export async function isWebSessionRevoked(
  sid: string,
  options: { db?: Db; live?: LiveHub; nowMs?: number } = {},
): Promise<boolean> {
  const hub = options.live ?? (options.db ? null : instanceHub());
  if (hub && (await hub.revocationsReady(2_000)))
    return hub.revokedSessions.isRevoked(sid, options.nowMs ?? Date.now());
  return isSessionRevoked(options.db ?? processDb(), sid);
}

/**
 * Sign-out: the session is refused from now on, on every instance, for the session's whole maximum
 * life from now (plus a minute's skew) — not just until the signing-out cookie's own expiry: a copy of
 * the cookie renewed earlier (GET /api/authjs/session) may expire later than the one that signed out,
 * and while the sid is revoked no copy is renewed, so every copy has expired before the revocation
 * lapses. `expiresAtMs` (the cookie's `exp`) is no longer needed and only kept for callers.
 */
export async function endWebSession(
  input: { userId: string; sid: string; expiresAtMs?: number | null },
  options: { db?: Db; live?: LiveHub; ip?: string | null; now?: Date } = {},
): Promise<void> {
  const db = options.db ?? processDb();
  const now = options.now ?? new Date();
  const until = webRevocationUntil(now.getTime());
  const verlooptOp = new Date(until);
  let kept = until;
  await inTransaction(db, async (tx) => {
    kept = (await revokeSession(tx, { sid: input.sid, userId: input.userId, verlooptOp })).getTime();
    await writeAudit(tx, { userId: input.userId, actie: 'LOGOUT', ip: options.ip ?? null, details: { via: 'web' } });
  });
  // the same browser's next request may reach this instance before the NOTIFY does
  sessionsRevoked({ live: options.live }, [input.sid], kept);
}
