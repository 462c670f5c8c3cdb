// auth.login → POST /auth/login
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZEmail } from '../../shared/schema-primitives.schema.ts';
// not from register.schema.ts: that one carries the password rules (and their list), which the
// second login step's schemas, loaded in the browser, have no use for
import { ZRol } from './auth-primitives.schema.ts';

export const loginMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/login',
    tags: ['auth'],
    summary: 'Inloggen met e-mail en wachtwoord',
    description:
      'Geeft een access token (JWT, 15 min) en een refresh token (30 dagen). Met tweestapsverificatie aan: `{twoFactorRequired, twoFactorToken}`.',
    protect: false,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Onjuiste inloggegevens', 429: 'Te veel pogingen' },
  },
} satisfies ApiMeta;

export const ZLoginInput = z.object({
  email: ZEmail,
  wachtwoord: z.string({ error: 'wachtwoord is verplicht' }).min(1, { error: 'wachtwoord is verplicht' }).max(1024),
});

export const ZGebruiker = z.object({
  id: z.string(),
  email: z.string(),
  voornaam: z.string(),
  achternaam: z.string(),
  rol: ZRol,
});

export const ZAuthTokens = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().meta({ example: 900, description: 'seconden' }),
  refreshToken: z.string(),
  gebruiker: ZGebruiker,
});

export const ZTwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  twoFactorToken: z.string(),
});

export const ZAuthResponse = z.union([ZAuthTokens, ZTwoFactorChallenge]);
/** @alias the output under the name every operation's schema file gives it */
export const ZLoginOutput = ZAuthResponse;

export type TLoginInput = z.infer<typeof ZLoginInput>;
export type TAuthTokens = z.infer<typeof ZAuthTokens>;
export type TLoginOutput = z.infer<typeof ZLoginOutput>;
