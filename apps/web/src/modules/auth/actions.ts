'use server';
// Server actions for the auth forms: register (auth.register through the server caller), log in and
// out (Auth.js). Redirects are relative, so the session cookie stays on the host the user is on.
import { AuthError } from 'next-auth';
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { signIn, signOut } from '~/auth/config.ts';
import { getI18n } from '~/i18n/server.ts';
import { serverApi } from '~/trpc/server.ts';
import { toProblemLike } from './problem-from-error.ts';

export interface FormState {
  status: 'idle' | 'error';
  /** a general message key, shown in the form's role="alert" */
  message?: 'loginFailed' | 'loginRateLimited' | 'emailTaken' | 'fixErrors' | 'unexpectedError';
  /** messages from the API by field */
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

function safeCallback(value: FormDataEntryValue | null): string {
  const s = typeof value === 'string' ? value : '';
  return s.startsWith('/') && !s.startsWith('//') ? s : '/bedrijven';
}

async function signInWithPassword(email: string, wachtwoord: string): Promise<'ok' | 'failed'> {
  try {
    const url = await signIn('credentials', { email, wachtwoord, redirect: false });
    return typeof url === 'string' && url.includes('error=') ? 'failed' : 'ok';
  } catch (e) {
    if (e instanceof AuthError) return 'failed';
    throw e;
  }
}

export async function loginAction(_prev: FormState, form: FormData): Promise<FormState> {
  const email = String(form.get('email') ?? '').trim();
  const wachtwoord = String(form.get('wachtwoord') ?? '');
  if ((await signInWithPassword(email, wachtwoord)) !== 'ok') {
    return { status: 'error', message: 'loginFailed', values: { email } };
  }
  redirect(safeCallback(form.get('callbackUrl')));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function registerAction(_prev: FormState, form: FormData): Promise<FormState> {
  const { t } = await getI18n();
  const values = {
    voornaam: String(form.get('voornaam') ?? '').trim(),
    achternaam: String(form.get('achternaam') ?? '').trim(),
    email: String(form.get('email') ?? '').trim(),
  };
  const wachtwoord = String(form.get('wachtwoord') ?? '');

  // The same rules as the API, checked first so the messages come in the user's language.
  const local: Record<string, string> = {};
  if (!values.voornaam) local.voornaam = t.auth.required;
  if (!values.achternaam) local.achternaam = t.auth.required;
  if (!values.email) local.email = t.auth.required;
  else if (!EMAIL.test(values.email)) local.email = t.auth.invalidEmail;
  if ([...wachtwoord].length < 10) local.wachtwoord = t.auth.passwordTooShort;
  if (Object.keys(local).length) return { status: 'error', message: 'fixErrors', fieldErrors: local, values };

  try {
    const api = await serverApi();
    await api.auth.register({ ...values, wachtwoord });
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const problem = toProblemLike(e);
    if (problem.status === 409) return { status: 'error', message: 'emailTaken', fieldErrors: { email: t.auth.emailTaken }, values };
    if (problem.status === 400) return { status: 'error', message: 'fixErrors', fieldErrors: problem.fieldErrors, values };
    if (problem.status === 429) return { status: 'error', message: 'loginRateLimited', values };
    return { status: 'error', message: 'unexpectedError', values };
  }
  if ((await signInWithPassword(values.email, wachtwoord)) !== 'ok') redirect('/login');
  redirect(safeCallback(form.get('callbackUrl')));
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirect: false });
  redirect('/');
}
