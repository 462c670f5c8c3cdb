// auth.logout → POST /auth/logout
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOpaqueToken } from './auth-primitives.schema.ts';

export const logoutMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/logout',
    tags: ['auth'],
    protect: true,
    summary: 'Uitloggen: trekt het refresh token (en zijn familie) in',
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd' },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZLogoutInput = z.object({ refreshToken: ZOpaqueToken });
export const ZLogoutOutput = z.void();
