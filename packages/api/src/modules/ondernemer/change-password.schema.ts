// ondernemer.changePassword → PUT /ondernemer/password
import { z } from 'zod';
import type { ValidationCode } from '../../shared/validation-codes.ts';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZPasswordGiven } from '../auth/auth-primitives.schema.ts';
import { checkPassword, passwordProblemText } from '../auth/password.rules.ts';
import { ZWachtwoord } from '../auth/register.schema.ts';

export const changePasswordMeta = {
  openapi: {
    method: 'PUT',
    path: '/ondernemer/password',
    tags: ['ondernemer'],
    protect: true,
    summary: 'Wachtwoord wijzigen',
    description: 'Beëindigt alle sessies, access tokens en refresh tokens van de gebruiker.',
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd of onjuist huidig wachtwoord',
      403: 'Geen ondernemer',
      429: 'Te veel pogingen',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZChangePasswordInput = z
  .object({ huidigWachtwoord: ZPasswordGiven, nieuwWachtwoord: ZWachtwoord })
  .superRefine((v, issue) => {
    const problem = checkPassword(v.nieuwWachtwoord);
    if (problem && problem !== 'TOO_SHORT' && problem !== 'TOO_LONG')
      issue.addIssue({
        code: 'custom',
        path: ['nieuwWachtwoord'],
        message: passwordProblemText[problem],
        params: { code: `PASSWORD_${problem}` satisfies ValidationCode },
      });
    if (v.huidigWachtwoord === v.nieuwWachtwoord)
      issue.addIssue({
        code: 'custom',
        path: ['nieuwWachtwoord'],
        message: 'Het nieuwe wachtwoord is gelijk aan het huidige.',
        params: { code: 'PASSWORD_UNCHANGED' },
      });
  });
export const ZChangePasswordOutput = z.void();
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
