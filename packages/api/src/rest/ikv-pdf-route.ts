// The hand-written binary route GET /aanvragen/{id}/ikv/pdf (ikv.pdf): same context, same access
// rule (entrepreneur: own request, else 404; adviser: any) and the same service as the procedures.
import { assertSignedIn } from '../trpc/procedures.ts';
import { toProblem } from '../errors/to-problem.ts';
import { DomainError } from '../errors/domain-error.ts';
import { loadAccessibleAanvraag } from '../modules/aanvragen/aanvragen.service.ts';
import { renderIkvPdf } from '../modules/ikv/ikv.service.ts';
import { createTrpcContext, type CreateContextOptions } from './context.ts';
import { problemResponse } from './rest-handler.ts';
import { pdfResponse } from './pdf-response.ts';
import { log } from '../infra/observability/logger.ts';
import { noteOperation } from '../infra/observability/request-context.ts';

export const IKV_PDF_PATH = /^\/aanvragen\/([^/]+)\/ikv\/pdf$/;

export async function handleIkvPdf(
  req: Request,
  id: string,
  options: { context?: Omit<CreateContextOptions, 'headers'> } = {},
): Promise<Response> {
  noteOperation('ikv.pdf'); // the request's log line and metrics
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new DomainError('METHOD_NOT_ALLOWED', 'Gebruik GET.');
    const ctx = await createTrpcContext({ headers: req.headers, ...options.context });
    assertSignedIn(ctx);
    const authed = { ...ctx, actor: ctx.actor };
    const aanvraag = await loadAccessibleAanvraag(authed, decodeURIComponent(id), 'lezen');
    const taalParam = new URL(req.url).searchParams.get('taal');
    if (taalParam !== null && taalParam !== 'nl' && taalParam !== 'en') {
      throw new DomainError('VALIDATION_FAILED', 'taal is nl of en.', {
        errors: [{ path: 'taal', message: 'kies nl of en' }],
      });
    }
    const { pdf, bestandsnaam } = await renderIkvPdf({ ...authed, aanvraag }, taalParam ?? 'nl');
    return pdfResponse(pdf, bestandsnaam);
  } catch (e) {
    const problem = toProblem(e);
    if (problem.status >= 500) log().error({ err: e }, 'rest: GET ikv pdf failed');
    return problemResponse(problem);
  }
}

/** The binary operation in the OpenAPI document (trpc-to-openapi cannot describe a PDF body). */
export const ikvPdfOpenApiPaths = {
  '/aanvragen/{id}/ikv/pdf': {
    get: {
      operationId: 'ikv-pdf',
      tags: ['ikv'],
      summary: 'Het IKV-rapport als pdf (A4, Nederlands of Engels)',
      description:
        'De laatst opgeslagen berekening van de aanvraag. De ondernemer alleen voor zijn eigen aanvraag (anders 404), de adviseur voor elke. Elke download komt in het auditlog.',
      security: [{ Authorization: [] }],
      parameters: [
        { name: 'id', in: 'path' as const, required: true, schema: { type: 'string' as const } },
        {
          name: 'taal',
          in: 'query' as const,
          required: false,
          schema: { type: 'string' as const, enum: ['nl', 'en'], default: 'nl' },
        },
      ],
      responses: {
        '200': {
          description: 'De pdf',
          content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
        },
        '400': { description: 'Ongeldige taal' },
        '401': { description: 'Niet ingelogd' },
        '404': { description: 'Onbekende aanvraag, niet van u, of nog geen berekening' },
      },
    },
  },
};
