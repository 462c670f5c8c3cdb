// auth.loginTwoFactor → POST /auth/2fa/login
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOpaqueToken, ZSixDigitCode } from './auth-primitives.schema.ts';
import { ZAuthTokens } from './login.schema.ts';

export const loginTwoFactorMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/2fa/login',
    tags: ['auth'],
    protect: false,
    summary: 'Tweede stap van het inloggen: code uit de authenticator-app',
    description: 'Met het `twoFactorToken` uit `POST /auth/login` (5 minuten geldig). Een code werkt maar één keer.',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Onjuiste code of verlopen token', 429: 'Te veel pogingen' },
  },
} satisfies ApiMeta;

export const ZLoginTwoFactorInput = z.object({ twoFactorToken: ZOpaqueToken, code: ZSixDigitCode });
export const ZLoginTwoFactorOutput = ZAuthTokens;
