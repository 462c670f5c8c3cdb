// auth.register → POST /auth/register
import type { ApiMeta } from '../../trpc/meta.ts';
import { TAAL_VOORKEUREN } from '../../shared/taal.ts';
import { z } from 'zod';
import type { ValidationCode } from '../../shared/validation-codes.ts';
import { ZDate, ZEmail, ZTelefoonnummer, zLine } from '../../shared/schema-primitives.schema.ts';
import { ZRol } from './auth-primitives.schema.ts';
import { checkPassword, passwordProblemText, PASSWORD_MAX, PASSWORD_MIN } from './password.rules.ts';

export const registerMeta = {
  openapi: {
    method: 'POST',
    path: '/auth/register',
    tags: ['auth'],
    summary: 'Account aanmaken (ondernemer)',
    description:
      'Maakt een ondernemersaccount aan. Wachtwoord: 10–128 tekens, geen veelgebruikt wachtwoord (NIST SP 800-63B).',
    protect: false,
    errorResponses: { 400: 'Ongeldige invoer', 409: 'E-mailadres is al geregistreerd', 429: 'Te veel pogingen' },
  },
  successStatus: 201,
} satisfies ApiMeta;

const ZNaam = zLine().min(1, { error: 'verplicht' }).max(100);

export const ZWachtwoord = z
  .string({ error: 'wachtwoord is verplicht' })
  .min(PASSWORD_MIN, { error: passwordProblemText.TOO_SHORT })
  .max(PASSWORD_MAX, { error: passwordProblemText.TOO_LONG })
  .meta({ example: 'lange-zin-als-wachtwoord' });

export const ZRegisterInput = z
  .object({
    email: ZEmail,
    wachtwoord: ZWachtwoord,
    voornaam: ZNaam.meta({ example: 'Dagobert' }),
    achternaam: ZNaam.meta({ example: 'Duck' }),
    telefoonnummer: ZTelefoonnummer.nullish(),
    geboortedatum: ZDate.nullish(),
    taal: z.enum(TAAL_VOORKEUREN).optional().meta({ description: 'taal van e-mails (standaard NL)' }),
  })
  .superRefine((value, issue) => {
    const problem = checkPassword(value.wachtwoord, { email: value.email });
    if (problem && problem !== 'TOO_SHORT' && problem !== 'TOO_LONG') {
      issue.addIssue({
        code: 'custom',
        path: ['wachtwoord'],
        message: passwordProblemText[problem],
        params: { code: `PASSWORD_${problem}` satisfies ValidationCode },
      });
    }
  });

export const ZOndernemerBasis = z.object({
  id: z.string(),
  email: z.string(),
  voornaam: z.string(),
  achternaam: z.string(),
  rol: ZRol,
  emailGeverifieerd: z.boolean(),
  aangemaaktOp: z.string().meta({ example: '2026-03-02T09:00:00.000Z' }),
});
/** @alias the output under the name every operation's schema file gives it */
export const ZRegisterOutput = ZOndernemerBasis;

export type TRegisterInput = z.infer<typeof ZRegisterInput>;
export type TRegisterOutput = z.infer<typeof ZRegisterOutput>;
