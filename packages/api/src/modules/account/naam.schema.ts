// account.naam → PUT /account/naam (an adviser's own name, as entrepreneurs and lenders read it)
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { zLine } from '../../shared/schema-primitives.schema.ts';

export const naamMeta = {
  openapi: {
    method: 'PUT',
    path: '/account/naam',
    tags: ['account'],
    protect: true,
    summary: 'Mijn naam wijzigen (adviseur)',
    description:
      'Voor adviseurs: de naam waarmee ondernemers hun behandelaar zien en die op nieuw uitgegeven verklaringen komt (al uitgegeven verklaringen houden de naam van toen). De naam van een ondernemer wijzigt via PUT /ondernemer.',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

const ZNaam = zLine().min(1, { error: 'verplicht' }).max(100);
export const ZNaamInput = z
  .object({ voornaam: ZNaam.meta({ example: 'Anna' }), achternaam: ZNaam.meta({ example: 'de Boer' }) })
  .strict();
export const ZNaamOutput = z.object({ voornaam: z.string(), achternaam: z.string() });
export type TNaamInput = z.infer<typeof ZNaamInput>;
