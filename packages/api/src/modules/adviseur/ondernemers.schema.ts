// adviseur.ondernemers → GET /adviseur/ondernemers
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';

export const listOndernemersMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/ondernemers',
    tags: ['adviseur'],
    summary: 'Ondernemers met aanvragen',
    description:
      'Op achternaam, voornaam en id, `limit` per pagina (standaard 50, hoogstens 200). Volgende pagina: geef het id van de laatste ondernemer mee als `na`.',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer of onbekende `na`', 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
  },
} satisfies ApiMeta;

export const ZEntrepreneur = z.object({
  id: z.string(),
  email: z.string(),
  voornaam: z.string(),
  achternaam: z.string(),
  telefoonnummer: z.string().nullable(),
  aantalAanvragen: z.number().int(),
  openAanvragen: z.number().int(),
  laatsteAanvraagOp: z.string().nullable(),
});

export const ZListOndernemersInput = z.object({
  na: ZId.optional().meta({ description: 'id van de laatste ondernemer van de vorige pagina' }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TListOndernemersInput = z.infer<typeof ZListOndernemersInput>;
export const ZListOndernemersOutput = z.array(ZEntrepreneur);
