// auth.loginRecoveryCode → POST /auth/2fa/login/recovery
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOpaqueToken, ZRecoveryCode } from './auth-primitives.schema.ts';
import { ZAuthTokens } from './login.schema.ts';

export const loginRecoveryCodeMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/2fa/login/recovery',
    tags: ['auth'],
    protect: false,
    summary: 'Tweede stap van het inloggen met een herstelcode',
    description: 'De herstelcode is daarna verbruikt.',
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Onjuiste of gebruikte herstelcode, of verlopen token',
      429: 'Te veel pogingen',
    },
  },
} satisfies ApiMeta;

export const ZLoginRecoveryCodeInput = z.object({ twoFactorToken: ZOpaqueToken, recoveryCode: ZRecoveryCode });
export const ZLoginRecoveryCodeOutput = ZAuthTokens;
