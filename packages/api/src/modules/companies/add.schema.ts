// companies.add → POST /companies
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZKvkNummer } from '../../shared/schema-primitives.schema.ts';
import { ZBedrijf } from './company.schema.ts';

export const addCompanyMeta = {
  openapi: {
    method: 'POST',
    path: '/companies',
    tags: ['companies'],
    summary: 'Bedrijf koppelen op KvK-nummer',
    description:
      'Haalt de gegevens uit het register; de aanroeper wordt EIGENAAR met 100 % aandeel. 409 als hij het bedrijf al heeft, of als een ander het al heeft aangemeld (vraag dan om een uitnodiging).',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'KvK-nummer onbekend',
      409: 'Al gekoppeld',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZAddCompanyInput = z.object({ kvkNummer: ZKvkNummer });
export const ZAddCompanyOutput = ZBedrijf;

export type TAddCompanyInput = z.infer<typeof ZAddCompanyInput>;
