// The REST status of a successful call comes from the procedure's meta (201/204), default 200.
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { ApiMeta } from '../trpc/meta.ts';

export function procedureMetas(router: AnyTRPCRouter): Map<string, ApiMeta> {
  const metas = new Map<string, ApiMeta>();
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  for (const [path, procedure] of Object.entries(procedures)) {
    metas.set(path, (procedure._def.meta ?? {}) as ApiMeta);
  }
  return metas;
}
