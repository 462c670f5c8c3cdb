// availability.delete → DELETE /adviseur/availability/{id}
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAvailabilityIdInput } from './availability.schema.ts';

export const deleteAvailabilityMeta = {
  openapi: {
    method: 'DELETE',
    path: '/adviseur/availability/{id}',
    tags: ['availability'],
    summary: 'Beschikbaarheidsblok verwijderen',
    description: '409 zolang er een voorgestelde of bevestigde afspraak in het blok staat.',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekend of niet van u',
      409: 'Er staan afspraken in',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZDeleteAvailabilityInput = ZAvailabilityIdInput;
export const ZDeleteAvailabilityOutput = z.void();
