// One context for tRPC and REST: bearer JWT first, else the web app's Auth.js session.
import { randomUUID } from 'node:crypto';
import { type Db, getDb } from '@ikv/db';
import { type Clock, systemClock } from '../infra/clock.ts';
import { verifyAccessToken } from '../infra/jwt.ts';
import { CLIENT_ADDRESS_HEADER } from '../infra/client-address.ts';
import type { Actor, ServiceContext } from '../infra/service-context.ts';
import { getRegistry } from '../modules/kvk/registry/default-registry.ts';
import type { RegistryProvider } from '../modules/kvk/registry/registry-provider.ts';
import { findActiveActor, isSessionRevoked } from '../modules/auth/auth.repository.ts';
import { getLiveHub, type LiveHub } from '../modules/live/live-hub.ts';

export type Context = ServiceContext;

/** What the context reads of a request's headers: a Fetch `Headers` or a node:http adapter. */
export interface HeaderReader {
  get(name: string): string | null;
}

export interface CreateContextOptions {
  headers: HeaderReader;
  /** the user id of a valid Auth.js session (web app only), already checked for currency */
  sessionUserId?: string | null;
  db?: Db;
  clock?: Clock;
  registry?: RegistryProvider;
  live?: LiveHub;
}

function bearerToken(headers: HeaderReader): string | null {
  const value = headers.get('authorization');
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/** The client address the app server resolved for this request (client-address.ts: X-Forwarded-For only from TRUSTED_PROXIES). */
function clientIp(headers: HeaderReader): string | null {
  return headers.get(CLIENT_ADDRESS_HEADER);
}

/** The instance's live hub (its LISTEN connection carries the revoked sessions), if there is a database URL. */
function hubOf(opts: CreateContextOptions): LiveHub | null {
  if (opts.live) return opts.live;
  try {
    return getLiveHub();
  } catch {
    return null;
  }
}

/**
 * Whether logout ended this token's session: from the hub's in-memory set (no query), or, until
 * that set has been loaded once (the first requests of a fresh instance), from the table.
 */
async function sessionRevoked(db: Db, sid: string, nowMs: number, opts: CreateContextOptions): Promise<boolean> {
  const hub = hubOf(opts);
  if (hub && (await hub.revocationsReady(2_000))) return hub.revokedSessions.isRevoked(sid, nowMs);
  return isSessionRevoked(db, sid);
}

async function resolveActor(db: Db, clock: Clock, opts: CreateContextOptions): Promise<Actor | null> {
  const token = bearerToken(opts.headers);
  if (token) {
    const now = clock.now();
    const claims = verifyAccessToken(token, now);
    if (!claims) return null;
    if (claims.sid && (await sessionRevoked(db, claims.sid, now.getTime(), opts))) return null;
    const actor = await findActiveActor(db, claims.sub, claims.sv);
    return actor ? { ...actor, sessionId: claims.sid ?? null } : null;
  }
  if (opts.sessionUserId) return findActiveActor(db, opts.sessionUserId, null);
  return null;
}

export async function createTrpcContext(opts: CreateContextOptions): Promise<Context> {
  const db = opts.db ?? getDb();
  const clock = opts.clock ?? systemClock;
  return {
    db,
    clock,
    registry: opts.registry ?? getRegistry(),
    actor: await resolveActor(db, clock, opts),
    ip: clientIp(opts.headers),
    requestId: opts.headers.get('x-request-id') ?? randomUUID(),
    ...(opts.live ? { live: opts.live } : {}),
  };
}
