// The login's second step as its procedures take it: the form's fields → the input of
// auth.loginTwoFactor (the code from the app) or auth.loginRecoveryCode (a recovery code). The
// server action and the form's check in the browser read the form alike. Pure and client-safe.
import type { z } from 'zod';
import type { ZLoginRecoveryCodeInput } from '@ikv/api/schemas/auth/login-recovery-code';
import type { ZLoginTwoFactorInput } from '@ikv/api/schemas/auth/login-two-factor';
import type { FieldErrors } from '~/lib/schema-form.ts';

type SecondStep =
  | { mode: 'code'; input: z.input<typeof ZLoginTwoFactorInput> }
  | { mode: 'recovery'; input: z.input<typeof ZLoginRecoveryCodeInput> };

export function secondStepOf(form: FormData): SecondStep {
  const twoFactorToken = String(form.get('twoFactorToken') ?? '');
  if (form.get('mode') === 'recovery')
    return { mode: 'recovery', input: { twoFactorToken, recoveryCode: String(form.get('recoveryCode') ?? '').trim() } };
  // "123 456", as some apps show it
  return { mode: 'code', input: { twoFactorToken, code: String(form.get('code') ?? '').replace(/\s/g, '') } };
}

/**
 * A failed check at this step, for the form: the message at the field the person fills in, or null
 * when only the token is spoilt (never his doing); the server then answers that the login expired.
 */
export function secondStepErrors(mode: SecondStep['mode'], fieldErrors: FieldErrors): FieldErrors | null {
  const field = mode === 'recovery' ? 'recoveryCode' : 'code';
  const message = fieldErrors[field];
  return message ? { [field]: message } : null;
}
