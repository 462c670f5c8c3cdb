import type { Db } from '@ikv/db';
import type { TaalVoorkeur } from '../shared/taal.ts';
import type { Clock } from './clock.ts';

export type Rol = 'ONDERNEMER' | 'ADVISEUR';

export interface Actor {
  userId: string;
  rol: Rol;
  email: string;
  /** the session of the access token that made this request (its `sid`), if any */
  sessionId?: string | null;
}

/** The scopes an API client can hold (API.md, Integrations). */
export const CLIENT_SCOPES = [
  'koppelingen',
  'aanvragen:lezen',
  'verklaringen:lezen',
  'verificatie',
  'webhooks',
] as const;
export type ClientScope = (typeof CLIENT_SCOPES)[number];

/**
 * An organisation's API client calling with its access token (the fourth kind of caller, beside
 * anonymous, entrepreneur and adviser): never a user, so `actor` is null when this is set.
 */
export interface ClientCaller {
  /** the client's row id */
  apiClientId: string;
  /** the public client_id */
  clientId: string;
  naam: string;
  organisatieId: string;
  organisatieNaam: string;
  organisatieSoort: 'INTERMEDIAIR' | 'GELDVERSTREKKER';
  /** what this token may do: its granted scopes that the client still holds */
  scopes: readonly ClientScope[];
}

/**
 * What every service function receives: no tRPC, no HTTP. What belongs to a module above infra is
 * declared by that module and named by the functions that need it, beside this type:
 * `RegistryContext` (the KvK registry, modules/kvk/registry/registry-provider.ts) and `LiveContext`
 * (the live feed's hub, modules/live/live-hub.ts). The request context that carries them all is
 * `AppContext` (app.ts, the application tier); this file imports nothing above it.
 */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  actor: Actor | null;
  /** an API client's token (integrations); null or absent for people and anonymous callers */
  client?: ClientCaller | null;
  ip: string | null;
  requestId: string;
  /**
   * The language the request asks its answers in (REST: `Accept-Language`, rest/context.ts); absent or
   * null: the user's own setting. Texts rendered when read (notifications) follow it.
   */
  taal?: TaalVoorkeur | null;
}

export type AuthedContext = ServiceContext & { actor: Actor };

export type ClientContext = ServiceContext & { client: ClientCaller };
