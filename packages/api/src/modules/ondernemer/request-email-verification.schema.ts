// ondernemer.requestEmailVerification → POST /ondernemer/email-verification
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZEmail } from '../../shared/schema-primitives.schema.ts';

export const requestEmailVerificationMeta = {
  openapi: {
    method: 'POST',
    path: '/ondernemer/email-verification',
    tags: ['ondernemer'],
    protect: true,
    summary: 'E-mailadres wijzigen: code naar het nieuwe adres',
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      403: 'Geen ondernemer',
      409: 'Adres al in gebruik',
      429: 'Te veel verzoeken',
    },
  },
} satisfies ApiMeta;
export const ZRequestEmailVerificationInput = z.object({ nieuwEmail: ZEmail });
export const ZRequestEmailVerificationOutput = z.object({ bericht: z.string(), verlooptOp: z.string() });
