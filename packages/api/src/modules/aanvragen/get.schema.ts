// aanvragen.get → GET /aanvragen/{id}
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZAanvraagIdInput, ZAanvraagVolledig } from './aanvraag.schema.ts';

export const getAanvraagMeta = {
  openapi: {
    method: 'GET',
    path: '/aanvragen/{id}',
    tags: ['aanvragen'],
    summary: 'Eén eigen aanvraag met bedrijf, boekjaren, laatste IKV-resultaat, opmerkingen en statushistorie',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZGetAanvraagInput = ZAanvraagIdInput;
export const ZGetAanvraagOutput = ZAanvraagVolledig;
