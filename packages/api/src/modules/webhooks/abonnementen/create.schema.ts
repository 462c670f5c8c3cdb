// webhooks.abonnementen.create → POST /verificatie/abonnementen (client, scope verificatie)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZVerificatieCode } from '../../verklaring/verklaring.schema.ts';

export const createAbonnementMeta = {
  openapi: {
    method: 'POST',
    path: '/verificatie/abonnementen',
    tags: ['integraties'],
    summary: 'Een verklaring volgen: de intrekking komt binnen via uw webhooks (API-client)',
    description:
      'Scope verificatie. Met het nummer en de code van de verklaring (uit de QR-code of de pdf); een onbekende combinatie geeft 404, zoals de openbare verificatie. Bij intrekking krijgen de webhooks van deze client voor verklaring.ingetrokken een bericht. Nogmaals aanmelden verandert niets.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Geen geldig access token',
      403: 'Geen API-client of scope ontbreekt',
      404: 'Onbekende verklaring',
      429: 'Te veel verzoeken',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZCreateAbonnementInput = z.object({
  nummer: z.string().min(1).max(40).meta({ example: 'IKV-2026-000123' }),
  code: ZVerificatieCode,
});
export const ZCreateAbonnementOutput = z.object({
  id: ZId,
  nummer: z.string().meta({ example: 'IKV-2026-000123' }),
  status: z.enum(['GELDIG', 'VERLOPEN', 'INGETROKKEN']),
  geldigTot: z.string().meta({ example: '2027-05-29' }),
});
export type TCreateAbonnementInput = z.infer<typeof ZCreateAbonnementInput>;
