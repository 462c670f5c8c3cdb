// auth.twoFactor.disable → POST /auth/2fa/disable
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';
import { ZPasswordGiven, ZSixDigitCode } from '../auth-primitives.schema.ts';

export const disableMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/2fa/disable',
    tags: ['auth'],
    protect: true,
    summary: 'Tweestapsverificatie uitzetten (wachtwoord en code nodig)',
    errorResponses: {
      400: 'Ongeldige invoer of code',
      401: 'Niet ingelogd',
      409: 'Niet in deze toestand',
      429: 'Te veel pogingen',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZDisableInput = z.object({ wachtwoord: ZPasswordGiven, code: ZSixDigitCode });
export const ZDisableOutput = z.void();
