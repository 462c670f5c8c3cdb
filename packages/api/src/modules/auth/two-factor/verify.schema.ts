// auth.twoFactor.verify → POST /auth/2fa/verify
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZSixDigitCode } from '../auth-primitives.schema.ts';

export const verifyMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/2fa/verify',
    tags: ['auth'],
    protect: true,
    summary: 'Een code uit de authenticator-app controleren',
    errorResponses: {
      400: 'Ongeldige invoer of code',
      401: 'Niet ingelogd',
      409: 'Niet in deze toestand',
      429: 'Te veel pogingen',
    },
  },
} satisfies ApiMeta;

export const ZVerifyInput = z.object({ code: ZSixDigitCode });
export const ZVerifyOutput = z.object({ geldig: z.boolean() });
