// The inputs of the statement's two adviser operations, defined beside their services (controle.service.ts,
// withdraw.service.ts): the procedures' schema files (modules/adviseur/aanvragen/controle.schema.ts,
// modules/adviseur/verklaring/withdraw.schema.ts) take them from here, so the services need nothing above them.
import { z } from 'zod';
import { ZId, zText } from '../../shared/schema-primitives.schema.ts';

/** adviseur.aanvragen.controle: one year's check of a request */
export const ZControleInvoer = z
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

/** adviseur.verklaring.withdraw: the issued statement withdrawn, with a reason */
export const ZIntrekkenInvoer = z.object({
  id: ZId,
  reden: zText().min(3, { error: 'geef een reden (minstens 3 tekens)' }).max(2000),
});

export type TControleInvoer = z.infer<typeof ZControleInvoer>;
export type TIntrekkenInvoer = z.infer<typeof ZIntrekkenInvoer>;
