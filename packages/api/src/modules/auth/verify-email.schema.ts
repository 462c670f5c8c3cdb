// auth.verifyEmail → POST /auth/verify-email
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZOpaqueToken } from './auth-primitives.schema.ts';

export const verifyEmailMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/verify-email',
    tags: ['auth'],
    protect: false,
    summary: 'E-mailadres bevestigen met de link uit de e-mail',
    description: 'Het token uit de bevestigingslink (24 uur geldig, één keer te gebruiken).',
    errorResponses: { 400: 'Ongeldig, verlopen of gebruikt token', 429: 'Te veel pogingen' },
  },
} satisfies ApiMeta;

export const ZVerifyEmailInput = z.object({ token: ZOpaqueToken });
export const ZVerifyEmailOutput = z.object({ emailGeverifieerd: z.literal(true) });
export type TVerifyEmailInput = z.infer<typeof ZVerifyEmailInput>;
