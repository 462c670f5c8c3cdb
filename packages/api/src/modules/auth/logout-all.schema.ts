// auth.logoutAll → POST /auth/logout-all
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';

export const logoutAllMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/logout-all',
    tags: ['auth'],
    protect: true,
    summary: 'Overal uitloggen: beëindigt alle sessies van het account',
    description:
      'Beëindigt op elk apparaat alle sessies van de ingelogde gebruiker, deze ook: elk access token, elk refresh token en elke sessie in de webapp (de sessieversie gaat omhoog). Daarna is opnieuw inloggen nodig.',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd' },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZLogoutAllInput = z.object({}).strict().optional();
export const ZLogoutAllOutput = z.void();
