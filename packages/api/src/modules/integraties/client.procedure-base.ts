// The procedure builder of every API client operation (API.md, Integrations): only a client's
// access token with `scope` (401/403 in the guard, trpc/procedures.ts), at most LIMITS.apiClient
// calls a minute per client (429), and every call in the audit log under the client.
// The place in the rate limit and the audit row are one statement, before the call (issue 41: a
// client's call costs about what a person's does). The row says `ok: true` from the start; a call
// that fails then sets `ok: false`, so the row records its outcome as before. A call refused with 429
// reaches nothing of anyone's and is not on record (as before: it would let a client fill the audit
// log at will); nor is one refused by the guard.
import { randomUUID } from 'node:crypto';
import { clientOnlyProcedure } from '../../trpc/procedures.ts';
import type { ClientScope } from '../../infra/service-context.ts';
import { amendAuditDetails } from '../../infra/audit/audit.repository.ts';
import { consumeRecorded } from '../rate-limit/rate-limit.service.ts';

export function clientProcedure(scope: ClientScope | null) {
  return clientOnlyProcedure(scope).use(async ({ ctx, path, next }) => {
    const auditId = randomUUID();
    await consumeRecorded(ctx, ['apiClient', ctx.client.apiClientId], {
      id: auditId,
      userId: null,
      apiClientId: ctx.client.apiClientId,
      actie: 'CLIENT_AANROEP',
      ip: ctx.ip,
      details: { operatie: path, ok: true },
    });
    const result = await next();
    if (!result.ok) await amendAuditDetails(ctx.db, auditId, { ok: false });
    return result;
  });
}
