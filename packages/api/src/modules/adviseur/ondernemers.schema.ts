// adviseur.ondernemers → GET /adviseur/ondernemers
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';

export const listOndernemersMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/ondernemers',
    tags: ['adviseur'],
    summary: 'Ondernemers met aanvragen',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs' },
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

export const ZListOndernemersInput = z.object({}).optional();
export const ZListOndernemersOutput = z.array(ZEntrepreneur);
