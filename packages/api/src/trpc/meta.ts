import type { OpenApiMeta } from 'trpc-to-openapi';

/** Procedure metadata: OpenAPI route plus the REST status on success (201/204; default 200). */
export type ApiMeta = OpenApiMeta & { successStatus?: 200 | 201 | 202 | 204 };
