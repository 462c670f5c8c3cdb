import { describe, expect, it } from 'vitest';
import { ZLoginRecoveryCodeInput } from '@ikv/api/schemas/auth/login-recovery-code';
import { ZLoginTwoFactorInput } from '@ikv/api/schemas/auth/login-two-factor';
import { nl } from '~/i18n/nl.ts';
import { validate } from '~/lib/schema-form.ts';
import { secondStepErrors, secondStepOf } from './login-second-step.ts';

const token = 'a-two-factor-token-of-some-length';
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('secondStepOf', () => {
  it('reads the code from the app without the spaces some apps show', () => {
    expect(secondStepOf(form({ twoFactorToken: token, mode: 'code', code: ' 123 456 ' }))).toEqual({
      mode: 'code',
      input: { twoFactorToken: token, code: '123456' },
    });
  });

  it('reads a recovery code, trimmed, when that was chosen', () => {
    expect(
      secondStepOf(form({ twoFactorToken: token, mode: 'recovery', recoveryCode: ' abcde-fghjk ', code: '123456' })),
    ).toEqual({
      mode: 'recovery',
      input: { twoFactorToken: token, recoveryCode: 'abcde-fghjk' },
    });
  });

  it('takes the code from the app when no mode came along', () => {
    expect(secondStepOf(form({ twoFactorToken: token })).mode).toBe('code');
  });
});

describe('the second step checked with the procedures’ own schemas', () => {
  it('names a short or empty code at the field, in words for a person', () => {
    const short = secondStepOf(form({ twoFactorToken: token, code: '123' }));
    expect(validate(ZLoginTwoFactorInput, short.input, nl)).toEqual({
      success: false,
      fieldErrors: { code: 'De code bestaat uit 6 cijfers.' },
    });
    const empty = secondStepOf(form({ twoFactorToken: token, code: '  ' }));
    expect(validate(ZLoginTwoFactorInput, empty.input, nl)).toEqual({
      success: false,
      fieldErrors: { code: 'Vul dit veld in.' },
    });
  });

  it('lets six digits through, and names a short recovery code at its field', () => {
    expect(
      validate(ZLoginTwoFactorInput, secondStepOf(form({ twoFactorToken: token, code: '123 456' })).input, nl).success,
    ).toBe(true);
    const recovery = secondStepOf(form({ twoFactorToken: token, mode: 'recovery', recoveryCode: 'abc' }));
    expect(validate(ZLoginRecoveryCodeInput, recovery.input, nl)).toEqual({
      success: false,
      fieldErrors: { recoveryCode: 'Gebruik minstens 10 tekens.' },
    });
  });
});

describe('secondStepErrors', () => {
  it('keeps the message of the field the person fills in', () => {
    expect(secondStepErrors('code', { code: 'De code bestaat uit 6 cijfers.', twoFactorToken: 'x' })).toEqual({
      code: 'De code bestaat uit 6 cijfers.',
    });
    expect(secondStepErrors('recovery', { recoveryCode: 'Vul dit veld in.' })).toEqual({
      recoveryCode: 'Vul dit veld in.',
    });
  });

  it('has nothing to show for a spoilt token alone (the server answers that the login expired)', () => {
    const spoilt = validate(
      ZLoginTwoFactorInput,
      secondStepOf(form({ twoFactorToken: 'kort', code: '123456' })).input,
      nl,
    );
    expect(spoilt.success).toBe(false);
    expect(secondStepErrors('code', spoilt.fieldErrors ?? {})).toBeNull();
  });
});
