// companies.partners.pending → GET /companies/{companyId}/partners/pending
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZCompanyIdInput } from '../company.schema.ts';
import { ZPendingPartner } from './partner.schema.ts';

export const pendingPartnersMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/{companyId}/partners/pending',
    tags: ['partners'],
    summary: 'Openstaande uitnodigingen van een bedrijf (nieuwste eerst)',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZPendingPartnersInput = ZCompanyIdInput;
export const ZPendingPartnersOutput = z.array(ZPendingPartner);
