// auth.twoFactor.regenerateRecoveryCodes → POST /auth/2fa/recovery-codes
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZSixDigitCode } from '../auth-primitives.schema.ts';

export const regenerateRecoveryCodesMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/2fa/recovery-codes',
    tags: ['auth'],
    protect: true,
    summary: 'Nieuwe herstelcodes; de oude vervallen',
    errorResponses: {
      400: 'Ongeldige invoer of code',
      401: 'Niet ingelogd',
      409: 'Niet in deze toestand',
      429: 'Te veel pogingen',
    },
  },
} satisfies ApiMeta;

export const ZRegenerateRecoveryCodesInput = z.object({ code: ZSixDigitCode });
export const ZRegenerateRecoveryCodesOutput = z.object({ recoveryCodes: z.array(z.string()).length(10) });
