// GET /koppelingen/{id}/verklaringen/{nummer}/pdf (API.md, Integrations): an API client with
// verklaringen:lezen fetches the sealed PDF of a statement of an entrepreneur linked to its
// organisation (ACTIEF, else 404). The same rules as the client procedures (401/403, scope, rate
// limit, audit), the bytes as issued.
import { koppelingVerklaringPdf } from '../modules/integraties/koppelingen.service.ts';
import { consume } from '../modules/rate-limit/rate-limit.service.ts';
import { binary, pdfResponse } from './pdf-response.ts';
import { z } from 'zod';
import { clientRoute } from './route.ts';

const SCOPE = 'verklaringen:lezen';

export const koppelingPdfRoute = clientRoute({
  method: 'GET',
  path: '/koppelingen/{id}/verklaringen/{nummer}/pdf',
  operation: 'integraties.koppelingen.pdf',
  scope: SCOPE,
  doc: {
    operationId: 'integraties-koppelingen-pdf',
    tags: ['integraties'],
    summary: 'De verzegelde pdf van een verklaring van een gekoppelde ondernemer (API-client)',
    description:
      'Scope verklaringen:lezen. Dezelfde bytes als bij uitgifte (SHA-256 = pdfSha256 van de verificatie). Alleen voor een ACTIEVE koppeling van de organisatie van de client en een verklaring van die ondernemer, anders 404. Elke download komt in het auditlog van de client.',
    params: z.object({ id: z.string(), nummer: z.string().meta({ example: 'IKV-2026-000123' }) }),
    responses: {
      '200': { description: 'De pdf', content: { 'application/pdf': { schema: binary } } },
      '401': { description: 'Geen geldig access token' },
      '403': { description: 'Geen API-client of scope ontbreekt' },
      '404': { description: 'Geen actieve koppeling van uw organisatie, of geen verklaring van deze ondernemer' },
      '429': { description: 'Te veel verzoeken' },
    },
  },
  async handle({ req, params, ctx }) {
    await consume(ctx, [['apiClient', ctx.client.apiClientId]]);
    const { pdf, bestandsnaam } = await koppelingVerklaringPdf(ctx, params.id!, params.nummer!);
    return pdfResponse(pdf, bestandsnaam, req.method);
  },
});
