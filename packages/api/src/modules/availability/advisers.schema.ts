// availability.advisers → GET /advisers (who an entrepreneur can plan with)
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';

export const advisersMeta = {
  openapi: {
    method: 'GET',
    path: '/advisers',
    tags: ['availability'],
    summary: 'De adviseurs (om vrije tijd op te vragen en een afspraak voor te stellen)',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd' },
  },
} satisfies ApiMeta;

export const ZAdvisersInput = z.object({}).optional();
export const ZAdvisersOutput = z.array(
  z.object({ id: ZId, voornaam: z.string(), achternaam: z.string() }).meta({ id: 'AdviserSummary' }),
);
export type TAdvisersOutput = z.infer<typeof ZAdvisersOutput>;
