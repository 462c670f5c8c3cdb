import type { Db } from '@ikv/db';
import type { Clock } from './clock.ts';

export type Rol = 'ONDERNEMER' | 'ADVISEUR';

export interface Actor {
  userId: string;
  rol: Rol;
  email: string;
  /** the session of the access token that made this request (its `sid`), if any */
  sessionId?: string | null;
}

/**
 * What every service function receives: no tRPC, no HTTP. Two parts belong to units above infra and
 * are added there (TypeScript's interface merging, so this file imports nothing above it):
 * `registry` (the KvK registry, modules/kvk/registry/registry-provider.ts) and `live` (the live
 * feed's hub, modules/live/live-hub.ts).
 */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  actor: Actor | null;
  ip: string | null;
  requestId: string;
}

export type AuthedContext = ServiceContext & { actor: Actor };
