// The web app's Auth.js Credentials flow uses the same services as POST /auth/login and
// /auth/2fa/login*: same argon2 check, rate limits, 2FA challenge and audit rows. A successful step
// yields a one-minute login ticket that only the Credentials provider (server-side) redeems.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { randomUUID } from 'node:crypto';
import { processDb } from '../../infra/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { systemClock } from '../../infra/clock.ts';
import { signPurposeToken, verifyPurposeToken } from '../../infra/purpose-token.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { findRecentMail } from '../mail/mail.repository.ts';
import { passwordStep, secondFactorStep, twoFactorChallenge } from './auth.service.ts';
import { findAccountById, findSessionUser, findSessionVersion } from './auth.repository.ts';
import { isWebSessionRevoked } from './web-sessions.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';
import { config } from '../../infra/config.ts';

export { endWebSession, isWebSessionRevoked, newWebSessionId, WEB_SESSION_MAX_AGE_SECONDS } from './web-sessions.ts';
export { secureCookies } from '../../infra/app-url.ts';

export interface SessionUser {
  id: string;
  email: string;
  voornaam: string;
  achternaam: string;
  rol: 'ONDERNEMER' | 'ADVISEUR';
  sessieVersie: number;
  /** the account's language: pages, notifications, e-mails and the PDF follow it */
  taal: TaalVoorkeur;
}

export type WebLoginStep =
  | { kind: 'ticket'; ticket: string; taal: TaalVoorkeur }
  | { kind: 'twoFactor'; twoFactorToken: string }
  | { kind: 'failed' }
  | { kind: 'expired' }
  | { kind: 'limited'; retryAfter: number };

function webContext(ip: string | null): ServiceContext {
  return { db: processDb(), clock: systemClock, actor: null, ip, requestId: randomUUID() };
}

function failure(e: unknown): WebLoginStep {
  if (e instanceof DomainError) {
    if (e.code === 'RATE_LIMITED') return { kind: 'limited', retryAfter: e.retryAfter ?? 60 };
    if (e.code === 'INVALID_TOKEN') return { kind: 'expired' };
    if (e.code === 'INVALID_CREDENTIALS' || e.code === 'TWO_FACTOR_CODE_INVALID') return { kind: 'failed' };
  }
  throw e;
}

/** Step 1: e-mail + password → a ticket, or the 2FA challenge. */
export async function startWebLogin(
  input: { email: string; wachtwoord: string },
  ip: string | null = null,
): Promise<WebLoginStep> {
  const ctx = webContext(ip);
  try {
    const user = await passwordStep(ctx, input.email, input.wachtwoord, 'web');
    if (user.twoFactorEnabled) {
      await writeAudit(ctx.db, { userId: user.id, actie: 'LOGIN_2FA_GEVRAAGD', ip, details: { via: 'web' } });
      return { kind: 'twoFactor', twoFactorToken: await twoFactorChallenge(user, ctx.clock.now()) };
    }
    await writeAudit(ctx.db, { userId: user.id, actie: 'LOGIN', ip, details: { via: 'web' } });
    return {
      kind: 'ticket',
      ticket: await signPurposeToken('ikv-web-login', user.id, user.sessieVersie, ctx.clock.now()),
      taal: user.taal,
    };
  } catch (e) {
    return failure(e);
  }
}

/** Step 2 when 2FA is on: the challenge plus a TOTP code or a recovery code. */
export async function finishWebLoginTwoFactor(
  input: { twoFactorToken: string; code?: string; recoveryCode?: string },
  ip: string | null = null,
): Promise<WebLoginStep> {
  const ctx = webContext(ip);
  try {
    const proof = input.recoveryCode ? { recoveryCode: input.recoveryCode } : { code: input.code ?? '' };
    const user = await secondFactorStep(ctx, input.twoFactorToken, proof, 'web');
    return {
      kind: 'ticket',
      ticket: await signPurposeToken('ikv-web-login', user.id, user.sessieVersie, ctx.clock.now()),
      taal: user.taal,
    };
  } catch (e) {
    return failure(e);
  }
}

/** A fresh ticket for a user who just proved himself again (e.g. after changing his password in the web app). */
export async function ticketForUser(userId: string): Promise<string | null> {
  const user = await findAccountById(processDb(), userId);
  return user ? signPurposeToken('ikv-web-login', user.id, user.sessieVersie, systemClock.now()) : null;
}

/** For the Credentials provider: the session user of a valid, current ticket. */
export async function redeemWebLoginTicket(ticket: string): Promise<SessionUser | null> {
  const claims = await verifyPurposeToken('ikv-web-login', ticket, systemClock.now());
  if (!claims) return null;
  const user = await findAccountById(processDb(), claims.sub);
  if (!user || user.sessieVersie !== claims.sv) return null;
  return {
    id: user.id,
    email: user.email,
    voornaam: user.voornaam,
    achternaam: user.achternaam,
    rol: user.rol,
    sessieVersie: user.sessieVersie,
    taal: user.taal,
  };
}

/** False once the user is deleted or changed his password since the session began. */
export async function isSessionCurrent(userId: string, sessieVersie: number): Promise<boolean> {
  const row = await findSessionVersion(processDb(), userId);
  return row !== null && row.sessieVersie === sessieVersie;
}

/**
 * The user of a web session as he is now (names and e-mail may have changed), or null when the session
 * is dead: signed out (its `sid` revoked, checked in memory, web-sessions.ts), a session without a sid
 * (from before sessions could be ended), or an older session version (password changed, signed out
 * everywhere, account deleted).
 */
export async function currentSessionUser(
  userId: string,
  sessieVersie: number,
  sid: string | null | undefined,
): Promise<SessionUser | null> {
  if (!sid || (await isWebSessionRevoked(sid))) return null;
  const user = await findSessionUser(processDb(), userId);
  return user && user.sessieVersie === sessieVersie ? user : null;
}

/** The development mailbox (only without SMTP and outside production): the newest queued mails. */
export function isDevMailboxEnabled(): boolean {
  const { smtpUrl, nodeEnv, devMailboxForced } = config();
  if (smtpUrl) return false;
  return nodeEnv !== 'production' || devMailboxForced;
}

export async function readDevMailbox(options: { aan?: string; take?: number } = {}) {
  if (!isDevMailboxEnabled()) return null;
  const rows = await findRecentMail(processDb(), {
    aan: options.aan?.trim().toLowerCase() || undefined,
    take: options.take ?? 50,
  });
  return rows.map((r) => ({
    ...r,
    aangemaaktOp: r.aangemaaktOp.toISOString(),
    verzondenOp: r.verzondenOp?.toISOString() ?? null,
  }));
}
