// TOTP two-factor authentication: setup (secret encrypted at rest), verify, enable with recovery
// codes, disable, regenerate, status. Every accepted code moves the user's last time step forward,
// so a code works at most once.
import type { Db, Tx } from '@ikv/db';
import { DomainError } from '../../../errors/domain-error.ts';
import { hashCode, randomRecoveryCode } from '../../../infra/codes.ts';
import { verifyPassword } from '../../../infra/password.ts';
import { openSecretAtRest, sealSecretAtRest } from '../../../infra/document-crypto.ts';
import type { AuthedContext } from '../../../infra/service-context.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { clearAttempts, guess, type LimitSubject } from '../../rate-limit/rate-limit.service.ts';
import { securityNoticeMail } from '../auth.mails.ts';
import {
  advanceTotpStep,
  countOpenRecoveryCodes,
  deleteRecoveryCodes,
  findAccountById,
  replaceRecoveryCodes,
  setTwoFactorEnabled,
  storePendingTotpSecret,
} from '../auth.repository.ts';
import { normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '../../../shared/one-time-code.rules.ts';
import { checkTotp, newTotpSecret, totpUri } from '../totp.ts';
import { inTransaction } from '../../../infra/database.ts';
import { writeAudit } from '../../../infra/audit/audit.repository.ts';

/** True when the code is right for the user's secret and its time step was not used before (then it is used now). */
export async function acceptTotp(
  db: Db | Tx,
  user: {
    id: string;
    twoFactorSecretEnc: string | null;
    twoFactorSleutelId: string | null;
    twoFactorLastStep: bigint | null;
  },
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.twoFactorSecretEnc) return false;
  const secret = openSecretAtRest({ geheim: user.twoFactorSecretEnc, sleutelId: user.twoFactorSleutelId });
  const last = user.twoFactorLastStep === null ? null : Number(user.twoFactorLastStep);
  const step = await checkTotp(secret, code.trim(), now, last);
  if (step === null) return false;
  return advanceTotpStep(db, user.id, step);
}

async function account(ctx: AuthedContext) {
  const user = await findAccountById(ctx.db, ctx.actor.userId);
  if (!user) throw new DomainError('UNAUTHENTICATED', 'Log opnieuw in.');
  return user;
}

const wrongCode = () =>
  new DomainError('INVALID_CODE', 'De code is onjuist of al gebruikt. Gebruik de code die uw app nu toont.', {
    errors: [{ path: 'code', message: 'onjuist of al gebruikt', code: 'CODE_INVALID' }],
  });

/** Codes typed into settings count against the same per-account limit as at login. */
async function requireTotp(ctx: AuthedContext, user: Awaited<ReturnType<typeof account>>, code: string) {
  const subjects: LimitSubject[] = [
    ['twoFactorAccount', user.id],
    ['twoFactorIp', ctx.ip],
  ];
  await guess(ctx, subjects, async (wrong) => {
    if (await acceptTotp(ctx.db, user, code, ctx.clock.now())) return;
    wrong();
    throw wrongCode();
  });
  await clearAttempts(ctx, [['twoFactorAccount', user.id]]);
}

async function newRecoveryCodes(db: Db | Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((c) => hashCode('recovery', normaliseRecoveryCode(c))),
  );
  return codes;
}

export async function setupTwoFactor(ctx: AuthedContext) {
  const user = await account(ctx);
  if (user.twoFactorEnabled)
    throw new DomainError(
      'TWO_FACTOR_ALREADY_ENABLED',
      'Tweestapsverificatie staat al aan. Zet haar eerst uit om een nieuwe sleutel te maken.',
    );
  const secret = newTotpSecret();
  await storePendingTotpSecret(ctx.db, user.id, sealSecretAtRest(secret));
  const otpauthUrl = totpUri(secret, user.email);
  const { toDataURL } = await import('qrcode');
  const qrCodeDataUrl = await toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

export async function verifyTwoFactor(ctx: AuthedContext, input: { code: string }) {
  const user = await account(ctx);
  if (!user.twoFactorSecretEnc)
    throw new DomainError('TWO_FACTOR_NOT_SET_UP', 'Start eerst de instelling van tweestapsverificatie.');
  try {
    await requireTotp(ctx, user, input.code);
    return { geldig: true };
  } catch (e) {
    if (e instanceof DomainError && e.code === 'INVALID_CODE') return { geldig: false };
    throw e;
  }
}

export async function enableTwoFactor(ctx: AuthedContext, input: { code: string }) {
  const user = await account(ctx);
  if (user.twoFactorEnabled) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED', 'Tweestapsverificatie staat al aan.');
  if (!user.twoFactorSecretEnc)
    throw new DomainError('TWO_FACTOR_NOT_SET_UP', 'Start eerst de instelling van tweestapsverificatie.');
  await requireTotp(ctx, user, input.code);
  const codes = await inTransaction(ctx.db, async (tx) => {
    await setTwoFactorEnabled(tx, user.id, true);
    const recoveryCodes = await newRecoveryCodes(tx, user.id);
    await writeAudit(tx, { userId: user.id, actie: '2FA_AAN', ip: ctx.ip });
    await queueMail(tx, { aan: user.email, ...securityNoticeMail(user.taal, user.voornaam, 'TWO_FACTOR_ON') });
    return recoveryCodes;
  });
  return { recoveryCodes: codes };
}

export async function disableTwoFactor(ctx: AuthedContext, input: { wachtwoord: string; code: string }) {
  const user = await account(ctx);
  if (!user.twoFactorEnabled) throw new DomainError('TWO_FACTOR_NOT_ENABLED', 'Tweestapsverificatie staat niet aan.');
  // the password counts against the same limit as the code, reserved before it is checked
  const subjects: LimitSubject[] = [
    ['twoFactorAccount', user.id],
    ['twoFactorIp', ctx.ip],
  ];
  await guess(ctx, subjects, async (wrong) => {
    if (await verifyPassword(user.passwordHash, input.wachtwoord)) return;
    wrong();
    throw new DomainError('INVALID_CREDENTIALS', 'Het wachtwoord is onjuist.', {
      errors: [{ path: 'wachtwoord', message: 'onjuist', code: 'PASSWORD_WRONG' }],
    });
  });
  await requireTotp(ctx, user, input.code);
  await inTransaction(ctx.db, async (tx) => {
    await setTwoFactorEnabled(tx, user.id, false);
    await deleteRecoveryCodes(tx, user.id);
    await writeAudit(tx, { userId: user.id, actie: '2FA_UIT', ip: ctx.ip });
    await queueMail(tx, { aan: user.email, ...securityNoticeMail(user.taal, user.voornaam, 'TWO_FACTOR_OFF') });
  });
}

export async function regenerateRecoveryCodes(ctx: AuthedContext, input: { code: string }) {
  const user = await account(ctx);
  if (!user.twoFactorEnabled) throw new DomainError('TWO_FACTOR_NOT_ENABLED', 'Tweestapsverificatie staat niet aan.');
  await requireTotp(ctx, user, input.code);
  const codes = await inTransaction(ctx.db, async (tx) => {
    const recoveryCodes = await newRecoveryCodes(tx, user.id);
    await writeAudit(tx, { userId: user.id, actie: '2FA_HERSTELCODES_VERNIEUWD', ip: ctx.ip });
    return recoveryCodes;
  });
  return { recoveryCodes: codes };
}

export async function twoFactorStatus(ctx: AuthedContext) {
  const user = await account(ctx);
  return {
    enabled: user.twoFactorEnabled,
    recoveryCodesRemaining: user.twoFactorEnabled ? await countOpenRecoveryCodes(ctx.db, user.id) : 0,
  };
}
