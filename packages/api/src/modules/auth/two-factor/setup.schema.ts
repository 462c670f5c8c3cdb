// auth.twoFactor.setup → POST /auth/2fa/setup
import { z } from 'zod';
import type { ApiMeta } from '../../../trpc/meta.ts';

export const setupMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/2fa/setup',
    tags: ['auth'],
    protect: true,
    summary: 'Tweestapsverificatie instellen: geheime sleutel, otpauth-URL en QR-code',
    errorResponses: {
      400: 'Ongeldige invoer of code',
      401: 'Niet ingelogd',
      409: 'Niet in deze toestand',
      429: 'Te veel pogingen',
    },
  },
} satisfies ApiMeta;

export const ZSetupInput = z.object({}).strict().optional();
export const ZSetupOutput = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string().meta({ description: 'data:image/png;base64,…' }),
});
