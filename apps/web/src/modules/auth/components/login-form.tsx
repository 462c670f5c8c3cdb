'use client';
// A server-action form in two steps: e-mail + password, then (when two-factor authentication is on)
// the code from the app or a recovery code. It also works before hydration. The second step is
// checked in the browser with its procedure's own schema (the server action checks with it too):
// a code that cannot be right is named at the field and never sent. The schemas load when that step
// opens (lib/lazy-schema.ts), so zod stays out of the login page's own script.
import { useActionState, useEffect, useState } from 'react';
import Link from 'next/link';
import type { z } from 'zod';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { lazySchema } from '~/lib/lazy-schema.ts';
import { validate, type Validation, type ValidationMessages } from '~/lib/schema-form.ts';
import { useActionFormErrors } from '~/lib/use-form-errors.ts';
import { loginAction, type LoginState } from '../actions.ts';
import { secondStepErrors, secondStepOf } from '../login-second-step.ts';
import { AuthCard } from './auth-card.tsx';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

// the second step's schemas, the ones the server action parses with
const codeSchema = lazySchema(() =>
  import('@ikv/api/schemas/auth/login-two-factor').then((m) => m.ZLoginTwoFactorInput),
);
const recoverySchema = lazySchema(() =>
  import('@ikv/api/schemas/auth/login-recovery-code').then((m) => m.ZLoginRecoveryCodeInput),
);

/** The browser's check of the second step; a spoilt token alone goes on to the server ("log in again"). */
function checkSecondStep(form: FormData, schema: z.ZodType, t: ValidationMessages): Validation<unknown> {
  const second = secondStepOf(form);
  const checked = validate(schema, second.input, t);
  if (checked.success) return checked;
  const fieldErrors = secondStepErrors(second.mode, checked.fieldErrors);
  return fieldErrors ? { success: false, fieldErrors } : { success: true, data: second.input };
}

interface SecondStepProps {
  mode: 'code' | 'recovery';
  state: LoginState;
  action: (form: FormData) => void;
  pending: boolean;
  callbackUrl: string;
  message: string | null;
  onSwitch: () => void;
}

/** The second step in one mode; keyed by it, so a message of the other mode's field stays behind. */
function SecondStepForm({ mode, state, action, pending, callbackUrl, message, onSwitch }: SecondStepProps) {
  const { t } = useI18n();
  const { formRef, errors, guardLazy } = useActionFormErrors(state.fieldErrors);
  const guard =
    mode === 'code'
      ? guardLazy(codeSchema, (f, schema) => checkSecondStep(f, schema, t))
      : guardLazy(recoverySchema, (f, schema) => checkSecondStep(f, schema, t));
  return (
    <form ref={formRef} action={action} onSubmit={guard} noValidate className="flex flex-col gap-5">
      {message && !pending ? <Alert tone="error">{message}</Alert> : null}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <input type="hidden" name="twoFactorToken" value={state.twoFactorToken} />
      <input type="hidden" name="mode" value={mode} />
      {mode === 'code' ? (
        <TextField
          label={t.account.twoFactorCode}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus
          defaultValue={state.values?.code}
          error={errors.code}
        />
      ) : (
        <TextField
          label={t.account.recoveryCode}
          name="recoveryCode"
          autoComplete="off"
          hint={t.account.recoveryCodeHint}
          required
          autoFocus
          defaultValue={state.values?.recoveryCode}
          error={errors.recoveryCode}
        />
      )}
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {t.account.twoFactorButton}
      </Button>
      <button type="button" className={`${linkClass} text-sm`} onClick={onSwitch}>
        {mode === 'code' ? t.account.useRecoveryCode : t.account.useAppCode}
      </button>
    </form>
  );
}

export function LoginForm({
  callbackUrl,
  keepCallback = false,
  notice,
  invitedEmail,
  note,
}: {
  callbackUrl: string;
  /** whether registering instead should lead back there too (a link to the login page named it) */
  keepCallback?: boolean;
  notice?: string;
  /** the address an invitation was sent to (its landing page leads here): prefilled */
  invitedEmail?: string;
  /** what the invitation is, shown above the form */
  note?: string;
}) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<LoginState, FormData>(loginAction, { status: 'idle' });
  const [recoveryChosen, setRecoveryChosen] = useState<boolean | null>(null);
  const inSecondStep = state.status === 'twoFactor' && !!state.twoFactorToken;
  useEffect(() => {
    if (!inSecondStep) return;
    codeSchema.preload();
    recoverySchema.preload();
  }, [inSecondStep]);
  const message =
    state.message === 'rateLimited'
      ? fill(t.account.rateLimited, { minutes: state.retryMinutes ?? 1 })
      : state.message === 'loginFailed'
        ? t.auth.loginFailed
        : state.message
          ? t.account[state.message]
          : null;

  if (inSecondStep) {
    const mode = (recoveryChosen ?? state.mode === 'recovery') ? 'recovery' : 'code';
    return (
      <AuthCard
        title={t.account.twoFactorTitle}
        lead={t.account.twoFactorLead}
        footer={
          <Link href="/login" className={linkClass}>
            {t.account.toLogin}
          </Link>
        }
      >
        <SecondStepForm
          key={mode}
          mode={mode}
          state={state}
          action={action}
          pending={pending}
          callbackUrl={callbackUrl}
          message={message}
          onSwitch={() => setRecoveryChosen(mode === 'code')}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t.auth.loginTitle}
      lead={t.auth.loginLead}
      footer={
        <>
          {t.auth.noAccount}{' '}
          <Link
            href={keepCallback ? `/registreren?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/registreren'}
            className={linkClass}
          >
            {t.auth.registerLink}
          </Link>
        </>
      }
    >
      <form action={action} className="flex flex-col gap-5">
        {notice && !message ? <Alert tone="success">{notice}</Alert> : null}
        {note && !notice ? (
          <Alert tone="info" role="note">
            <span data-testid="invitation-note">{note}</span>
          </Alert>
        ) : null}
        {message && !pending ? <Alert tone="error">{message}</Alert> : null}
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <TextField
          label={t.auth.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.values?.email ?? invitedEmail}
        />
        <TextField label={t.auth.password} name="wachtwoord" type="password" autoComplete="current-password" required />
        <Button type="submit" size="lg" loading={pending} className="w-full">
          {t.auth.loginButton}
        </Button>
        <Link href="/wachtwoord-vergeten" className={`${linkClass} text-center text-sm`}>
          {t.account.forgotPassword}
        </Link>
      </form>
    </AuthCard>
  );
}
