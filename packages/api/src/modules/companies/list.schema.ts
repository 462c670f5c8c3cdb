// companies.list → GET /companies
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZBedrijf } from './company.schema.ts';

export const listCompaniesMeta = {
  openapi: {
    method: 'GET',
    path: '/companies',
    tags: ['companies'],
    summary: 'Mijn gekoppelde bedrijven',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers' },
  },
} satisfies ApiMeta;

export const ZListCompaniesInput = z.object({}).optional();
export const ZListCompaniesOutput = z.array(ZBedrijf);
