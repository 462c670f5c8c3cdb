// companies.partners.remove → DELETE /companies/{companyId}/partners/{partnerId}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZPartnerPathInput } from './partner.schema.ts';

export const removePartnerMeta = {
  openapi: {
    method: 'DELETE',
    path: '/companies/{companyId}/partners/{partnerId}',
    tags: ['partners'],
    summary: 'Partner verwijderen (alleen de eigenaar)',
    description:
      'Het vrijgekomen aandeel wordt niet automatisch herverdeeld. De laatste eigenaar kan zichzelf niet verwijderen (409).',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen de eigenaar',
      404: 'Onbekend of niet van u',
      409: 'Laatste eigenaar',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZRemovePartnerInput = ZPartnerPathInput;
export const ZRemovePartnerOutput = z.void();
export type TRemovePartnerInput = z.infer<typeof ZRemovePartnerInput>;
