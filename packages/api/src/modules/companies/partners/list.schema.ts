// companies.partners.list → GET /companies/{companyId}/partners
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZCompanyIdInput } from '../company.schema.ts';
import { ZPartner } from './partner.schema.ts';

export const listPartnersMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/{companyId}/partners',
    tags: ['partners'],
    summary: 'Eigenaren en partners van een bedrijf, met hun aandeel',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZListPartnersInput = ZCompanyIdInput;
export const ZListPartnersOutput = z.array(ZPartner);
