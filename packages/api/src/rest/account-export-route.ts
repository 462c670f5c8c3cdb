// GET /account/export/{id}/bestand (privacy.export.download): the prepared ZIP of everything kept
// about the caller, for him alone and within 24 hours. The same service as the procedures; a Bearer
// token or the web session (the mailed link, the button in settings) identifies him.
import { DomainError } from '../errors/domain-error.ts';
import { ZId } from '../shared/schema-primitives.schema.ts';
import { exportFile } from '../modules/privacy/export.service.ts';
import { z } from 'zod';
import { binary } from './pdf-response.ts';
import { personRoute } from './route.ts';

export const accountExportRoute = personRoute({
  method: 'GET',
  path: '/account/export/{id}/bestand',
  operation: 'privacy.export.download',
  roles: null,
  session: true,
  doc: {
    operationId: 'privacy-export-download',
    tags: ['account'],
    summary: 'Mijn export downloaden (ZIP, 24 uur geldig)',
    description:
      'De ZIP van POST /account/export zodra GET /account/export/{id} KLAAR meldt: LEESMIJ.txt (of README.txt), één JSON per soort gegevens en de map documenten/ met de eigen documenten. Alleen voor wie hem aanvroeg.',
    params: z.object({ id: z.string() }),
    responses: {
      '200': { description: 'De ZIP', content: { 'application/zip': { schema: binary } } },
      '401': { description: 'Niet ingelogd' },
      '404': { description: 'Geen export van u' },
      '409': { description: 'Nog niet klaar' },
      '410': { description: 'Verlopen' },
    },
  },
  async handle({ req, params, ctx }) {
    const id = params.id!;
    if (!ZId.safeParse(id).success) throw new DomainError('EXPORT_NOT_FOUND', 'Deze export bestaat niet.');
    const bytes = await exportFile(ctx, id);
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
  },
});
