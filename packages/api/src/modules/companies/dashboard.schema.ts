// companies.dashboard → GET /companies/dashboard
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZBedrijf } from './company.schema.ts';

export const dashboardCompaniesMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/dashboard',
    tags: ['companies'],
    summary: 'Mijn bedrijven met kerncijfers',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers' },
  },
} satisfies ApiMeta;

export const ZDashboardCompany = ZBedrijf.extend({
  aantalBoekjaren: z.number().int(),
  laatsteBoekjaar: z.number().int().nullable(),
  openAanvragen: z.number().int(),
  laatsteToetsinkomen: z.number().nullable(),
});
export const ZDashboardCompaniesInput = z.object({}).optional();
export const ZDashboardCompaniesOutput = z.array(ZDashboardCompany);
export type TDashboardCompany = z.infer<typeof ZDashboardCompany>;
