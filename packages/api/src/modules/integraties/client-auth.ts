// The fourth kind of caller: an API client's bearer token (docs/integrations.md). The token says
// which client and scopes; the client's row decides whether it still counts: a revoked client's
// tokens stop at once, and a scope taken away from it stops at once.
import type { Db } from '@ikv/db';
import { verifyClientToken } from '../../infra/jwt.ts';
import type { ClientCaller } from '../../infra/service-context.ts';
import { findClientById } from './clients.repository.ts';
import { currentScopes } from './clients.rules.ts';

/**
 * The client behind a bearer token, or null: not a client token (a person's token included),
 * expired, forged, or its client revoked or gone.
 */
export async function authenticateClientToken(db: Db, token: string, now: Date): Promise<ClientCaller | null> {
  const claims = verifyClientToken(token, now);
  if (!claims) return null;
  const row = await findClientById(db, claims.sub);
  if (!row || row.ingetrokkenOp || row.clientId !== claims.cid) return null;
  return {
    apiClientId: row.id,
    clientId: row.clientId,
    naam: row.naam,
    organisatieId: row.organisatie.id,
    organisatieNaam: row.organisatie.naam,
    organisatieSoort: row.organisatie.soort,
    scopes: currentScopes(claims.scope, row.scopes),
  };
}
