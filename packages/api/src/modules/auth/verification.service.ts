// E-mail verification (link token, 24 h, single use), codes on request (enumeration-safe) and the
// password reset with a six-digit code (15 min, 5 attempts, single use).
import type { Tx } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { hashCode, randomSixDigits, randomToken, sha256 } from '../../infra/codes.ts';
import { hashPassword } from '../../infra/password.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { kickMailDelivery } from '../mail/mail-delivery.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { assertNotLimited, consume, countAttempt, type LimitSubject } from '../rate-limit/rate-limit.service.ts';
import { appOrigin, resetMail, securityNoticeMail, verificationMail, type Taal } from './auth.mails.ts';
import {
  countCodeAttempt, findAccountByEmail, findCodeByHash, findOpenCode, insertAudit, insertOneTimeCode, retireCodes,
  revokeAllRefreshTokens, spendCode, updateAccount, updatePasswordAndBumpSession,
} from './auth.repository.ts';
import { forgetActor } from './actor-changes.ts';
import { EMAIL_VERIFICATION_TTL_MS, isUsable, MAX_CODE_ATTEMPTS, RESET_CODE_TTL_MS } from './one-time-code.rules.ts';

export const REQUEST_ACCEPTED = 'Als dit adres bij ons bekend is, ontvangt u binnen enkele minuten een e-mail.';

export async function queueEmailVerification(tx: Tx, user: { id: string; email: string; voornaam: string; taal: Taal }, now: Date) {
  const token = randomToken();
  await retireCodes(tx, user.id, 'EMAIL_VERIFICATIE', now);
  await insertOneTimeCode(tx, {
    userId: user.id, email: user.email, doel: 'EMAIL_VERIFICATIE', codeHash: sha256(token),
    verlooptOp: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  const link = `${appOrigin({ APP_URL: process.env.APP_URL, AUTH_URL: process.env.AUTH_URL, PORT: process.env.PORT })}/email-bevestigen?token=${encodeURIComponent(token)}`;
  await queueMail(tx, { aan: user.email, ...verificationMail(user.taal, user.voornaam, link) });
}

const badLink = () =>
  new DomainError('INVALID_CODE', 'Deze bevestigingslink is ongeldig, verlopen of al gebruikt. Vraag een nieuwe aan.', {
    errors: [{ path: 'token', message: 'ongeldig, verlopen of al gebruikt' }],
  });

export async function verifyEmail(ctx: ServiceContext, input: { token: string }): Promise<{ emailGeverifieerd: true }> {
  const now = ctx.clock.now();
  const ipLimit: LimitSubject[] = [['codeCheckIp', ctx.ip]];
  await assertNotLimited(ctx, ipLimit);
  const code = await findCodeByHash(ctx.db, 'EMAIL_VERIFICATIE', sha256(input.token));
  if (!code || !code.userId || !isUsable(code, now)) {
    await countAttempt(ctx, ipLimit);
    throw badLink();
  }
  const userId = code.userId;
  await ctx.db.$transaction(async (tx) => {
    if (!(await spendCode(tx, code.id, now))) throw badLink();
    const user = await tx.user.findFirst({ where: { id: userId, verwijderdOp: null }, select: { email: true } });
    // a link for an address the user has since changed confirms nothing
    if (!user || user.email !== code.email) throw badLink();
    await updateAccount(tx, userId, { emailGeverifieerdOp: now });
    await insertAudit(tx, { userId, actie: 'EMAIL_BEVESTIGD', ip: ctx.ip });
  });
  return { emailGeverifieerd: true };
}

export type VerificationInput = {
  email: string;
  doel: 'EMAIL_VERIFICATIE' | 'WACHTWOORD_RESET';
  actie: 'AANVRAGEN' | 'VALIDEREN';
  code?: string | null;
};

/** Requests a code/link (same answer whether or not the address exists) or checks one without spending it. */
export async function verification(ctx: ServiceContext, input: VerificationInput): Promise<{ bericht: string } | { geldig: boolean }> {
  const now = ctx.clock.now();
  if (input.actie === 'AANVRAGEN') {
    await consume(ctx, [['codeRequestAccount', input.email], ['codeRequestIp', ctx.ip]]);
    const user = await findAccountByEmail(ctx.db, input.email);
    if (user) {
      let queued = false;
      await ctx.db.$transaction(async (tx) => {
        if (input.doel === 'EMAIL_VERIFICATIE') {
          if (user.emailGeverifieerdOp !== null) return;
          await queueEmailVerification(tx, user, now);
        } else {
          const code = randomSixDigits();
          await retireCodes(tx, user.id, 'WACHTWOORD_RESET', now);
          await insertOneTimeCode(tx, {
            userId: user.id, email: user.email, doel: 'WACHTWOORD_RESET', codeHash: hashCode('WACHTWOORD_RESET', code),
            verlooptOp: new Date(now.getTime() + RESET_CODE_TTL_MS),
          });
          await queueMail(tx, { aan: user.email, ...resetMail(user.taal, user.voornaam, code) });
          await insertAudit(tx, { userId: user.id, actie: 'WACHTWOORD_RESET_AANGEVRAAGD', ip: ctx.ip });
        }
        queued = true;
      });
      if (queued) kickMailDelivery(ctx.db);
    }
    return { bericht: REQUEST_ACCEPTED };
  }
  // VALIDEREN: the same rate limit and attempt counting as the real use
  const given = input.code ?? '';
  if (input.doel === 'EMAIL_VERIFICATIE') {
    const ipLimit: LimitSubject[] = [['codeCheckIp', ctx.ip]];
    await assertNotLimited(ctx, ipLimit);
    const code = await findCodeByHash(ctx.db, 'EMAIL_VERIFICATIE', sha256(given));
    const geldig = !!code && isUsable(code, now) && code.email === input.email;
    if (!geldig) await countAttempt(ctx, ipLimit);
    return { geldig };
  }
  return { geldig: (await checkResetCode(ctx, input.email, given, false)) === true };
}

/** Checks a reset code: counts a wrong attempt on the code (max 5) and in the rate limits. */
async function checkResetCode(ctx: ServiceContext, email: string, given: string, spend: boolean) {
  const now = ctx.clock.now();
  const subjects: LimitSubject[] = [['codeCheckAccount', email], ['codeCheckIp', ctx.ip]];
  await assertNotLimited(ctx, subjects);
  const user = await findAccountByEmail(ctx.db, email);
  const code = user ? await findOpenCode(ctx.db, user.id, 'WACHTWOORD_RESET') : null;
  if (!user || !code || !isUsable(code, now)) {
    await countAttempt(ctx, subjects);
    return false;
  }
  if (code.codeHash !== hashCode('WACHTWOORD_RESET', given)) {
    await countAttempt(ctx, subjects);
    const { pogingen } = await countCodeAttempt(ctx.db, code.id);
    if (pogingen >= MAX_CODE_ATTEMPTS) await spendCode(ctx.db, code.id, now);
    return false;
  }
  if (spend) return (await spendCode(ctx.db, code.id, now)) ? { user } : false;
  return true;
}

export async function resetPassword(ctx: ServiceContext, input: { email: string; code: string; nieuwWachtwoord: string }): Promise<void> {
  const now = ctx.clock.now();
  const checked = await checkResetCode(ctx, input.email, input.code, true);
  if (!checked || checked === true) {
    throw new DomainError('INVALID_CODE', 'De code is onjuist, verlopen of al gebruikt. Vraag zo nodig een nieuwe code aan.', {
      errors: [{ path: 'code', message: 'onjuist, verlopen of al gebruikt', code: 'CODE_INVALID' }],
    });
  }
  const { user } = checked;
  const passwordHash = await hashPassword(input.nieuwWachtwoord);
  await ctx.db.$transaction(async (tx) => {
    await updatePasswordAndBumpSession(tx, user.id, passwordHash);
    await revokeAllRefreshTokens(tx, user.id, now);
    // receiving the code proves the address
    if (user.emailGeverifieerdOp === null) await updateAccount(tx, user.id, { emailGeverifieerdOp: now });
    await insertAudit(tx, { userId: user.id, actie: 'WACHTWOORD_RESET', ip: ctx.ip });
    await queueMail(tx, { aan: user.email, ...securityNoticeMail(user.taal, user.voornaam, 'PASSWORD_CHANGED') });
  });
  forgetActor(ctx, user.id);
  kickMailDelivery(ctx.db);
}
