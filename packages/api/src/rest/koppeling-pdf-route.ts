// The hand-written binary route GET /koppelingen/{id}/verklaringen/{nummer}/pdf (API.md,
// Integrations): an API client with verklaringen:lezen fetches the sealed PDF of a statement of an
// entrepreneur linked to its organisation (ACTIEF, else 404). Same context and the same rules as the
// procedures (clientProcedure: 401/403, scope, rate limit, audit), the bytes as issued.
import { toProblem } from '../errors/to-problem.ts';
import { DomainError } from '../errors/domain-error.ts';
import { koppelingVerklaringPdf } from '../modules/integraties/koppelingen.service.ts';
import { consume } from '../modules/rate-limit/rate-limit.service.ts';
import { createTrpcContext, type CreateContextOptions } from './context.ts';
import { problemResponse } from './rest-handler.ts';
import { pdfResponse } from './pdf-response.ts';
import { assertClientScope } from '../trpc/procedures.ts';
import { log } from '../infra/observability/logger.ts';
import { noteOperation } from '../infra/observability/request-context.ts';

const SCOPE = 'verklaringen:lezen';

export const KOPPELING_PDF_PATH = /^\/koppelingen\/([^/]+)\/verklaringen\/([^/]+)\/pdf$/;

export async function handleKoppelingPdf(
  req: Request,
  id: string,
  nummer: string,
  options: { context?: Omit<CreateContextOptions, 'headers'> } = {},
): Promise<Response> {
  noteOperation('integraties.koppelingen.pdf'); // the request's log line and metrics
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new DomainError('METHOD_NOT_ALLOWED', 'Gebruik GET.');
    const ctx = await createTrpcContext({ headers: req.headers, ...options.context });
    assertClientScope(ctx, SCOPE);
    const client = ctx.client;
    await consume(ctx, [['apiClient', client.apiClientId]]);
    const { pdf, bestandsnaam } = await koppelingVerklaringPdf(
      { ...ctx, client },
      decodeURIComponent(id),
      decodeURIComponent(nummer),
    );
    return pdfResponse(pdf, bestandsnaam, req.method);
  } catch (e) {
    const problem = toProblem(e);
    if (problem.status >= 500) log().error({ err: e }, 'rest: GET koppeling pdf failed');
    return problemResponse(problem);
  }
}

/** The binary operation in the OpenAPI document. */
export const koppelingPdfOpenApiPaths = {
  '/koppelingen/{id}/verklaringen/{nummer}/pdf': {
    get: {
      operationId: 'integraties-koppelingen-pdf',
      tags: ['integraties'],
      summary: 'De verzegelde pdf van een verklaring van een gekoppelde ondernemer (API-client)',
      description:
        'Scope verklaringen:lezen. Dezelfde bytes als bij uitgifte (SHA-256 = pdfSha256 van de verificatie). Alleen voor een ACTIEVE koppeling van de organisatie van de client en een verklaring van die ondernemer, anders 404. Elke download komt in het auditlog van de client.',
      security: [{ ClientCredentials: [SCOPE] }],
      parameters: [
        { name: 'id', in: 'path' as const, required: true, schema: { type: 'string' as const } },
        {
          name: 'nummer',
          in: 'path' as const,
          required: true,
          schema: { type: 'string' as const },
          example: 'IKV-2026-000123',
        },
      ],
      responses: {
        '200': {
          description: 'De pdf',
          content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
        },
        '401': { description: 'Geen geldig access token' },
        '403': { description: 'Geen API-client of scope ontbreekt' },
        '404': { description: 'Geen actieve koppeling van uw organisatie, of geen verklaring van deze ondernemer' },
        '429': { description: 'Te veel verzoeken' },
      },
    },
  },
};
