'use client';
// Forgot password: first the e-mail address (a code is mailed; checked in the browser with the
// procedure's schema), then the code and a new password (checked on the server only: the password
// rules carry the list of common passwords, which stays off the browser).
import { useActionState } from 'react';
import Link from 'next/link';
import { ZVerificationInput } from '@ikv/api/schemas/auth/verification';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { validate } from '~/lib/schema-form.ts';
import { useActionFormErrors } from '~/lib/use-form-errors.ts';
import { AuthCard } from '~/modules/auth/components/auth-card.tsx';
import { requestResetCodeAction, resetPasswordAction, type ActionState } from '../actions.ts';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export function ForgotPasswordForm() {
  const { t } = useI18n();
  const [requested, request, requesting] = useActionState<ActionState, FormData>(requestResetCodeAction, { status: 'idle' });
  const [reset, doReset, resetting] = useActionState<ActionState, FormData>(resetPasswordAction, { status: 'idle' });
  const email = reset.values?.email ?? requested.values?.email ?? '';
  const onCodeStep = requested.values?.step === 'code' || reset.values?.step === 'code';
  const requestForm = useActionFormErrors(requested.fieldErrors);
  const resetForm = useActionFormErrors(reset.fieldErrors);
  const footer = <Link href="/login" className={linkClass}>{t.account.toLogin}</Link>;

  if (!onCodeStep) {
    return (
      <AuthCard title={t.account.forgotTitle} lead={t.account.forgotLead} footer={footer}>
        <form
          ref={requestForm.formRef}
          action={request}
          onSubmit={requestForm.guard((f) => validate(ZVerificationInput, { email: String(f.get('email') ?? '').trim(), doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' }, t))}
          noValidate
          className="flex flex-col gap-5"
        >
          {requested.status === 'error' && requested.message ? <Alert tone="error">{requested.message}</Alert> : null}
          <TextField label={t.auth.email} name="email" type="email" autoComplete="email" required defaultValue={email} error={requestForm.errors.email} />
          <Button type="submit" size="lg" loading={requesting} className="w-full">
            {t.account.sendCode}
          </Button>
        </form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.account.forgotTitle} lead={t.account.codeSent} footer={footer}>
      <form ref={resetForm.formRef} action={doReset} noValidate className="flex flex-col gap-5">
        {reset.status === 'error' && reset.message ? <Alert tone="error">{reset.message}</Alert> : null}
        <input type="hidden" name="email" value={email} />
        <p className="text-sm text-muted">{email}</p>
        <TextField label={t.account.resetCode} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required autoFocus defaultValue={reset.values?.code ?? ''} error={resetForm.errors.code} />
        <TextField label={t.account.newPassword} name="nieuwWachtwoord" type="password" autoComplete="new-password" minLength={10} maxLength={128} required hint={t.auth.passwordHint} error={resetForm.errors.nieuwWachtwoord} />
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
