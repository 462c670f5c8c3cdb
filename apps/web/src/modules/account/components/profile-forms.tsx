'use client';
// Settings: personal details, password, e-mail address (code to the new address) and the
// reminder to confirm the address.
import { useActionState, useRef } from 'react';
import type { TaalVoorkeur } from '@ikv/api/shared/taal';
import { Alert } from '@ikv/ui/alert';
import { Button } from '@ikv/ui/button';
import { inputClasses, TextField } from '@ikv/ui/input';
import { useI18n } from '~/i18n/i18n-provider.tsx';
import { fill } from '~/i18n/locale.ts';
import { useFocusFirstError } from '~/lib/use-focus-first-error.ts';
import {
  changePasswordAction,
  requestEmailChangeAction,
  resendVerificationAction,
  updateProfileAction,
  verifyEmailChangeAction,
  type ActionState,
} from '../actions.ts';

interface ProfileValues {
  email: string;
  voornaam: string;
  achternaam: string;
  telefoonnummer: string | null;
  geboortedatum: string | null;
  taal: TaalVoorkeur;
  /** Trust III: name and birth date fixed since the first linked company (read-only here) */
  persoonsgegevensVast?: boolean;
}

function StateAlert({ state }: { state: ActionState }) {
  if (!state.message) return null;
  return <Alert tone={state.status === 'error' ? 'error' : 'success'}>{state.message}</Alert>;
}

export function UnverifiedNotice() {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<ActionState, FormData>(resendVerificationAction, { status: 'idle' });
  return (
    <Alert tone="warning" title={t.account.unverifiedTitle}>
      <p>{t.account.unverifiedText}</p>
      <form action={action} className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" size="sm" loading={pending}>
          {t.account.resendButton}
        </Button>
        {state.message ? <span role="status">{state.message}</span> : null}
      </form>
    </Alert>
  );
}

export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<ActionState, FormData>(updateProfileAction, { status: 'idle' });
  const v = state.values ?? {
    ...profile,
    telefoonnummer: profile.telefoonnummer ?? '',
    geboortedatum: profile.geboortedatum ?? '',
  };
  const err = state.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state.fieldErrors);
  return (
    <form ref={formRef} action={action} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <StateAlert state={state} />
      </div>
      {profile.persoonsgegevensVast ? (
        <p className="text-sm text-slate-700 sm:col-span-2" data-testid="identity-fixed">
          {t.trustOwner.fixedNotice}
        </p>
      ) : null}
      <TextField
        label={t.auth.firstName}
        name="voornaam"
        autoComplete="given-name"
        required
        readOnly={profile.persoonsgegevensVast}
        defaultValue={v.voornaam}
        error={err.voornaam}
      />
      <TextField
        label={t.auth.lastName}
        name="achternaam"
        autoComplete="family-name"
        required
        readOnly={profile.persoonsgegevensVast}
        defaultValue={v.achternaam}
        error={err.achternaam}
      />
      <TextField
        label={t.account.phone}
        name="telefoonnummer"
        type="tel"
        autoComplete="tel"
        defaultValue={v.telefoonnummer ?? ''}
        error={err.telefoonnummer}
      />
      <TextField
        label={t.account.birthDate}
        name="geboortedatum"
        type="date"
        autoComplete="bday"
        readOnly={profile.persoonsgegevensVast}
        defaultValue={v.geboortedatum ?? ''}
        error={err.geboortedatum}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="taal" className="text-sm font-medium text-ink">
          {t.account.language}
        </label>
        <select id="taal" name="taal" defaultValue={v.taal} className={inputClasses}>
          <option value="NL">{t.account.languageNl}</option>
          <option value="EN">{t.account.languageEn}</option>
        </select>
      </div>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" loading={pending}>
          {t.account.save}
        </Button>
      </div>
    </form>
  );
}

export function PasswordForm() {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<ActionState, FormData>(changePasswordAction, { status: 'idle' });
  const err = state.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, state.fieldErrors);
  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      className="flex max-w-md flex-col gap-4"
      key={state.status === 'ok' ? 'done' : 'form'}
    >
      <StateAlert state={state} />
      <TextField
        label={t.account.currentPassword}
        name="huidigWachtwoord"
        type="password"
        autoComplete="current-password"
        required
        error={err.huidigWachtwoord}
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
        error={err.nieuwWachtwoord}
      />
      <div>
        <Button type="submit" loading={pending}>
          {t.account.passwordTitle}
        </Button>
      </div>
    </form>
  );
}

export function EmailChangeForm({ email }: { email: string }) {
  const { t } = useI18n();
  const [requested, request, requesting] = useActionState<ActionState, FormData>(requestEmailChangeAction, {
    status: 'idle',
  });
  const [verified, verify, verifying] = useActionState<ActionState, FormData>(verifyEmailChangeAction, {
    status: 'idle',
  });
  const codeStep = requested.status === 'ok' && verified.status !== 'ok';
  return (
    <div className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted">{fill(t.account.currentEmail, { email })}</p>
      {verified.status === 'ok' ? <Alert tone="success">{verified.message}</Alert> : null}
      {codeStep ? (
        <form action={verify} className="flex flex-col gap-4">
          <Alert tone="info">{requested.message}</Alert>
          {verified.status === 'error' ? <Alert tone="error">{verified.message}</Alert> : null}
          <TextField
            label={t.account.emailCode}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            error={verified.fieldErrors?.code}
          />
          <div>
            <Button type="submit" loading={verifying}>
              {t.account.confirmEmail}
            </Button>
          </div>
        </form>
      ) : (
        <form action={request} className="flex flex-col gap-4">
          {requested.status === 'error' ? <Alert tone="error">{requested.message}</Alert> : null}
          <TextField
            label={t.account.newEmail}
            name="nieuwEmail"
            type="email"
            autoComplete="email"
            required
            defaultValue={requested.values?.nieuwEmail}
            error={requested.fieldErrors?.nieuwEmail}
          />
          <div>
            <Button type="submit" variant="secondary" loading={requesting}>
              {t.account.sendCode}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
