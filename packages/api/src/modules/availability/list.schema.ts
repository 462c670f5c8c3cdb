// availability.list → GET /adviseur/availability
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAvailabilityResponse } from './availability.schema.ts';

export const listAvailabilityMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/availability',
    tags: ['availability'],
    summary: 'Mijn komende beschikbaarheid',
    description: 'Alle blokken die nog niet voorbij zijn, op begintijd.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZListAvailabilityInput = z.object({}).optional();
export const ZListAvailabilityOutput = z.array(ZAvailabilityResponse);
