// The REST status of a successful call comes from the procedure's meta (201/204), default 200.
import type { AnyTRPCRouter } from '@trpc/server';
import type { ApiMeta } from '../trpc/meta.ts';
import { listProcedures } from './trpc-zod-internals.ts';

export function procedureMetas(router: AnyTRPCRouter): Map<string, ApiMeta> {
  return new Map(listProcedures(router).map(({ path, meta }) => [path, meta]));
}
