// The operations that are not generated from a procedure, as the OpenAPI document and the
// authorisation matrix read them: one per declared route (routes.ts), its operation built from the
// declaration (route-openapi.ts) and who may call it taken from it. A route is in the document and
// the matrix because it is served, and as it is served.
import type { ApiMeta } from '../trpc/meta.ts';
import { routeOperation } from './route-openapi.ts';
import { ROUTES } from './routes.ts';

interface HandWrittenOperation {
  operationId: string;
  method: 'get' | 'post';
  /** the path template of API.md (under /api unless `servers` says otherwise) */
  path: string;
  /**
   * Who may call it: the only role (the other gets 403), or null for every signed-in user (or,
   * with `security: []` in the operation, anyone).
   */
  roles: NonNullable<ApiMeta['roles']> | null;
  /** an API client's operation, with the scope it needs (as ApiMeta['client'] of a procedure) */
  client?: NonNullable<ApiMeta['client']>;
  /** the OpenAPI operation object */
  operation: { operationId: string; security: unknown[] } & Record<string, unknown>;
  /** a path item of its own server (the keys served at the site's root) */
  servers?: readonly { url: string; description?: string }[];
}

const ROOT_SERVER = [{ url: '/', description: 'de hoofdmap van de site (niet onder /api)' }] as const;

/** In the order the document lists them (after the generated operations). */
export const HAND_WRITTEN_OPERATIONS: readonly HandWrittenOperation[] = ROUTES.map((route) => ({
  operationId: route.doc.operationId,
  method: route.method === 'GET' ? 'get' : 'post',
  path: route.path,
  roles: route.caller.kind === 'person' ? route.caller.roles : null,
  ...(route.caller.kind === 'client' ? { client: { scope: route.caller.scope } } : {}),
  operation: routeOperation(route),
  ...(route.root ? { servers: ROOT_SERVER } : {}),
}));

/** The hand-written operation with this operationId, if any. */
export function handWrittenOperation(operationId: string): HandWrittenOperation | undefined {
  return HAND_WRITTEN_OPERATIONS.find((op) => op.operationId === operationId);
}
