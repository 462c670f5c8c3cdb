// auth.verification → POST /auth/verification
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZEmail } from '../../shared/schema-primitives.schema.ts';

export const verificationMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/verification',
    tags: ['auth'],
    protect: false,
    summary: 'Code aanvragen of controleren (e-mailbevestiging, wachtwoordherstel)',
    description:
      '`AANVRAGEN` → 202 `{bericht}`, hetzelfde antwoord of het adres nu bestaat of niet. `VALIDEREN` → 200 `{geldig}` zonder de code te verbruiken (telt wel als poging).',
    errorResponses: { 400: 'Ongeldige invoer', 429: 'Te veel verzoeken' },
  },
  alsoSuccessStatus: 202,
  successStatusFor: (output) => (output && typeof output === 'object' && 'bericht' in output ? 202 : 200),
} satisfies ApiMeta;

export const ZVerificationInput = z
  .object({
    email: ZEmail,
    doel: z.enum(['EMAIL_VERIFICATIE', 'WACHTWOORD_RESET']),
    actie: z.enum(['AANVRAGEN', 'VALIDEREN']),
    code: z.string().trim().min(1).max(2048).nullish(),
  })
  .superRefine((v, issue) => {
    if (v.actie === 'VALIDEREN' && !v.code)
      issue.addIssue({ code: 'custom', path: ['code'], message: 'code is verplicht bij VALIDEREN' });
  });

export const ZVerificationOutput = z.union([z.object({ bericht: z.string() }), z.object({ geldig: z.boolean() })]);
export type TVerificationInput = z.infer<typeof ZVerificationInput>;
