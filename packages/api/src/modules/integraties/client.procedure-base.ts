// The procedure builder of every API client operation (API.md, Integrations): only a client's
// access token with `scope` (401/403 in the guard, trpc/procedures.ts), at most LIMITS.apiClient
// calls a minute per client (429), and every call in the audit log under the client.
import { clientOnlyProcedure } from '../../trpc/procedures.ts';
import type { ClientScope } from '../../infra/service-context.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';

export function clientProcedure(scope: ClientScope | null) {
  return clientOnlyProcedure(scope).use(async ({ ctx, path, next }) => {
    await consume(ctx, [['apiClient', ctx.client.apiClientId]]);
    const result = await next();
    await writeAudit(ctx.db, {
      userId: null,
      apiClientId: ctx.client.apiClientId,
      actie: 'CLIENT_AANROEP',
      ip: ctx.ip,
      details: { operatie: path, ok: result.ok },
    });
    return result;
  });
}
