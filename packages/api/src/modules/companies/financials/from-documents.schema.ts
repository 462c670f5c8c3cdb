// companies.financials.fromDocuments → GET /companies/financials/{companyId}/uit-documenten
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZCompanyIdInput } from '../company.schema.ts';
import { ZBezig, ZJaarBronnen } from '../../documents/intake/bronnen.schema.ts';

export const fromDocumentsMeta = {
  openapi: {
    method: 'GET',
    path: '/companies/financials/{companyId}/uit-documenten',
    tags: ['companies'],
    summary: 'Boekjaren die de documenten noemen en die nog niet zijn aangelegd',
    description:
      'Documenten eerst (Flow III): elk jaar dat een gelezen document van het bedrijf noemt (ook de vergelijkende kolom van het jaar erna) en dat nog niet is opgeslagen, met per veld de voorstellen en hun bron, nieuwste jaar eerst. `PUT /companies/financials/{companyId}/{jaar}` legt zo’n jaar aan. `bezig`: documenten die nog gelezen worden (vraag dan opnieuw).',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 403: 'Alleen voor ondernemers', 404: 'Bedrijf onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZFromDocumentsInput = ZCompanyIdInput;
export const ZFromDocumentsOutput = z.object({
  bezig: ZBezig,
  jaren: z.array(
    z.object({
      jaar: z.number().int().meta({ example: 2024 }),
      bronnen: ZJaarBronnen,
    }),
  ),
});
export type TFromDocumentsOutput = z.infer<typeof ZFromDocumentsOutput>;
