// availability.overlapCheck → POST /adviseur/availability/overlap-check
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOverlapCheckInput, ZOverlapCheckOutput } from './availability.schema.ts';

export const availabilityOverlapCheckMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/availability/overlap-check',
    tags: ['availability'],
    summary: 'Overlapt dit met mijn beschikbaarheid?',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZAvailabilityOverlapCheckInput = ZOverlapCheckInput;
export const ZAvailabilityOverlapCheckOutput = ZOverlapCheckOutput;
