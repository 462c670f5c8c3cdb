'use server';
// Server actions for the auth forms: register (auth.register through the server caller), log in
// (password, then the second factor when it is on) and out (Auth.js). The API package checks the
// credentials (same services, rate limits and audit as REST) and hands out a login ticket that the
// Credentials provider redeems. Redirects are relative, so the session cookie stays on the host.
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { finishWebLoginTwoFactor, startWebLogin, type WebLoginStep } from '@ikv/api/auth';
import { signOut } from '~/auth/config.ts';
import { clientIp, signInWithTicket } from './session-sign-in.ts';
import { getI18n } from '~/i18n/server.ts';
import { serverApi } from '~/trpc/server.ts';
import { toProblemLike } from './problem-from-error.ts';
import { safeReturnPath } from '~/lib/return-path.ts';
import { ZLoginRecoveryCodeInput } from '@ikv/api/schemas/auth/login-recovery-code';
import { ZLoginTwoFactorInput } from '@ikv/api/schemas/auth/login-two-factor';
import { ZRegisterInput } from '@ikv/api/schemas/auth/register';
import { validate } from '~/lib/schema-form.ts';
import { secondStepErrors, secondStepOf } from './login-second-step.ts';
import { rememberLocale } from '../i18n/actions.ts';
import { onthoudTaak } from '~/lib/taak-na-bevestigen.server.ts';

export interface FormState {
  status: 'idle' | 'error';
  /** a general message key, shown in the form's role="alert" */
  message?: 'loginFailed' | 'loginRateLimited' | 'emailTaken' | 'fixErrors' | 'unexpectedError';
  /** messages from the API by field */
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/** A return path only when it resolves to this app's origin (return-path.ts), else the dashboard. */
function safeCallback(value: FormDataEntryValue | null): string {
  return safeReturnPath(value);
}

async function signInWithPassword(email: string, wachtwoord: string): Promise<'ok' | 'failed'> {
  const step = await startWebLogin({ email, wachtwoord }, await clientIp());
  return step.kind === 'ticket' ? signInWithTicket(step.ticket) : 'failed';
}

export interface LoginState {
  status: 'idle' | 'error' | 'twoFactor';
  message?: 'loginFailed' | 'rateLimited' | 'twoFactorFailed' | 'twoFactorExpired';
  retryMinutes?: number;
  twoFactorToken?: string;
  mode?: 'code' | 'recovery';
  /** the second step's field error (the code's form), in the user's language */
  fieldErrors?: Record<string, string>;
  values?: { email?: string; code?: string; recoveryCode?: string };
}

function stepState(step: Exclude<WebLoginStep, { kind: 'ticket' }>, base: LoginState): LoginState {
  const inSecondStep = !!base.twoFactorToken;
  if (step.kind === 'limited')
    return {
      ...base,
      status: inSecondStep ? 'twoFactor' : 'error',
      message: 'rateLimited',
      retryMinutes: Math.ceil(step.retryAfter / 60),
    };
  if (step.kind === 'expired') return { status: 'error', message: 'twoFactorExpired', values: base.values };
  if (step.kind === 'twoFactor')
    return { status: 'twoFactor', twoFactorToken: step.twoFactorToken, mode: 'code', values: base.values };
  return {
    ...base,
    status: inSecondStep ? 'twoFactor' : 'error',
    message: inSecondStep ? 'twoFactorFailed' : 'loginFailed',
  };
}

export async function loginAction(prev: LoginState, form: FormData): Promise<LoginState> {
  const callback = safeCallback(form.get('callbackUrl'));
  const ip = await clientIp();
  let step: WebLoginStep;
  let base: LoginState;
  const twoFactorToken = String(form.get('twoFactorToken') ?? '');
  if (twoFactorToken) {
    // step 2: the code from the app, or a recovery code, checked first with its procedure's own
    // schema (as the form does in the browser), so the message comes at the field in the user's language
    const second = secondStepOf(form);
    base = { status: 'twoFactor', twoFactorToken, mode: second.mode, values: { email: prev.values?.email } };
    const { t } = await getI18n();
    const checked =
      second.mode === 'recovery'
        ? validate(ZLoginRecoveryCodeInput, second.input, t)
        : validate(ZLoginTwoFactorInput, second.input, t);
    if (!checked.success) {
      const fieldErrors = secondStepErrors(second.mode, checked.fieldErrors);
      if (!fieldErrors) return stepState({ kind: 'expired' }, base);
      const typed =
        second.mode === 'recovery' ? { recoveryCode: second.input.recoveryCode } : { code: second.input.code };
      return { ...base, fieldErrors, values: { ...base.values, ...typed } };
    }
    step = await finishWebLoginTwoFactor(checked.data, ip);
  } else {
    const email = String(form.get('email') ?? '').trim();
    base = { status: 'idle', values: { email } };
    step = await startWebLogin({ email, wachtwoord: String(form.get('wachtwoord') ?? '') }, ip);
  }
  if (step.kind !== 'ticket') return stepState(step, base);
  if ((await signInWithTicket(step.ticket)) !== 'ok')
    return { status: 'error', message: 'loginFailed', values: base.values };
  // this browser follows the account's language from now on
  await rememberLocale(step.taal === 'EN' ? 'en' : 'nl');
  redirect(callback);
}

export async function registerAction(_prev: FormState, form: FormData): Promise<FormState> {
  const { locale, t } = await getI18n();
  const values = {
    voornaam: String(form.get('voornaam') ?? '').trim(),
    achternaam: String(form.get('achternaam') ?? '').trim(),
    email: String(form.get('email') ?? '').trim(),
  };
  const wachtwoord = String(form.get('wachtwoord') ?? '');

  // The API's own schema, checked first so the messages come in the user's language.
  const checked = validate(ZRegisterInput, { ...values, wachtwoord, taal: locale === 'en' ? 'EN' : 'NL' }, t);
  if (!checked.success) return { status: 'error', message: 'fixErrors', fieldErrors: checked.fieldErrors, values };

  try {
    const api = await serverApi();
    await api.auth.register(checked.data);
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const problem = toProblemLike(e, t);
    if (problem.status === 409)
      return { status: 'error', message: 'emailTaken', fieldErrors: { email: t.auth.emailTaken }, values };
    if (problem.status === 400)
      return { status: 'error', message: 'fixErrors', fieldErrors: problem.fieldErrors, values };
    if (problem.status === 429) return { status: 'error', message: 'loginRateLimited', values };
    return { status: 'error', message: 'unexpectedError', values };
  }
  if ((await signInWithPassword(values.email, wachtwoord)) !== 'ok') redirect('/login');
  // the confirmation link in the e-mail brings him back here (taak-na-bevestigen.server.ts)
  await onthoudTaak(form.get('callbackUrl'));
  redirect(safeCallback(form.get('callbackUrl')));
}

/** Signs out; a form may name where to go next (`callbackUrl`, a path of this app), e.g. back to an invitation. */
export async function signOutAction(form?: FormData): Promise<void> {
  await signOut({ redirect: false });
  const next = form?.get('callbackUrl');
  redirect(typeof next === 'string' && next ? safeCallback(next) : '/');
}
