// availability.update → PUT /adviseur/availability/{id}
import type { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { endAfterStart } from '../../shared/schema-primitives.schema.ts';
import { ZAvailabilityIdInput, ZAvailabilityRequest, ZAvailabilityResponse } from './availability.schema.ts';

export const updateAvailabilityMeta = {
  openapi: {
    method: 'PUT',
    path: '/adviseur/availability/{id}',
    tags: ['availability'],
    summary: 'Beschikbaarheidsblok wijzigen',
    description: '409 bij overlap met ander blok, of als een voorgestelde of bevestigde afspraak er dan buiten valt.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekend of niet van u',
      409: 'Overlap of afspraken vallen erbuiten',
    },
  },
} satisfies ApiMeta;

export const ZUpdateAvailabilityInput = ZAvailabilityIdInput.extend(ZAvailabilityRequest.shape).refine(
  ...endAfterStart,
);
export const ZUpdateAvailabilityOutput = ZAvailabilityResponse;
export type TUpdateAvailabilityInput = z.infer<typeof ZUpdateAvailabilityInput>;
