import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ClientScope } from '../infra/service-context.ts';

/** Procedure metadata: OpenAPI route plus the REST status on success (201/204; default 200). */
export type ApiMeta = OpenApiMeta & {
  successStatus?: 200 | 201 | 202 | 204;
  /** when the status depends on the answer (e.g. 202 for a request, 200 for a check) */
  successStatusFor?: (output: unknown) => 200 | 201 | 202 | 204;
  /** a further success status to document next to the default (with successStatusFor) */
  alsoSuccessStatus?: 201 | 202;
  /** set by roleProcedure: the only roles allowed (403 for others); absent = any logged-in user or public */
  roles?: readonly ('ONDERNEMER' | 'ADVISEUR')[];
  /** set by clientOnlyProcedure: only an API client's token, with this scope (null: any of its scopes) */
  client?: { scope: ClientScope | null };
};
