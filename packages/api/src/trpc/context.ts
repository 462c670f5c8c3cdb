// One context for tRPC and REST: bearer JWT first, else the web app's Auth.js session.
import { randomUUID } from 'node:crypto';
import { type Db, getDb } from '@ikv/db';
import { type Clock, systemClock } from '../infra/clock.ts';
import { verifyAccessToken } from '../infra/jwt.ts';
import type { Actor, ServiceContext } from '../infra/service-context.ts';
import { getRegistry } from '../modules/kvk/registry/default-registry.ts';
import type { RegistryProvider } from '../modules/kvk/registry/registry-provider.ts';
import { findActiveActor } from '../modules/auth/auth.repository.ts';
import type { LiveHub } from '../modules/live/live-hub.ts';

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

function clientIp(headers: HeaderReader): string | null {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) return forwarded.split(',')[0]?.trim() || null;
  return headers.get('x-real-ip');
}

async function resolveActor(db: Db, clock: Clock, opts: CreateContextOptions): Promise<Actor | null> {
  const token = bearerToken(opts.headers);
  if (token) {
    const claims = verifyAccessToken(token, clock.now());
    if (!claims) return null;
    return findActiveActor(db, claims.sub, claims.sv);
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
