// companies.get → GET /companies/{companyId}
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZBedrijf, ZCompanyIdInput } from './company.schema.ts';

export const getCompanyMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/{companyId}',
    tags: ['companies'],
    summary: 'Eén gekoppeld bedrijf',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZGetCompanyInput = ZCompanyIdInput;
export const ZGetCompanyOutput = ZBedrijf;
