// aanvragen.list → GET /aanvragen
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZAanvraag } from './aanvraag.schema.ts';

export const listAanvragenMeta = {
  openapi: {
    method: 'GET',
    path: '/aanvragen',
    tags: ['aanvragen'],
    summary: 'Mijn aanvragen en, alleen te lezen, die van bedrijven waarvan ik partner ben; nieuwste eerst',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers' },
  },
} satisfies ApiMeta;

export const ZListAanvragenInput = z.object({}).optional();
export const ZListAanvragenOutput = z.array(
  ZAanvraag.extend({
    eigen: z.boolean().meta({
      example: true,
      description:
        'true: uw eigen aanvraag; false: een aanvraag van een bedrijf waarvan u partner bent (alleen te lezen)',
    }),
  }),
);
