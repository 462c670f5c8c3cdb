// adviseur.aanvragen.get → GET /adviseur/aanvragen/{id}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZAanvraagIdInput, ZAanvraagVolledig } from '../../aanvragen/aanvraag.schema.ts';

export const getAdviseurAanvraagMeta = {
  openapi: {
    method: 'GET',
    path: '/adviseur/aanvragen/{id}',
    tags: ['adviseur'],
    summary:
      'Eén aanvraag met ondernemer, bedrijf (registergegevens, eigenaarscontrole), boekjaren, IKV-resultaat, alle opmerkingen en statushistorie; per boekjaar de bronnen uit de documenten (per veld de voorstellen, afwijkingen, documenten die het oneens zijn, bedragen zonder document)',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor adviseurs', 404: 'Onbekende aanvraag' },
  },
} satisfies ApiMeta;

export const ZGetAdviseurAanvraagInput = ZAanvraagIdInput;
export const ZGetAdviseurAanvraagOutput = ZAanvraagVolledig;
