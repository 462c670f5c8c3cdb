// companies.financials.derived → GET /companies/financials/{companyId}/afgeleid
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZCompanyIdInput } from '../company.schema.ts';

export const derivedFinancialsMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/financials/{companyId}/afgeleid',
    tags: ['companies'],
    summary: 'Afgeleide cijfers per boekjaar (solvabiliteit, liquiditeit)',
    description:
      'De bij elk boekjaar opgeslagen afgeleide cijfers (IKV.md §6.4 stap 4). Voor een BV of NV worden de IB-berekeningen overgeslagen: afgeleid is dan null en reden zegt waarom.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Bedrijf onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZAfgeleid = z.object({
  regelsVersie: z.string(),
  balansKlopt: z.boolean().meta({
    description: 'false als de balans zichzelf tegenspreekt (docs/IKV.md §6.2): dan geen ratio’s en geen oordeel',
  }),
  gecorrigeerdEigenVermogen: z.number(),
  gecorrigeerdBalanstotaal: z.number(),
  vreemdVermogen: z.number(),
  solvabiliteitPct: z.number().nullable(),
  solvabiliteitVoldoet: z.boolean().nullable(),
  liquiditeit: z.number().nullable(),
  liquiditeitVoldoet: z.boolean().nullable(),
  liquiditeitBasis: z.enum(['KORTLOPENDE_SCHULDEN', 'BENADERING_VREEMD_VERMOGEN']).optional(),
});

export const ZDerivedFinancialsInput = ZCompanyIdInput;
export const ZDerivedFinancialsOutput = z.object({
  inkomensberekeningOvergeslagen: z.boolean(),
  reden: z.string().nullable(),
  jaren: z.array(z.object({ jaar: z.number().int(), fiscaleWinst: z.number(), afgeleid: ZAfgeleid.nullable() })),
});
export type TDerivedFinancialsOutput = z.infer<typeof ZDerivedFinancialsOutput>;
