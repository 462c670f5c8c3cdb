// The fourth kind of caller: an API client's bearer token (docs/integrations.md). The token says
// which client and scopes; the client's row decides whether it still counts: a revoked client's
// tokens stop at once, and a scope taken away from it stops at once. The row comes from the
// instance's client cache while its LISTEN connection is up (a trigger on api_clients and
// organisaties drops it on every instance at the commit of a change, as for the actor cache:
// live/row-cache.ts), otherwise from one read.
import type { Db } from '@ikv/db';
import { verifyClientToken } from '../../infra/jwt.ts';
import type { ClientCaller } from '../../infra/service-context.ts';
import type { CachedClient } from '../live/live-hub.ts';
import { readThrough, type RowCache } from '../live/row-cache.ts';
import { findClientById } from './clients.repository.ts';
import { currentScopes } from './clients.rules.ts';

/** The client as a token's calls need it; null when it is gone or revoked (both refuse every token). */
async function loadClient(db: Db, id: string): Promise<CachedClient> {
  const row = await findClientById(db, id);
  if (!row || row.ingetrokkenOp) return null;
  return {
    caller: {
      apiClientId: row.id,
      clientId: row.clientId,
      naam: row.naam,
      organisatieId: row.organisatie.id,
      organisatieNaam: row.organisatie.naam,
      organisatieSoort: row.organisatie.soort,
    },
    held: row.scopes,
  };
}

/**
 * The client behind a bearer token, or null: not a client token (a person's token included),
 * expired, forged, or its client revoked or gone. `cache`: the instance's client cache while it can
 * be trusted (LiveHub.clientCache), else null.
 */
export async function authenticateClientToken(
  db: Db,
  token: string,
  now: Date,
  cache: RowCache<CachedClient> | null = null,
): Promise<ClientCaller | null> {
  const claims = verifyClientToken(token, now);
  if (!claims) return null;
  const client = await readThrough(cache, claims.sub, () => loadClient(db, claims.sub));
  if (!client || client.caller.clientId !== claims.cid) return null;
  return { ...client.caller, scopes: currentScopes(claims.scope, client.held) };
}
