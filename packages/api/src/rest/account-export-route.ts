// The hand-written route GET /account/export/{id}/bestand (privacy.export.download): the prepared ZIP
// of everything kept about the caller, for him alone and within 24 hours. The same context and
// service as the procedures; a Bearer token or the web session (the mailed link) identifies him.
import { assertSignedIn } from '../trpc/procedures.ts';
import { toProblem } from '../errors/to-problem.ts';
import { DomainError } from '../errors/domain-error.ts';
import { ZId } from '../shared/schema-primitives.schema.ts';
import { problemResponse } from './rest-handler.ts';
import { createTrpcContext, type CreateContextOptions } from './context.ts';
import { exportFile } from '../modules/privacy/export.service.ts';
import { log } from '../infra/observability/logger.ts';
import { noteOperation } from '../infra/observability/request-context.ts';

export const ACCOUNT_EXPORT_FILE_PATH = /^\/account\/export\/([^/]+)\/bestand$/;

export async function handleAccountExportFile(
  req: Request,
  id: string,
  options: { context?: Omit<CreateContextOptions, 'headers'> } = {},
): Promise<Response> {
  noteOperation('privacy.export.download');
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new DomainError('METHOD_NOT_ALLOWED', 'Gebruik GET.');
    const ctx = await createTrpcContext({ headers: req.headers, ...options.context });
    assertSignedIn(ctx);
    if (!ZId.safeParse(id).success) throw new DomainError('EXPORT_NOT_FOUND', 'Deze export bestaat niet.');
    const bytes = await exportFile({ ...ctx, actor: ctx.actor }, id);
    const datum = ctx.clock.now().toISOString().slice(0, 10);
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-length': String(bytes.length),
        'content-disposition': `attachment; filename="mijn-gegevens-${datum}.zip"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (e) {
    const problem = toProblem(e);
    if (problem.status >= 500) log().error({ err: e }, 'rest: GET account export file failed');
    return problemResponse(problem);
  }
}

/** The operation in the OpenAPI document (trpc-to-openapi cannot describe a ZIP body). */
export const accountExportOpenApiPaths = {
  '/account/export/{id}/bestand': {
    get: {
      operationId: 'privacy-export-download',
      tags: ['account'],
      summary: 'Mijn export downloaden (ZIP, 24 uur geldig)',
      description:
        'De ZIP van POST /account/export zodra GET /account/export/{id} KLAAR meldt: LEESMIJ.txt (of README.txt), één JSON per soort gegevens en de map documenten/ met de eigen documenten. Alleen voor wie hem aanvroeg.',
      security: [{ Authorization: [] }],
      parameters: [{ name: 'id', in: 'path' as const, required: true, schema: { type: 'string' as const } }],
      responses: {
        '200': {
          description: 'De ZIP',
          content: { 'application/zip': { schema: { type: 'string' as const, format: 'binary' } } },
        },
        '401': { description: 'Niet ingelogd' },
        '404': { description: 'Geen export van u' },
        '409': { description: 'Nog niet klaar' },
        '410': { description: 'Verlopen' },
      },
    },
  },
};
