// companies.financials.submit → POST /companies/financials/{companyId} (FIXED by the original spec)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZBoekjarenArray, ZFinancieelBoekjaar } from './financial-year.schema.ts';

export { ZFinancieelBoekjaarInput, type TFinancieelBoekjaarInput } from './financial-year.schema.ts';

export const submitFinancialsMeta = {
  openapi: {
    method: 'POST',
    path: '/companies/financials/{companyId}',
    tags: ['companies'],
    summary: 'Boekjaren indienen (upsert per jaar)',
    description:
      'FIXED. Slaat de boekjaren op, één record per (bedrijf, jaar): een bestaand jaar wordt overschreven. Alles of niets. Antwoord 200 met de opgeslagen records. Voor een BV of NV worden de inkomensberekeningen overgeslagen; de gegevens worden wel opgeslagen.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Alleen voor ondernemers',
      404: 'Bedrijf onbekend of niet van u',
    },
  },
} satisfies ApiMeta;

export const ZSubmitFinancialsInput = z.object({ companyId: ZId, boekjaren: ZBoekjarenArray });
export const ZSubmitFinancialsOutput = z.array(ZFinancieelBoekjaar);

export type TSubmitFinancialsInput = z.infer<typeof ZSubmitFinancialsInput>;
export type TSubmitFinancialsOutput = z.infer<typeof ZSubmitFinancialsOutput>;
