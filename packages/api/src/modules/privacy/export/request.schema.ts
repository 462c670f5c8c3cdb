// privacy.export.request → POST /account/export (API.md, Privacy)
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZEmpty } from '../../../shared/schema-primitives.schema.ts';

export const requestMeta = {
  openapi: {
    method: 'POST',
    path: '/account/export',
    tags: ['account'],
    protect: true,
    summary: 'Al mijn gegevens opvragen (AVG inzage en overdraagbaarheid)',
    description:
      'Stelt op de achtergrond een ZIP samen met één JSON per soort gegevens (profiel, bedrijven en boekjaren, aanvragen en berekeningen, verklaringen, meldingen, berichten, afspraken, uitnodigingen, beveiligingslog) en de eigen documenten, met een LEESMIJ in de taal van het account. Zodra hij klaar is, volgt een e-mail met de link (24 uur geldig). Maximaal 3 per dag.',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd', 429: 'Te vaak gevraagd' },
  },
  successStatus: 202,
} satisfies ApiMeta;

const ZExportStatus = z.object({
  id: z.string(),
  status: z.enum(['BEZIG', 'KLAAR']),
  verlooptOp: z.string().optional().meta({ description: 'tot wanneer het bestand te downloaden is' }),
});
export const ZRequestInput = ZEmpty.optional();
export const ZRequestOutput = ZExportStatus;
