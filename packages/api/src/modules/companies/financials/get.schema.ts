// companies.financials.get → GET /companies/financials/{companyId}
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZCompanyIdInput } from '../company.schema.ts';
import { ZJaarBronnen } from '../../documents/intake/bronnen.schema.ts';
import { extraVeldenTekst, ZOpgeslagenBoekjaar } from './financial-year.schema.ts';

export const getFinancialsMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/financials/{companyId}',
    tags: ['companies'],
    summary: 'Boekjaren van een bedrijf, oplopend op jaar',
    description: `FinancieelBoekjaarInput per jaar plus ${extraVeldenTekst()} (null als onbekend). Heeft het bedrijf documenten die (worden) gelezen, dan per jaar ook \`bronnen\`: per veld de bedragen uit de documenten met hun bron, en of het opgeslagen bedrag afwijkt, twee documenten het oneens zijn of het bedrag zonder document is ingevuld.`,
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Bedrijf onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZGetFinancialsInput = ZCompanyIdInput;
export const ZGetFinancialsOutput = z.array(ZOpgeslagenBoekjaar.extend({ bronnen: ZJaarBronnen.optional() }));
