// ondernemer.verifyEmailChange → POST /ondernemer/email-verification/verify
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZSixDigitCode } from '../auth/auth-primitives.schema.ts';
import { ZOndernemer } from './ondernemer.schema.ts';

export const verifyEmailChangeMeta = {
  openapi: {
    method: 'POST',
    path: '/ondernemer/email-verification/verify',
    tags: ['ondernemer'],
    protect: true,
    summary: 'Nieuw e-mailadres bevestigen met de code',
    errorResponses: {
      400: 'Ongeldige of verlopen code',
      401: 'Niet ingelogd',
      403: 'Geen ondernemer',
      409: 'Adres intussen in gebruik',
      429: 'Te veel pogingen',
    },
  },
} satisfies ApiMeta;
export const ZVerifyEmailChangeInput = z.object({ code: ZSixDigitCode });
export const ZVerifyEmailChangeOutput = ZOndernemer;
