// adviseur.aanvragen.controle → PUT /adviseur/aanvragen/{id}/controle/{jaar}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId, zText } from '../../../shared/schema-primitives.schema.ts';
import { ZControle } from '../../verklaring/verklaring.schema.ts';

export const controleAanvraagMeta = {
  openapi: {
    method: 'PUT',
    path: '/adviseur/aanvragen/{id}/controle/{jaar}',
    tags: ['adviseur'],
    summary:
      'De controle van één boekjaar vastleggen: akkoord met de stukken waarop het rust, of niet akkoord met een toelichting',
    description:
      'Eén controle per (aanvraag, jaar); opnieuw vastleggen vervangt de vorige. Bij akkoord minstens één document, elk een document van het bedrijf voor dat jaar of zonder jaar. Een latere wijziging van de cijfers van dat jaar laat de controle vervallen.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor adviseurs',
      404: 'Onbekende aanvraag of boekjaar',
      409: 'Aanvraag is afgesloten',
    },
  },
} satisfies ApiMeta;

export const ZControleAanvraagInput = z
  .object({
    id: ZId,
    jaar: z.coerce.number().int().min(1900).max(2100),
    akkoord: z.boolean(),
    documentIds: z
      .array(ZId)
      .max(50)
      .default([])
      .meta({ example: ['cm8x2k1qz0001ab12cd34ef56'], description: 'de documenten waarop de controle rust' }),
    toelichting: zText().max(4000).optional().meta({ example: 'Winst sluit aan op de jaarrekening.' }),
  })
  .superRefine((v, c) => {
    if (v.akkoord && v.documentIds.length === 0)
      c.addIssue({
        code: 'custom',
        path: ['documentIds'],
        message: 'bij akkoord minstens één document',
        params: { code: 'CHECK_DOCUMENT_REQUIRED' },
      });
    if (!v.akkoord && !v.toelichting)
      c.addIssue({
        code: 'custom',
        path: ['toelichting'],
        message: 'zonder akkoord is een toelichting nodig',
        params: { code: 'CHECK_EXPLANATION_REQUIRED' },
      });
    if (new Set(v.documentIds).size !== v.documentIds.length)
      c.addIssue({
        code: 'custom',
        path: ['documentIds'],
        message: 'een document staat er dubbel in',
        params: { code: 'DOCUMENT_DUPLICATE' },
      });
  });

export const ZControleAanvraagOutput = ZControle;
export type TControleAanvraagInput = z.infer<typeof ZControleAanvraagInput>;
