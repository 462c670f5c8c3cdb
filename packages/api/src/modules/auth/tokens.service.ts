// Access JWT + rotating refresh token (stored hashed, grouped in a family per login).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '@ikv/db';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../infra/jwt.ts';
import type { Rol } from '../../infra/service-context.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext, ServiceContext } from '../../infra/service-context.ts';
import {
  bumpSessionVersion,
  findAccountById,
  findRefreshToken,
  insertRefreshToken,
  retireRefreshToken,
  revokeAllRefreshTokens,
  revokeFamily,
  revokeSession,
} from './auth.repository.ts';
import type { TAuthTokens } from './login.schema.ts';
import { type ActorChangeContext, forgetActor, sessionsRevoked } from './actor-changes.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenSubject {
  id: string;
  email: string;
  voornaam: string;
  achternaam: string;
  rol: Rol;
  sessieVersie: number;
}

export async function issueTokens(
  db: Db | Tx,
  user: TokenSubject,
  now: Date,
  familieId: string = randomUUID(),
): Promise<TAuthTokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    userId: user.id,
    familieId,
    tokenHash: hashToken(refreshToken),
    verlooptOp: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  // the session id is the refresh-token family: one per login, kept through rotation
  const accessToken = await signAccessToken(
    { sub: user.id, rol: user.rol, email: user.email, sv: user.sessieVersie, sid: familieId },
    now,
  );
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken,
    gebruiker: { id: user.id, email: user.email, voornaam: user.voornaam, achternaam: user.achternaam, rol: user.rol },
  };
}

const invalidRefresh = () =>
  new DomainError('INVALID_TOKEN', 'Het refresh token is ongeldig, verlopen of ingetrokken. Log opnieuw in.');

/** Rotation: the old token dies and a new one joins its family; a dead token presented again revokes the family. */
export async function refresh(ctx: ServiceContext, input: { refreshToken: string }): Promise<TAuthTokens> {
  const now = ctx.clock.now();
  const row = await findRefreshToken(ctx.db, hashToken(input.refreshToken));
  if (!row) throw invalidRefresh();
  if (row.vervangenOp || row.ingetrokkenOp) {
    if (row.vervangenOp && !row.ingetrokkenOp) {
      await writeAudit(ctx.db, {
        userId: row.userId,
        actie: 'REFRESH_TOKEN_HERGEBRUIKT',
        ip: ctx.ip,
        details: { familieId: row.familieId },
      });
    }
    await revokeFamily(ctx.db, row.familieId, now);
    throw invalidRefresh();
  }
  if (row.verlooptOp.getTime() <= now.getTime()) throw invalidRefresh();
  const user = await findAccountById(ctx.db, row.userId);
  if (!user) throw invalidRefresh();
  if (!(await retireRefreshToken(ctx.db, row.id, now))) {
    // a concurrent request used it first: treat as reuse
    await revokeFamily(ctx.db, row.familieId, now);
    throw invalidRefresh();
  }
  return issueTokens(ctx.db, user, now, row.familieId);
}

/**
 * Ends the session: the refresh token's family and the session of the access token that calls,
 * whose access tokens every instance refuses from now on (revoked_sessions + NOTIFY, see
 * revoked-sessions.ts). Unknown or foreign refresh tokens change nothing.
 */
export async function logout(ctx: AuthedContext & ActorChangeContext, input: { refreshToken: string }): Promise<void> {
  const now = ctx.clock.now();
  const row = await findRefreshToken(ctx.db, hashToken(input.refreshToken));
  const sessions = new Set<string>();
  if (ctx.actor.sessionId) sessions.add(ctx.actor.sessionId);
  if (row && row.userId === ctx.actor.userId) sessions.add(row.familieId);
  // a token of the session is valid at most ACCESS_TOKEN_TTL after it was issued (a minute's skew on top)
  const verlooptOp = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
  let kept = verlooptOp.getTime();
  await inTransaction(ctx.db, async (tx) => {
    for (const sid of sessions) {
      await revokeFamily(tx, sid, now);
      // a session revoked before until later stays revoked that long (revocations never shorten)
      kept = Math.max(kept, (await revokeSession(tx, { sid, userId: ctx.actor.userId, verlooptOp })).getTime());
    }
    await writeAudit(tx, { userId: ctx.actor.userId, actie: 'LOGOUT', ip: ctx.ip });
  });
  // the same client's next request may reach this instance before the NOTIFY does
  sessionsRevoked(ctx, sessions, kept);
}

/**
 * "Sign out everywhere": every session of the user ends, this one too: the session version goes up
 * (every access token and web session carries the old one; the users trigger tells every instance)
 * and every refresh token dies.
 */
export async function logoutEverywhere(ctx: AuthedContext & ActorChangeContext): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    await bumpSessionVersion(tx, ctx.actor.userId);
    await revokeAllRefreshTokens(tx, ctx.actor.userId, now);
    await writeAudit(tx, { userId: ctx.actor.userId, actie: 'OVERAL_UITGELOGD', ip: ctx.ip });
  });
  forgetActor(ctx, ctx.actor.userId);
}
