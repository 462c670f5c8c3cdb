// auth.resetPassword → POST /auth/password-reset
import { z } from 'zod';
import type { ValidationCode } from '../../shared/validation-codes.ts';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZEmail } from '../../shared/schema-primitives.schema.ts';
import { ZSixDigitCode } from './auth-primitives.schema.ts';
import { checkPassword, passwordProblemText } from './password.rules.ts';
import { ZWachtwoord } from './register.schema.ts';

export const resetPasswordMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/password-reset',
    tags: ['auth'],
    protect: false,
    summary: 'Nieuw wachtwoord instellen met de code uit de e-mail',
    description:
      'De code is 15 minuten geldig, 5 pogingen, één keer te gebruiken. Beëindigt alle sessies en refresh tokens.',
    errorResponses: { 400: 'Ongeldige invoer of code', 429: 'Te veel pogingen' },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZResetPasswordInput = z
  .object({ email: ZEmail, code: ZSixDigitCode, nieuwWachtwoord: ZWachtwoord })
  .superRefine((v, issue) => {
    const problem = checkPassword(v.nieuwWachtwoord, { email: v.email });
    if (problem && problem !== 'TOO_SHORT' && problem !== 'TOO_LONG') {
      issue.addIssue({
        code: 'custom',
        path: ['nieuwWachtwoord'],
        message: passwordProblemText[problem],
        params: { code: `PASSWORD_${problem}` satisfies ValidationCode },
      });
    }
  });
export const ZResetPasswordOutput = z.void();
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;
