// auth.twoFactor.status → GET /auth/2fa/status
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';

export const statusMeta = {
  openapi: {
    method: 'GET',
    path: '/auth/2fa/status',
    tags: ['auth'],
    protect: true,
    summary: 'Staat tweestapsverificatie aan, en hoeveel herstelcodes zijn er nog',
    errorResponses: {
      400: 'Ongeldige invoer of code',
      401: 'Niet ingelogd',
      409: 'Niet in deze toestand',
      429: 'Te veel pogingen',
    },
  },
} satisfies ApiMeta;

export const ZStatusInput = z.void();
export const ZStatusOutput = z.object({ enabled: z.boolean(), recoveryCodesRemaining: z.number().int() });
