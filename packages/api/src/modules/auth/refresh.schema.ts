// auth.refresh → POST /auth/refresh
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOpaqueToken } from './auth-primitives.schema.ts';
import { ZAuthTokens } from './login.schema.ts';

export const refreshMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/refresh',
    tags: ['auth'],
    protect: false,
    summary: 'Nieuw access token met het refresh token (rotatie)',
    description: 'Het oude refresh token vervalt. Wie een vervallen token opnieuw aanbiedt, trekt de hele familie in.',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Ongeldig, verlopen of ingetrokken token' },
  },
} satisfies ApiMeta;

export const ZRefreshInput = z.object({ refreshToken: ZOpaqueToken });
export const ZRefreshOutput = ZAuthTokens;
