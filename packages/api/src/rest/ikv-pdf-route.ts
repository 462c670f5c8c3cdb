// GET /aanvragen/{id}/ikv/pdf (ikv.pdf): the IKV report as a PDF. The same access rule
// (entrepreneur: own request, else 404; adviser: any) and the same service as the procedures; a Bearer
// token or the web session (the download link on the request page) identifies the caller.
import { DomainError } from '../errors/domain-error.ts';
import { loadAccessibleAanvraag } from '../modules/aanvragen/aanvragen.service.ts';
import { renderIkvPdf } from '../modules/ikv/ikv.service.ts';
import { binary, pdfResponse } from './pdf-response.ts';
import { z } from 'zod';
import { personRoute } from './route.ts';

export const ikvPdfRoute = personRoute({
  method: 'GET',
  path: '/aanvragen/{id}/ikv/pdf',
  operation: 'ikv.pdf',
  roles: null,
  session: true,
  doc: {
    operationId: 'ikv-pdf',
    tags: ['ikv'],
    summary: 'Het IKV-rapport als pdf (A4, Nederlands of Engels)',
    description:
      'De laatst opgeslagen berekening van de aanvraag. De ondernemer alleen voor zijn eigen aanvraag (anders 404), de adviseur voor elke. Elke download komt in het auditlog.',
    params: z.object({ id: z.string() }),
    query: z.object({ taal: z.enum(['nl', 'en']).default('nl') }),
    responses: {
      '200': { description: 'De pdf', content: { 'application/pdf': { schema: binary } } },
      '400': { description: 'Ongeldige taal' },
      '401': { description: 'Niet ingelogd' },
      '404': { description: 'Onbekende aanvraag, niet van u, of nog geen berekening' },
    },
  },
  async handle({ req, params, ctx }) {
    const aanvraag = await loadAccessibleAanvraag(ctx, params.id!, 'lezen');
    const taalParam = new URL(req.url).searchParams.get('taal');
    if (taalParam !== null && taalParam !== 'nl' && taalParam !== 'en') {
      throw new DomainError('VALIDATION_FAILED', 'taal is nl of en.', {
        errors: [{ path: 'taal', message: 'kies nl of en' }],
      });
    }
    const { pdf, bestandsnaam } = await renderIkvPdf({ ...ctx, aanvraag }, taalParam ?? 'nl');
    return pdfResponse(pdf, bestandsnaam, req.method);
  },
});
