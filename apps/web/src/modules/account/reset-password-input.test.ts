import { describe, expect, it } from 'vitest';
import { ZResetPasswordInput } from '@ikv/api/schemas/auth/reset-password';
import { en } from '~/i18n/en.ts';
import { nl } from '~/i18n/nl.ts';
import { validate } from '~/lib/schema-form.ts';
import { resetPasswordInputOf } from './reset-password-input.ts';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('resetPasswordInputOf', () => {
  it('reads the code without spaces and the password exactly as typed', () => {
    expect(
      resetPasswordInputOf(
        form({ email: ' vera@test.nl ', code: ' 123 456 ', nieuwWachtwoord: ' een zin met spaties ' }),
      ),
    ).toEqual({
      email: 'vera@test.nl',
      code: '123456',
      nieuwWachtwoord: ' een zin met spaties ',
    });
  });
});

describe('the code step checked with auth.resetPassword’s own schema', () => {
  const check = (nieuwWachtwoord: string, t = nl, email = 'vera.vergeet@test.nl') =>
    validate(ZResetPasswordInput, resetPasswordInputOf(form({ email, code: '123456', nieuwWachtwoord })), t);

  it('names a short, a common and an e-mail password at the field, in Dutch and in English', () => {
    expect(check('kort').fieldErrors).toEqual({ nieuwWachtwoord: 'Gebruik minstens 10 tekens.' });
    expect(check('kort', en).fieldErrors).toEqual({ nieuwWachtwoord: 'Use at least 10 characters.' });
    expect(check('qwertyuiop').fieldErrors).toEqual({ nieuwWachtwoord: nl.validation.rules.PASSWORD_COMMON });
    expect(check('qwertyuiop', en).fieldErrors).toEqual({ nieuwWachtwoord: en.validation.rules.PASSWORD_COMMON });
    expect(check('Vera.Vergeet').fieldErrors).toEqual({ nieuwWachtwoord: nl.validation.rules.PASSWORD_CONTAINS_EMAIL });
  });

  it('names a code that cannot be right at its field, and lets a good pair through', () => {
    const short = validate(
      ZResetPasswordInput,
      resetPasswordInputOf(
        form({ email: 'vera@test.nl', code: '12345', nieuwWachtwoord: 'een-goed-nieuw-wachtwoord' }),
      ),
      nl,
    );
    expect(short.fieldErrors).toEqual({ code: 'De code bestaat uit 6 cijfers.' });
    expect(check('een-goed-nieuw-wachtwoord').success).toBe(true);
  });
});
