'use client';
// A server-action form in two steps: e-mail + password, then (when two-factor authentication is on)
// the code from the app or a recovery code. It also works before hydration.
import { useActionState, useState } from 'react';
import Link from 'next/link';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { loginAction, type LoginState } from '../actions.ts';
import { AuthCard } from './auth-card.tsx';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export function LoginForm({ callbackUrl, notice }: { callbackUrl: string; notice?: string }) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<LoginState, FormData>(loginAction, { status: 'idle' });
  const [recoveryChosen, setRecoveryChosen] = useState<boolean | null>(null);
  const message =
    state.message === 'rateLimited'
      ? fill(t.account.rateLimited, { minutes: state.retryMinutes ?? 1 })
      : state.message === 'loginFailed'
        ? t.auth.loginFailed
        : state.message
          ? t.account[state.message]
          : null;

  if (state.status === 'twoFactor' && state.twoFactorToken) {
    const mode = (recoveryChosen ?? state.mode === 'recovery') ? 'recovery' : 'code';
    return (
      <AuthCard title={t.account.twoFactorTitle} lead={t.account.twoFactorLead} footer={<Link href="/login" className={linkClass}>{t.account.toLogin}</Link>}>
        <form action={action} className="flex flex-col gap-5" key={mode}>
          {message && !pending ? <Alert tone="error">{message}</Alert> : null}
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <input type="hidden" name="twoFactorToken" value={state.twoFactorToken} />
          <input type="hidden" name="mode" value={mode} />
          {mode === 'code' ? (
            <TextField label={t.account.twoFactorCode} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required autoFocus />
          ) : (
            <TextField label={t.account.recoveryCode} name="recoveryCode" autoComplete="off" hint={t.account.recoveryCodeHint} required autoFocus />
          )}
          <Button type="submit" size="lg" loading={pending} className="w-full">
            {t.account.twoFactorButton}
          </Button>
          <button type="button" className={`${linkClass} text-sm`} onClick={() => setRecoveryChosen(mode === 'code')}>
            {mode === 'code' ? t.account.useRecoveryCode : t.account.useAppCode}
          </button>
        </form>
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
          <Link href="/registreren" className={linkClass}>
            {t.auth.registerLink}
          </Link>
        </>
      }
    >
      <form action={action} className="flex flex-col gap-5">
        {notice && !message ? <Alert tone="success">{notice}</Alert> : null}
        {message && !pending ? <Alert tone="error">{message}</Alert> : null}
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <TextField label={t.auth.email} name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} />
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
