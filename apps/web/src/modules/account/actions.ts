'use server';
// Server actions for the account pages: they call the same procedures as REST through the server
// caller (public ones without a session, the rest as the session user) and translate problems.
import { redirect } from 'next/navigation';
import { TRPCError } from '@trpc/server';
import { ticketForUser } from '@ikv/api/auth';
import { signOut } from '~/auth/config.ts';
import { getSessionUser } from '~/auth/session.ts';
import { fill } from '~/i18n/locale.ts';
import { getI18n } from '~/i18n/server.ts';
import { serverApi } from '~/trpc/server.ts';
import { ZResetPasswordInput } from '@ikv/api/schemas/auth/reset-password';
import { messageForProblem } from '~/lib/problem-message.ts';
import { validate } from '~/lib/schema-form.ts';
import { toProblemLike } from '../auth/problem-from-error.ts';
import { signInWithTicket } from '../auth/session-sign-in.ts';
import { resetPasswordInputOf } from './reset-password-input.ts';
import { onthoudTaak } from '~/lib/taak-na-bevestigen.server.ts';

export interface ActionState {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Runs a procedure call; a TRPCError becomes an error state with a message in the user's language. */
async function attempt<T>(
  call: () => Promise<T>,
  messages: Partial<Record<number, string>> = {},
): Promise<{ ok: true; value: T } | { ok: false; state: ActionState }> {
  try {
    return { ok: true, value: await call() };
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const { t } = await getI18n();
    // the procedure parsed the form with its schema: its issues, worded in the user's language
    const problem = toProblemLike(e, t);
    const cause = e.cause as { retryAfter?: number } | undefined;
    const message =
      problem.status === 429
        ? fill(t.account.rateLimited, { minutes: Math.ceil((cause?.retryAfter ?? 60) / 60) })
        : (messages[problem.status] ?? (problem.status === 400 ? t.auth.fixErrors : messageForProblem(problem, t)));
    return { ok: false, state: { status: 'error', message, fieldErrors: problem.fieldErrors } };
  }
}

// ── public: forgot password, verify e-mail ─────────────────────────────────────────────────────
export async function requestResetCodeAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const email = text(form, 'email');
  const r = await attempt(async () =>
    (await serverApi()).auth.verification({ email, doel: 'WACHTWOORD_RESET', actie: 'AANVRAGEN' }),
  );
  if (!r.ok) return { ...r.state, values: { email } };
  return { status: 'ok', message: t.account.codeSent, values: { email, step: 'code' } };
}

export async function resetPasswordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const input = resetPasswordInputOf(form);
  // stay on the code step: the form shows the error next to the field, the code kept (never the password)
  const values = { email: input.email, step: 'code', code: input.code };
  // the procedure's own schema first (as the form does in the browser): a password that breaks the
  // rules is named at its field, not taken for a wrong code
  const checked = validate(ZResetPasswordInput, input, t);
  if (!checked.success) return { status: 'error', message: t.auth.fixErrors, fieldErrors: checked.fieldErrors, values };
  const r = await attempt(async () => (await serverApi()).auth.resetPassword(checked.data), {
    400: t.account.resetFailed,
  });
  if (!r.ok) return { ...r.state, values };
  redirect('/login?melding=wachtwoord-hersteld');
}

export async function verifyEmailAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const r = await attempt(async () => (await serverApi()).auth.verifyEmail({ token: text(form, 'token') }), {
    400: t.account.verifyFailed,
  });
  if (!r.ok) return r.state;
  return { status: 'ok', message: t.account.verifyDone };
}

export async function resendVerificationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const user = await getSessionUser();
  const email = user?.email ?? text(form, 'email');
  const r = await attempt(async () =>
    (await serverApi()).auth.verification({ email, doel: 'EMAIL_VERIFICATIE', actie: 'AANVRAGEN' }),
  );
  if (!r.ok) return r.state;
  // a task that asked him to confirm first (e.g. a new request) is where the link brings him back
  await onthoudTaak(form.get('terug'));
  return { status: 'ok', message: t.account.resendDone };
}

// ── settings (signed in) ───────────────────────────────────────────────────────────────────────
export async function updateProfileAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const values = {
    voornaam: text(form, 'voornaam'),
    achternaam: text(form, 'achternaam'),
    telefoonnummer: text(form, 'telefoonnummer'),
    geboortedatum: text(form, 'geboortedatum'),
    taal: text(form, 'taal'),
  };
  const r = await attempt(async () =>
    (await serverApi()).ondernemer.update({
      voornaam: values.voornaam,
      achternaam: values.achternaam,
      telefoonnummer: values.telefoonnummer || null,
      geboortedatum: values.geboortedatum || null,
      taal: values.taal === 'EN' ? 'EN' : 'NL',
    }),
  );
  if (!r.ok) return { ...r.state, values };
  return { status: 'ok', message: t.account.saved, values };
}

export async function changePasswordAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const user = await getSessionUser();
  if (!user) redirect('/login');
  const r = await attempt(
    async () =>
      (await serverApi()).ondernemer.changePassword({
        huidigWachtwoord: String(form.get('huidigWachtwoord') ?? ''),
        nieuwWachtwoord: String(form.get('nieuwWachtwoord') ?? ''),
      }),
    { 401: t.account.wrongPassword },
  );
  if (!r.ok) return r.state;
  // every session ended, this one too: sign this browser in again with a fresh ticket
  // (then a fresh request, so the page renders with the new session cookie)
  const ticket = await ticketForUser(user.id);
  if (!ticket || (await signInWithTicket(ticket)) !== 'ok') redirect('/login?melding=wachtwoord-gewijzigd');
  redirect('/instellingen?melding=wachtwoord-gewijzigd');
}

export async function requestEmailChangeAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const nieuwEmail = text(form, 'nieuwEmail');
  const r = await attempt(async () => (await serverApi()).ondernemer.requestEmailVerification({ nieuwEmail }), {
    409: t.auth.emailTaken,
  });
  if (!r.ok) return { ...r.state, values: { nieuwEmail } };
  return { status: 'ok', message: fill(t.account.emailCodeSent, { email: nieuwEmail }), values: { nieuwEmail } };
}

export async function verifyEmailChangeAction(prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const r = await attempt(
    async () => (await serverApi()).ondernemer.verifyEmailChange({ code: text(form, 'code').replace(/\s/g, '') }),
    { 400: t.account.codeWrong },
  );
  if (!r.ok) return { ...r.state, values: prev.values };
  return { status: 'ok', message: t.account.emailChanged, values: { done: '1' } };
}

export interface TwoFactorState extends ActionState {
  setup?: { secret: string; otpauthUrl: string; qrCodeDataUrl: string };
  recoveryCodes?: string[];
}

export async function setupTwoFactorAction(): Promise<TwoFactorState> {
  const r = await attempt(async () => (await serverApi()).auth.twoFactor.setup());
  if (!r.ok) return r.state;
  return { status: 'idle', setup: r.value };
}

export async function enableTwoFactorAction(prev: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  const { t } = await getI18n();
  const r = await attempt(
    async () => (await serverApi()).auth.twoFactor.enable({ code: text(form, 'code').replace(/\s/g, '') }),
    { 400: t.account.codeWrong },
  );
  if (!r.ok) return { ...r.state, setup: prev.setup };
  return { status: 'ok', recoveryCodes: r.value.recoveryCodes };
}

export async function disableTwoFactorAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  const r = await attempt(
    async () =>
      (await serverApi()).auth.twoFactor.disable({
        wachtwoord: String(form.get('wachtwoord') ?? ''),
        code: text(form, 'code').replace(/\s/g, ''),
      }),
    { 400: t.account.codeWrong, 401: t.account.wrongPassword },
  );
  if (!r.ok) return r.state;
  return { status: 'ok', message: t.account.disabled };
}

export async function regenerateRecoveryCodesAction(_prev: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  const { t } = await getI18n();
  const r = await attempt(
    async () =>
      (await serverApi()).auth.twoFactor.regenerateRecoveryCodes({ code: text(form, 'code').replace(/\s/g, '') }),
    { 400: t.account.codeWrong },
  );
  if (!r.ok) return r.state;
  return { status: 'ok', recoveryCodes: r.value.recoveryCodes };
}

/** Sign out everywhere (auth.logoutAll): every session of the account ends, this browser's too. */
export async function signOutEverywhereAction(): Promise<void> {
  const user = await getSessionUser();
  if (user) await (await serverApi()).auth.logoutAll();
  await signOut({ redirect: false });
  redirect('/login?melding=overal-uitgelogd');
}

export async function deleteAccountAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const { t } = await getI18n();
  if (form.get('bevestig') !== 'ja')
    return {
      status: 'error',
      message: t.account.deleteConfirmRequired,
      fieldErrors: { bevestig: t.account.deleteConfirmRequired },
    };
  const r = await attempt(
    async () => (await serverApi()).ondernemer.delete({ wachtwoord: String(form.get('wachtwoord') ?? '') }),
    { 401: t.account.wrongPassword },
  );
  if (!r.ok) return r.state;
  await signOut({ redirect: false });
  redirect('/login?melding=account-verwijderd');
}
