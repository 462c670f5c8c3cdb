// companies.partners.updateShare → PUT /companies/{companyId}/partners/{partnerId}/share
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZAandeelPercentage, ZPartner } from './partner.schema.ts';

export const updateShareMeta = {
  openapi: {
    method: 'PUT',
    path: '/companies/{companyId}/partners/{partnerId}/share',
    tags: ['partners'],
    summary: 'Aandeel van een partner of eigenaar wijzigen (alleen de eigenaar)',
    description:
      'De aandelen van één bedrijf zijn samen nooit meer dan 100 %: de database dwingt dit af, ook bij gelijktijdige wijzigingen (409 SHARES_EXCEED_100).',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen de eigenaar',
      404: 'Onbekend of niet van u',
      409: 'Samen meer dan 100 %',
    },
  },
} satisfies ApiMeta;

export const ZUpdateShareInput = z.object({ companyId: ZId, partnerId: ZId, aandeelPercentage: ZAandeelPercentage });
export const ZUpdateShareOutput = ZPartner;
export type TUpdateShareInput = z.infer<typeof ZUpdateShareInput>;
