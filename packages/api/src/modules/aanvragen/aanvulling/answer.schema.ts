// aanvragen.aanvulling.answer → PUT /aanvragen/{id}/aanvulling/{itemId} (tick off / answer one asked item)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId, zText } from '../../../shared/schema-primitives.schema.ts';
import { ZAanvraagVolledig } from '../aanvraag.schema.ts';

export const answerAanvullingMeta = {
  openapi: {
    method: 'PUT',
    path: '/aanvragen/{id}/aanvulling/{itemId}',
    tags: ['aanvragen'],
    summary: 'Een gevraagd item afvinken en/of beantwoorden',
    description:
      'Alleen zolang de aanvraag AANVULLING_NODIG is en het item nog niet als aangevuld gemeld is (anders 409). afgevinkt=false maakt het afvinken ongedaan. Een TOELICHTING afvinken vraagt een antwoord (anders 400). Daarna meldt de ondernemer de aanvraag als aangevuld met POST /aanvragen/{id}/aangevuld.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Onbekend of niet van u',
      409: 'Het verzoek is al afgehandeld',
    },
  },
} satisfies ApiMeta;

export const ZAnswerAanvullingInput = z.object({
  id: ZId,
  itemId: ZId,
  afgevinkt: z.boolean(),
  antwoord: zText().max(4000).optional().meta({ description: 'de toelichting of een notitie bij het item' }),
});
export const ZAnswerAanvullingOutput = ZAanvraagVolledig;
export type TAnswerAanvullingInput = z.infer<typeof ZAnswerAanvullingInput>;
