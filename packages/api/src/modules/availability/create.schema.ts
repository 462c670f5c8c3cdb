// availability.create → POST /adviseur/availability
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { endAfterStart } from '../../shared/schema-primitives.schema.ts';
import { ZAvailabilityRequest, ZAvailabilityResponse, ZHerhaling } from './availability.schema.ts';

export const createAvailabilityMeta = {
  openapi: {
    method: 'POST',
    path: '/adviseur/availability',
    tags: ['availability'],
    summary: 'Beschikbaarheid toevoegen (eenmalig of wekelijks)',
    description:
      'Een blok van hoogstens 24 uur. Met `herhaling.wekelijksTot` komt het blok elke week terug op dezelfde Amsterdamse kloktijd tot en met die datum (hoogstens 3 maanden); de hele reeks slaagt of faalt. 409 bij overlap met bestaande beschikbaarheid.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      409: 'Overlapt met bestaande beschikbaarheid',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZCreateAvailabilityInput = ZAvailabilityRequest.extend({ herhaling: ZHerhaling.optional() }).refine(
  ...endAfterStart,
);
export const ZCreateAvailabilityOutput = ZAvailabilityResponse.extend({
  reeks: z.object({ id: z.string(), aantal: z.number().int(), blokken: z.array(ZAvailabilityResponse) }).nullable(),
});
export type TCreateAvailabilityInput = z.infer<typeof ZCreateAvailabilityInput>;
export type TCreateAvailabilityOutput = z.infer<typeof ZCreateAvailabilityOutput>;
