import type { Db } from '@ikv/db';
import type { Clock } from './clock.ts';
import type { RegistryProvider } from '../modules/kvk/registry/registry-provider.ts';
import type { LiveHub } from '../modules/live/live-hub.ts';

export type Rol = 'ONDERNEMER' | 'ADVISEUR';

export interface Actor {
  userId: string;
  rol: Rol;
  email: string;
  /** the session of the access token that made this request (its `sid`), if any */
  sessionId?: string | null;
}

/** What every service function receives: no tRPC, no HTTP. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  registry: RegistryProvider;
  actor: Actor | null;
  ip: string | null;
  requestId: string;
  /** the live feed's hub (tests pass their own; default: one per DATABASE_URL) */
  live?: LiveHub;
}

export type AuthedContext = ServiceContext & { actor: Actor };
