// The operations that are not generated from a procedure (binary or multipart bodies, text/calendar,
// the keys at the site's root), one row each. The OpenAPI document (openapi-document.ts) takes their
// operations from here and nowhere else, and the authorisation matrix
// (authorization-matrix.integration.test.ts) takes their roles from here: a hand-written route that
// is missing from this table is missing from the document, and one in the document without a row
// fails the matrix.
import type { ApiMeta } from '../trpc/meta.ts';
import { adviseurExportOpenApiPaths } from './adviseur-export-route.ts';
import { accountExportOpenApiPaths } from './account-export-route.ts';
import { icalOpenApiPaths } from '../modules/appointments/ical.route.ts';
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

function row(
  items: PathItems,
  path: string,
  method: 'get' | 'post',
  roles: HandWrittenOperation['roles'],
  client?: HandWrittenOperation['client'],
): HandWrittenOperation {
  const item = items[path];
  const operation = item?.[method];
  if (!operation) throw new Error(`hand-written routes: no ${method.toUpperCase()} ${path} in its OpenAPI path items`);
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
  row(ikvPdf, '/aanvragen/{id}/ikv/pdf', 'get', null),
  row(adviseurExport, '/adviseur/aanvragen/export.csv', 'get', ['ADVISEUR']),
  row(ical, '/appointments/calendar.ics', 'get', null),
  row(ical, '/appointments/{id}/calendar.ics', 'get', null),
  row(verificatie, JWKS_PATH, 'get', null),
  row(verificatie, SEAL_CA_PATH, 'get', null),
  row(verificatie, SEAL_CRL_PATH, 'get', null),
  row(verificatie, VERIFICATIE_CHECK_PATH, 'post', null),
  row(documents, '/companies/{companyId}/documents', 'post', ['ONDERNEMER']),
  row(documents, '/documents/{id}', 'get', null),
  row(voorcheck, VOORCHECK_DOCUMENTEN_PATH, 'post', null),
  row(accountExport, '/account/export/{id}/bestand', 'get', null),
  row(oauthToken, OAUTH_TOKEN_PATH, 'post', null),
  row(koppelingPdf, '/koppelingen/{id}/verklaringen/{nummer}/pdf', 'get', null, { scope: 'verklaringen:lezen' }),
];

/** The hand-written operation with this operationId, if any. */
export function handWrittenOperation(operationId: string): HandWrittenOperation | undefined {
  return HAND_WRITTEN_OPERATIONS.find((op) => op.operationId === operationId);
}
