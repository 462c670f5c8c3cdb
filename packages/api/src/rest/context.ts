// One context for tRPC and REST: bearer JWT first, else the web app's Auth.js session.
import type { IncomingMessage } from 'node:http';
import type { Db } from '@ikv/db';
import { processDb } from '../infra/database.ts';
import { type Clock, systemClock } from '../infra/clock.ts';
import { verifyAccessToken } from '../infra/jwt.ts';
import { CLIENT_ADDRESS_HEADER } from '../infra/client-address.ts';
import { taalUitAcceptLanguage } from '../shared/taal.ts';
import type { Actor } from '../infra/service-context.ts';
import { getRegistry } from '../modules/kvk/registry/default-registry.ts';
import type { RegistryProvider } from '../modules/kvk/registry/registry-provider.ts';
import { findActorRow, isSessionRevoked } from '../modules/auth/auth.repository.ts';
import { instanceHub, type LiveHub } from '../modules/live/live-hub.ts';
import { judgeActor } from '../modules/live/actor-cache.ts';
import { authenticateClientToken } from '../modules/integraties/client-auth.ts';
import {
  currentRequest,
  newRequestId,
  noteRequestUser,
  saneRequestId,
} from '../infra/observability/request-context.ts';

import type { AppContext } from '../app.ts';

export type { Context, IdempotencySlot } from '../trpc/init.ts';

/** What the context reads of a request's headers: a Fetch `Headers` or a node:http adapter. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** A node:http request's headers as a HeaderReader (repeated headers joined with ", ", as Fetch does). */
export function nodeHeaderReader(req: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

export interface CreateContextOptions {
  headers: HeaderReader;
  /** the user id of a valid Auth.js session (web app only), already checked for currency */
  sessionUserId?: string | null;
  db?: Db;
  clock?: Clock;
  registry?: RegistryProvider;
  live?: LiveHub;
  /**
   * Honour `Accept-Language` for texts rendered when read (notifications): the REST door sets it, for
   * clients that have no language setting of their own to change; the web app's tRPC calls do not,
   * since the browser's header would override the language the user chose in the app.
   */
  acceptLanguage?: boolean;
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

/**
 * Whether logout ended this token's session: from the hub's in-memory set (no query), or, until
 * that set has been loaded once (the first requests of a fresh instance), from the table.
 */
async function sessionRevoked(db: Db, sid: string, nowMs: number, opts: CreateContextOptions): Promise<boolean> {
  const hub = instanceHub(opts.live);
  if (hub && (await hub.revocationsReady(2_000))) return hub.revokedSessions.isRevoked(sid, nowMs);
  return isSessionRevoked(db, sid);
}

/**
 * The hub whose caches may answer for this request: only a hub on the request's own database. A
 * context given another db (tests) without its hub reads the rows, rather than trust a cache fed by
 * another database's notifications.
 */
function cachingHub(opts: CreateContextOptions): LiveHub | null {
  return opts.live ?? (opts.db ? null : instanceHub());
}

/**
 * The token's user as the actor, or null (deleted user, older session version). From the
 * instance's actor cache while its LISTEN connection is up, so a request costs no query for it;
 * otherwise, or when the cache does not know the user, one primary-key read (actor-cache.ts).
 */
async function currentActor(
  db: Db,
  userId: string,
  sv: number | null,
  opts: CreateContextOptions,
): Promise<Actor | null> {
  const cache = cachingHub(opts)?.actorCache() ?? null;
  // the cache's clock is the process's monotonic one (its TTL is about this process, not business time)
  const found = cache?.lookup(userId, sv, performance.now());
  if (found?.kind === 'hit') return { userId: found.row.id, rol: found.row.rol, email: found.row.email };
  if (found?.kind === 'refused') return null;
  const ticket = cache?.beginLoad();
  const row = await findActorRow(db, userId);
  if (cache && ticket !== undefined) cache.store(userId, row, ticket, performance.now());
  return row && judgeActor(row, sv) === 'accept' ? { userId: row.id, rol: row.rol, email: row.email } : null;
}

async function resolveActor(db: Db, clock: Clock, opts: CreateContextOptions): Promise<Actor | null> {
  const token = bearerToken(opts.headers);
  if (token) {
    const now = clock.now();
    const claims = verifyAccessToken(token, now);
    if (!claims) return null;
    if (claims.sid && (await sessionRevoked(db, claims.sid, now.getTime(), opts))) return null;
    const actor = await currentActor(db, claims.sub, claims.sv, opts);
    return actor ? { ...actor, sessionId: claims.sid ?? null } : null;
  }
  if (opts.sessionUserId) return currentActor(db, opts.sessionUserId, null, opts);
  return null;
}

export async function createTrpcContext(opts: CreateContextOptions): Promise<AppContext> {
  const db = opts.db ?? processDb();
  const clock = opts.clock ?? systemClock;
  const actor = await resolveActor(db, clock, opts);
  // not a person's token: perhaps an API client's (integrations; a person's token never passes as one)
  const token = actor ? null : bearerToken(opts.headers);
  const client = token
    ? await authenticateClientToken(db, token, clock.now(), cachingHub(opts)?.clientCache() ?? null)
    : null;
  // for the request's log line (request-context.ts)
  noteRequestUser(actor?.userId ?? (client ? `client:${client.clientId}` : undefined));
  return {
    db,
    clock,
    registry: opts.registry ?? getRegistry(),
    actor,
    client,
    ip: clientIp(opts.headers),
    // the app server's (http-observer.ts), else a sane incoming one, else a new one
    requestId: currentRequest()?.requestId ?? saneRequestId(opts.headers.get('x-request-id')) ?? newRequestId(),
    idempotency: { header: opts.headers.get('idempotency-key'), replayed: false },
    ...(opts.live ? { live: opts.live } : {}),
    ...(opts.acceptLanguage ? { taal: taalUitAcceptLanguage(opts.headers.get('accept-language')) } : {}),
  };
}
