// aanvragen.create → POST /aanvragen
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { ZAanvraag, ZVerklaringType } from './aanvraag.schema.ts';
import { ZAanvraagOrientatieInvoer } from '../orientatie/orientatie.schema.ts';

export const createAanvraagMeta = {
  openapi: {
    method: 'POST',
    path: '/aanvragen',
    tags: ['aanvragen'],
    summary: 'Een aanvraag (IKV of oriëntatie) indienen voor een eigen bedrijf',
    description:
      'Alleen met een geverifieerd e-mailadres (anders 403 EMAIL_NIET_GEVERIFIEERD). Eén open aanvraag per bedrijf en type (anders 409 AANVRAAG_AL_OPEN).',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Geen ondernemer of e-mail niet geverifieerd',
      404: 'Bedrijf onbekend of niet van u',
      409: 'Er is al een open aanvraag',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZCreateAanvraagInput = z
  .object({
    companyId: ZId,
    verklaringType: ZVerklaringType.meta({ example: 'ORIENTATIE' }),
    orientatieInvoer: ZAanvraagOrientatieInvoer.nullish().meta({
      description:
        'alleen bij ORIENTATIE: partnerinkomen, AOW, rentevaste periode en rente, energielabel, alleenstaand, studieschuld, kredieten, overige lasten en woningwaarde; het toetsinkomen komt uit de IKV',
    }),
  })
  .superRefine((v, issue) => {
    if (v.orientatieInvoer && v.verklaringType !== 'ORIENTATIE')
      issue.addIssue({
        code: 'custom',
        path: ['orientatieInvoer'],
        message: 'orientatieInvoer hoort alleen bij een ORIENTATIE-aanvraag',
      });
  });
export const ZCreateAanvraagOutput = ZAanvraag;
export type TCreateAanvraagInput = z.infer<typeof ZCreateAanvraagInput>;
