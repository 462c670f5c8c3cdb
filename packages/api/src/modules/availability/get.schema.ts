// availability.get → GET /adviseur/availability/{id}
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAvailabilityIdInput, ZAvailabilityResponse } from './availability.schema.ts';

export const getAvailabilityMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/availability/{id}',
    tags: ['availability'],
    summary: 'Eén beschikbaarheidsblok',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZGetAvailabilityInput = ZAvailabilityIdInput;
export const ZGetAvailabilityOutput = ZAvailabilityResponse;
