'use client';
// A server-action form: it also works before hydration (progressive enhancement).
import { useActionState } from 'react';
import Link from 'next/link';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { loginAction, type FormState } from '../actions.ts';
import { AuthCard } from './auth-card.tsx';
import { formMessage } from './form-message.ts';

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<FormState, FormData>(loginAction, { status: 'idle' });
  return (
    <AuthCard
      title={t.auth.loginTitle}
      lead={t.auth.loginLead}
      footer={
        <>
          {t.auth.noAccount}{' '}
          <Link href="/registreren" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t.auth.registerLink}
          </Link>
        </>
      }
    >
      <form action={action} className="flex flex-col gap-5">
        {state.message && !pending ? <Alert tone="error">{formMessage(t, state.message)}</Alert> : null}
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <TextField label={t.auth.email} name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} />
        <TextField label={t.auth.password} name="wachtwoord" type="password" autoComplete="current-password" required />
        <Button type="submit" size="lg" loading={pending} className="w-full">
          {t.auth.loginButton}
        </Button>
      </form>
    </AuthCard>
  );
}
