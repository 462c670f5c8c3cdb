// The operations that are not generated from a procedure (binary or multipart bodies, text/calendar,
// the keys at the site's root), one row each. The OpenAPI document (openapi-document.ts) takes their
// operations from here and nowhere else, and the authorisation matrix
// (authorization-matrix.integration.test.ts) takes their roles from here: a hand-written route that
// is missing from this table is missing from the document, and one in the document without a row
// fails the matrix.
import type { ApiMeta } from '../trpc/meta.ts';
import { adviseurExportOpenApiPaths } from './adviseur-export-route.ts';
import { accountExportOpenApiPaths } from './account-export-route.ts';
import { icalOpenApiPaths } from './ical-route.ts';
import { ROUTES } from './routes.ts';
import { documentsOpenApiPaths } from './documents-route.ts';
import { ikvPdfOpenApiPaths } from './ikv-pdf-route.ts';
import {
  JWKS_PATH,
  SEAL_CA_PATH,
  SEAL_CRL_PATH,
  VERIFICATIE_CHECK_PATH,
  verificatieOpenApiPaths,
} from './verificatie-route.ts';
import { VOORCHECK_DOCUMENTEN_PATH, voorcheckDocumentenOpenApiPaths } from './voorcheck-documenten-route.ts';
import { OAUTH_TOKEN_PATH, oauthTokenOpenApiPaths } from './oauth-token-route.ts';
import { koppelingPdfOpenApiPaths } from './koppeling-pdf-route.ts';

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

type PathItems = Record<
  string,
  { servers?: readonly { url: string; description?: string }[] } & Partial<
    Record<'get' | 'post', HandWrittenOperation['operation']>
  >
>;

/** The route's operation, with who may call it from its declaration (routes.ts). */
function row(items: PathItems, path: string, method: 'get' | 'post'): HandWrittenOperation {
  const item = items[path];
  const operation = item?.[method];
  if (!operation) throw new Error(`hand-written routes: no ${method.toUpperCase()} ${path} in its OpenAPI path items`);
  const route = ROUTES.find((r) => r.path === path && r.method === method.toUpperCase());
  if (!route) throw new Error(`hand-written routes: ${method.toUpperCase()} ${path} is not declared in routes.ts`);
  const roles = route.caller.kind === 'person' ? route.caller.roles : null;
  const client = route.caller.kind === 'client' ? { scope: route.caller.scope } : undefined;
  return {
    operationId: operation.operationId,
    method,
    path,
    roles,
    ...(client ? { client } : {}),
    operation,
    ...(item.servers ? { servers: item.servers } : {}),
  };
}

const ikvPdf = ikvPdfOpenApiPaths as unknown as PathItems;
const adviseurExport = adviseurExportOpenApiPaths as unknown as PathItems;
const ical = icalOpenApiPaths as unknown as PathItems;
const verificatie = verificatieOpenApiPaths as unknown as PathItems;
const documents = documentsOpenApiPaths as unknown as PathItems;
const voorcheck = voorcheckDocumentenOpenApiPaths as unknown as PathItems;
const accountExport = accountExportOpenApiPaths as unknown as PathItems;
const oauthToken = oauthTokenOpenApiPaths as unknown as PathItems;
const koppelingPdf = koppelingPdfOpenApiPaths as unknown as PathItems;

/** In the order the document lists them (after the generated operations). */
export const HAND_WRITTEN_OPERATIONS: readonly HandWrittenOperation[] = [
  row(ikvPdf, '/aanvragen/{id}/ikv/pdf', 'get'),
  row(adviseurExport, '/adviseur/aanvragen/export.csv', 'get'),
  row(ical, '/appointments/calendar.ics', 'get'),
  row(ical, '/appointments/{id}/calendar.ics', 'get'),
  row(verificatie, JWKS_PATH, 'get'),
  row(verificatie, SEAL_CA_PATH, 'get'),
  row(verificatie, SEAL_CRL_PATH, 'get'),
  row(verificatie, VERIFICATIE_CHECK_PATH, 'post'),
  row(documents, '/companies/{companyId}/documents', 'post'),
  row(documents, '/documents/{id}', 'get'),
  row(voorcheck, VOORCHECK_DOCUMENTEN_PATH, 'post'),
  row(accountExport, '/account/export/{id}/bestand', 'get'),
  row(oauthToken, OAUTH_TOKEN_PATH, 'post'),
  row(koppelingPdf, '/koppelingen/{id}/verklaringen/{nummer}/pdf', 'get'),
];

/** The hand-written operation with this operationId, if any. */
export function handWrittenOperation(operationId: string): HandWrittenOperation | undefined {
  return HAND_WRITTEN_OPERATIONS.find((op) => op.operationId === operationId);
}
