// aanvragen.supplemented → POST /aanvragen/{id}/aangevuld (the entrepreneur reports what was asked as supplied)
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId, zText } from '../../shared/schema-primitives.schema.ts';
import { ZAanvraagVolledig } from './aanvraag.schema.ts';

export const supplementedAanvraagMeta = {
  openapi: {
    method: 'POST',
    path: '/aanvragen/{id}/aangevuld',
    tags: ['aanvragen'],
    summary: 'Melden dat de gevraagde aanvulling is aangeleverd',
    description:
      'Alleen bij status AANVULLING_NODIG (anders 409): de aanvraag gaat terug naar IN_BEHANDELING, de openstaande verzoeken krijgen aangevuldOp, en de behandelaar (zonder behandelaar: elke adviseur) krijgt een melding en een e-mail. toelichting komt in de statushistorie.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Onbekend of niet van u',
      409: 'Er wordt geen aanvulling gevraagd',
    },
  },
} satisfies ApiMeta;

export const ZSupplementedAanvraagInput = z.object({ id: ZId, toelichting: zText().max(4000).optional() });
export const ZSupplementedAanvraagOutput = ZAanvraagVolledig;
export type TSupplementedAanvraagInput = z.infer<typeof ZSupplementedAanvraagInput>;
