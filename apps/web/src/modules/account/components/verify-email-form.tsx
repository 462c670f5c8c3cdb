'use client';
// Confirms the address with the token from the link. A button, not an automatic call on page load:
// mail scanners that prefetch links must not spend the token.
import { useActionState } from 'react';
import Link from 'next/link';
import { Alert } from '@ikv/ui/alert';
import { Button, buttonClasses } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { AuthCard } from '~/modules/auth/components/auth-card.tsx';
import { resendVerificationAction, verifyEmailAction, type ActionState } from '../actions.ts';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export function VerifyEmailForm({
  token,
  signedIn,
  terug = null,
}: {
  token: string;
  signedIn: boolean;
  /** where he was going when he was asked to confirm (taak-na-bevestigen.server.ts) */
  terug?: string | null;
}) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<ActionState, FormData>(verifyEmailAction, { status: 'idle' });
  const [resent, resend, resending] = useActionState<ActionState, FormData>(resendVerificationAction, {
    status: 'idle',
  });
  const footer = signedIn ? (
    <Link href={terug ?? '/instellingen'} className={linkClass}>
      {terug ? t.account.continueTask : t.account.toSettings}
    </Link>
  ) : (
    <Link href="/login" className={linkClass}>
      {t.account.toLogin}
    </Link>
  );
  return (
    <AuthCard
      title={t.account.verifyTitle}
      lead={token ? t.account.verifyLead : t.account.verifyMissing}
      footer={footer}
    >
      <div className="flex flex-col gap-6">
        {state.status === 'ok' ? (
          <>
            <Alert tone="success">{state.message}</Alert>
            {signedIn && terug ? (
              <Link href={terug} className={buttonClasses('primary', 'lg')}>
                {t.account.continueTask}
              </Link>
            ) : null}
          </>
        ) : token ? (
          <form action={action} className="flex flex-col gap-4">
            {state.status === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" loading={pending} className="w-full">
              {t.account.verifyButton}
            </Button>
          </form>
        ) : null}
        {state.status !== 'ok' && (state.status === 'error' || !token) ? (
          <form action={resend} className="flex flex-col gap-4 border-t border-line pt-5">
            <h2 className="text-base font-semibold text-ink">{t.account.resendTitle}</h2>
            {resent.message ? (
              <Alert tone={resent.status === 'error' ? 'error' : 'success'}>{resent.message}</Alert>
            ) : null}
            {signedIn ? null : (
              <TextField label={t.auth.email} name="email" type="email" autoComplete="email" required />
            )}
            <Button type="submit" variant="secondary" loading={resending}>
              {t.account.resendButton}
            </Button>
          </form>
        ) : null}
      </div>
    </AuthCard>
  );
}
