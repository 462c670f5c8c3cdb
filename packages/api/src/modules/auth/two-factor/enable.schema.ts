// auth.twoFactor.enable → POST /auth/2fa/enable
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZSixDigitCode } from '../auth-primitives.schema.ts';

export const enableMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/2fa/enable',
    tags: ['auth'],
    protect: true,
    summary: 'Tweestapsverificatie aanzetten; geeft eenmalig 10 herstelcodes',
    errorResponses: {
      400: 'Ongeldige invoer of code',
      401: 'Niet ingelogd',
      409: 'Niet in deze toestand',
      429: 'Te veel pogingen',
    },
  },
} satisfies ApiMeta;

export const ZEnableInput = z.object({ code: ZSixDigitCode });
export const ZEnableOutput = z.object({ recoveryCodes: z.array(z.string()).length(10) });
