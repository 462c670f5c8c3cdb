// E-mail verification (link token, 24 h, single use), codes on request (enumeration-safe) and the
// password reset with a six-digit code (15 min, 5 attempts, single use).
import { DomainError } from '../../errors/domain-error.ts';
import { hashCode, sha256 } from '../../infra/codes.ts';
import { hashPassword } from '../../infra/password.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { guess, type LimitSubject } from '../rate-limit/rate-limit.service.ts';
import { securityNoticeMail } from './auth.mails.ts';
import {
  countCodeAttempt,
  findAccountByEmail,
  findCodeByHash,
  findLiveEmail,
  findOpenCode,
  revokeAllRefreshTokens,
  spendCode,
  updateAccount,
  updatePasswordAndBumpSession,
} from './auth.repository.ts';
import { type ActorChangeContext, forgetActor } from './actor-changes.ts';
import { isUsable, MAX_CODE_ATTEMPTS } from '../../shared/one-time-code.rules.ts';
import { requestCodeRequests, queueCodeRequest } from './code-requests.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

const REQUEST_ACCEPTED = 'Als dit adres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail.';

// the verification link moved to email-verification.ts (code-requests.ts uses it without importing this file)
export { queueEmailVerification } from './email-verification.ts';

const badLink = () =>
  new DomainError('INVALID_CODE', 'Deze bevestigingslink is ongeldig, verlopen of al gebruikt. Vraag een nieuwe aan.', {
    errors: [{ path: 'token', message: 'ongeldig, verlopen of al gebruikt' }],
  });

export async function verifyEmail(ctx: ServiceContext, input: { token: string }): Promise<{ emailGeverifieerd: true }> {
  const now = ctx.clock.now();
  const ipLimit: LimitSubject[] = [['codeCheckIp', ctx.ip]];
  // the place is reserved before the link is looked up; a wrong link keeps it
  const { code, userId } = await guess(ctx, ipLimit, async (wrong) => {
    const found = await findCodeByHash(ctx.db, 'EMAIL_VERIFICATIE', sha256(input.token));
    if (found?.userId && isUsable(found, now)) return { code: found, userId: found.userId };
    wrong();
    throw badLink();
  });
  await inTransaction(ctx.db, async (tx) => {
    if (!(await spendCode(tx, code.id, now))) throw badLink();
    const user = await findLiveEmail(tx, userId);
    // a link for an address the user has since changed confirms nothing
    if (!user || user.email !== code.email) throw badLink();
    await updateAccount(tx, userId, { emailGeverifieerdOp: now });
    await writeAudit(tx, { userId, actie: 'EMAIL_BEVESTIGD', ip: ctx.ip });
  });
  return { emailGeverifieerd: true };
}

type VerificationInput = {
  email: string;
  doel: 'EMAIL_VERIFICATIE' | 'WACHTWOORD_RESET';
  actie: 'AANVRAGEN' | 'VALIDEREN';
  code?: string | null;
};

/** Requests a code/link (same answer whether or not the address exists) or checks one without spending it. */
export async function verification(
  ctx: ServiceContext,
  input: VerificationInput,
): Promise<{ bericht: string } | { geldig: boolean }> {
  const now = ctx.clock.now();
  if (input.actie === 'AANVRAGEN') {
    // the same work for every address: rate limits and one queued row; the code and its e-mail follow
    // after the answer (code-requests.ts), so the answer's time tells nothing about the address
    await queueCodeRequest(ctx, { email: input.email, doel: input.doel });
    requestCodeRequests(ctx.db);
    return { bericht: REQUEST_ACCEPTED };
  }
  // VALIDEREN: the same rate limit and attempt counting as the real use
  const given = input.code ?? '';
  if (input.doel === 'EMAIL_VERIFICATIE') {
    const ipLimit: LimitSubject[] = [['codeCheckIp', ctx.ip]];
    const geldig = await guess(ctx, ipLimit, async (wrong) => {
      const code = await findCodeByHash(ctx.db, 'EMAIL_VERIFICATIE', sha256(given));
      const right = !!code && isUsable(code, now) && code.email === input.email;
      if (!right) wrong();
      return right;
    });
    return { geldig };
  }
  return { geldig: (await checkResetCode(ctx, input.email, given, false)) === true };
}

/** Checks a reset code: counts a wrong attempt on the code (max 5) and in the rate limits (reserved before the check). */
async function checkResetCode(ctx: ServiceContext, email: string, given: string, spend: boolean) {
  const now = ctx.clock.now();
  const subjects: LimitSubject[] = [
    ['codeCheckAccount', email],
    ['codeCheckIp', ctx.ip],
  ];
  return guess(ctx, subjects, async (wrong) => {
    const user = await findAccountByEmail(ctx.db, email);
    const code = user ? await findOpenCode(ctx.db, user.id, 'WACHTWOORD_RESET') : null;
    if (!user || !code || !isUsable(code, now)) {
      wrong();
      return false;
    }
    if (code.codeHash !== hashCode('WACHTWOORD_RESET', given)) {
      wrong();
      const { pogingen } = await countCodeAttempt(ctx.db, code.id);
      if (pogingen >= MAX_CODE_ATTEMPTS) await spendCode(ctx.db, code.id, now);
      return false;
    }
    if (spend) return (await spendCode(ctx.db, code.id, now)) ? { user } : false;
    return true;
  });
}

export async function resetPassword(
  ctx: ServiceContext & ActorChangeContext,
  input: { email: string; code: string; nieuwWachtwoord: string },
): Promise<void> {
  const now = ctx.clock.now();
  const checked = await checkResetCode(ctx, input.email, input.code, true);
  if (!checked || checked === true) {
    throw new DomainError(
      'INVALID_CODE',
      'De code is onjuist, verlopen of al gebruikt. Vraag zo nodig een nieuwe code aan.',
      {
        errors: [{ path: 'code', message: 'onjuist, verlopen of al gebruikt', code: 'CODE_INVALID' }],
      },
    );
  }
  const { user } = checked;
  const passwordHash = await hashPassword(input.nieuwWachtwoord);
  await inTransaction(ctx.db, async (tx) => {
    await updatePasswordAndBumpSession(tx, user.id, passwordHash);
    await revokeAllRefreshTokens(tx, user.id, now);
    // receiving the code proves the address
    if (user.emailGeverifieerdOp === null) await updateAccount(tx, user.id, { emailGeverifieerdOp: now });
    await writeAudit(tx, { userId: user.id, actie: 'WACHTWOORD_RESET', ip: ctx.ip });
    await queueMail(tx, { aan: user.email, ...securityNoticeMail(user.taal, user.voornaam, 'PASSWORD_CHANGED') });
  });
  forgetActor(ctx, user.id);
}
