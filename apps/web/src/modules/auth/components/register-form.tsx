'use client';
// A server-action form: it also works before hydration (progressive enhancement). The action
// checks the fields first (messages in the user's language), then calls auth.register.
import { useActionState, useRef } from 'react';
import Link from 'next/link';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { useFocusFirstError } from '~/lib/use-focus-first-error.ts';
import { registerAction, type FormState } from '../actions.ts';
import { AuthCard } from './auth-card.tsx';
import { formMessage } from './form-message.ts';

export function RegisterForm({
  callbackUrl,
  invitedEmail,
  note,
}: {
  callbackUrl?: string;
  /** the address an invitation was sent to (its landing page leads here): prefilled */
  invitedEmail?: string;
  /** what the invitation is, shown above the form */
  note?: string;
} = {}) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<FormState, FormData>(registerAction, { status: 'idle' });
  const err = state.fieldErrors ?? {};
  const v = state.values ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state.fieldErrors);
  return (
    <AuthCard
      title={t.auth.registerTitle}
      lead={t.auth.registerLead}
      footer={
        <>
          {t.auth.hasAccount}{' '}
          <Link
            href={callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/login'}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t.auth.loginLink}
          </Link>
        </>
      }
    >
      <form ref={formRef} action={action} className="flex flex-col gap-5" noValidate>
        {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
        {note ? (
          <Alert tone="info" role="note">
            <span data-testid="invitation-note">{note}</span>
          </Alert>
        ) : null}
        {state.message && !pending ? <Alert tone="error">{formMessage(t, state.message)}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.auth.firstName}
            name="voornaam"
            autoComplete="given-name"
            required
            defaultValue={v.voornaam}
            error={err.voornaam}
          />
          <TextField
            label={t.auth.lastName}
            name="achternaam"
            autoComplete="family-name"
            required
            defaultValue={v.achternaam}
            error={err.achternaam}
          />
        </div>
        <TextField
          label={t.auth.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={v.email ?? invitedEmail}
          error={err.email}
        />
        <TextField
          label={t.auth.password}
          name="wachtwoord"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          hint={t.auth.passwordHint}
          error={err.wachtwoord}
        />
        <p className="text-sm text-muted">
          {t.privacy.registerNotice}{' '}
          <Link href="/privacy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t.privacy.footerLink.toLowerCase()}
          </Link>
          .
        </p>
        <Button type="submit" size="lg" loading={pending} className="w-full">
          {t.auth.registerButton}
        </Button>
      </form>
    </AuthCard>
  );
}
