// companies.delete → DELETE /companies/{companyId}
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZCompanyIdInput } from './company.schema.ts';

export const deleteCompanyMeta = {
  openapi: {
    method: 'DELETE',
    path: '/companies/{companyId}',
    tags: ['companies'],
    summary: 'Bedrijf verwijderen (alleen de eigenaar)',
    description:
      'Verwijdert het bedrijf met zijn boekjaren, partners en uitnodigingen. 409 zolang er een aanvraag openstaat, en ook als er afgesloten aanvragen zijn (die moeten bewaard blijven).',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen de eigenaar',
      404: 'Onbekend of niet van u',
      409: 'Aanvraag open of bewaard',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZDeleteCompanyInput = ZCompanyIdInput;
export const ZDeleteCompanyOutput = z.void();
