// The forgot-password form's code step as auth.resetPassword takes it: the server action and the
// form's check in the browser read the form alike. Pure and client-safe.
import type { z } from 'zod';
import type { ZResetPasswordInput } from '@ikv/api/schemas/auth/reset-password';

export function resetPasswordInputOf(form: FormData): z.input<typeof ZResetPasswordInput> {
  return {
    email: String(form.get('email') ?? '').trim(),
    // typed with a space ("123 456") or pasted with one around it
    code: String(form.get('code') ?? '').replace(/\s/g, ''),
    // a password is taken as typed: spaces count
    nieuwWachtwoord: String(form.get('nieuwWachtwoord') ?? ''),
  };
}
