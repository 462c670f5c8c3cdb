'use client';
// Forgot password: first the e-mail address (a code is mailed), then the code and a new password.
// Both steps are checked in the browser with their procedure's own schema before the server action
// runs (which checks with it too): messages at the fields, the typed input kept. The reset schema
// carries the password rules with the list of common passwords, so it loads when the code step
// opens (lib/lazy-schema.ts), not with the page.
import { useActionState, useEffect } from 'react';
import Link from 'next/link';
import { ZVerificationInput } from '@ikv/api/schemas/auth/verification';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { lazySchema } from '~/lib/lazy-schema.ts';
import { validate } from '~/lib/schema-form.ts';
import { useActionFormErrors } from '~/lib/use-form-errors.ts';
import { AuthCard } from '~/modules/auth/components/auth-card.tsx';
import { requestResetCodeAction, resetPasswordAction, type ActionState } from '../actions.ts';
import { resetPasswordInputOf } from '../reset-password-input.ts';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

const resetSchema = lazySchema(() => import('@ikv/api/schemas/auth/reset-password').then((m) => m.ZResetPasswordInput));

export function ForgotPasswordForm() {
  const { t } = useI18n();
  const [requested, request, requesting] = useActionState<ActionState, FormData>(requestResetCodeAction, {
    status: 'idle',
  });
  const [reset, doReset, resetting] = useActionState<ActionState, FormData>(resetPasswordAction, { status: 'idle' });
  const email = reset.values?.email ?? requested.values?.email ?? '';
  const onCodeStep = requested.values?.step === 'code' || reset.values?.step === 'code';
  const requestForm = useActionFormErrors(requested.fieldErrors);
  const resetForm = useActionFormErrors(reset.fieldErrors);
  useEffect(() => {
    if (onCodeStep) resetSchema.preload();
  }, [onCodeStep]);
  const footer = (
    <Link href="/login" className={linkClass}>
      {t.account.toLogin}
    </Link>
  );

  if (!onCodeStep) {
    return (
      <AuthCard title={t.account.forgotTitle} lead={t.account.forgotLead} footer={footer}>
        <form
          ref={requestForm.formRef}
          action={request}
          onSubmit={requestForm.guard((f) =>
            validate(
              ZVerificationInput,
              { email: String(f.get('email') ?? '').trim(), doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' },
              t,
            ),
          )}
          noValidate
          className="flex flex-col gap-5"
        >
          {requested.status === 'error' && requested.message ? <Alert tone="error">{requested.message}</Alert> : null}
          <TextField
            label={t.auth.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={email}
            error={requestForm.errors.email}
          />
          <Button type="submit" size="lg" loading={requesting} className="w-full">
            {t.account.sendCode}
          </Button>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.account.forgotTitle} lead={t.account.codeSent} footer={footer}>
      <form
        ref={resetForm.formRef}
        action={doReset}
        onSubmit={resetForm.guardLazy(resetSchema, (f, schema) => validate(schema, resetPasswordInputOf(f), t))}
        noValidate
        className="flex flex-col gap-5"
      >
        {reset.status === 'error' && reset.message ? <Alert tone="error">{reset.message}</Alert> : null}
        <input type="hidden" name="email" value={email} />
        <p className="text-sm text-muted">{email}</p>
        <TextField
          label={t.account.resetCode}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus
          defaultValue={reset.values?.code ?? ''}
          error={resetForm.errors.code}
        />
        <TextField
          label={t.account.newPassword}
          name="nieuwWachtwoord"
          type="password"
          autoComplete="new-password"
          minLength={10}
          maxLength={128}
          required
          hint={t.auth.passwordHint}
          error={resetForm.errors.nieuwWachtwoord}
        />
        <Button type="submit" size="lg" loading={resetting} className="w-full">
          {t.account.resetButton}
        </Button>
        <a href="/wachtwoord-vergeten" className={`${linkClass} text-center text-sm`}>
          {t.account.otherAddress}
        </a>
      </form>
    </AuthCard>
  );
}
