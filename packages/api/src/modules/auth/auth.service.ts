// Registration, password login and the second factor at login. Knows nothing of tRPC or HTTP.
import { isUniqueViolation } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { hashCode } from '../../infra/codes.ts';
import { signPurposeToken, verifyPurposeToken } from '../../infra/purpose-token.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../infra/password.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { clearAttempts, guess, reserve, type LimitSubject } from '../rate-limit/rate-limit.service.ts';
import { findAccountById, findUserByEmail, insertUser, spendRecoveryCode } from './auth.repository.ts';
import type { TLoginInput, TLoginOutput } from './login.schema.ts';
import { normaliseRecoveryCode } from '../../shared/one-time-code.rules.ts';
import type { TRegisterInput, TRegisterOutput } from './register.schema.ts';
import { issueTokens } from './tokens.service.ts';
import { acceptTotp } from './two-factor/two-factor.service.ts';
import { queueEmailVerification } from './verification.service.ts';
import { inTransaction } from '../../infra/database.ts';
import { writeAudit } from '../../infra/audit/audit.repository.ts';

export async function register(ctx: ServiceContext, input: TRegisterInput): Promise<TRegisterOutput> {
  // per client address, like login: a taken address answers 409, so those answers are counted and
  // past the limit every registration from that address waits (API.md, Trust III)
  // the place is reserved before anything is answered (a parallel burst cannot overtake the count)
  // and given back unless the answer is "address taken"
  const ipLimit: LimitSubject[] = [['registerIp', ctx.ip]];
  const reservation = await reserve(ctx, ipLimit);
  let counts = false;
  try {
    const passwordHash = await hashPassword(input.wachtwoord);
    const user = await inTransaction(ctx.db, async (tx) => {
      const created = await insertUser(tx, {
        email: input.email,
        passwordHash,
        voornaam: input.voornaam,
        achternaam: input.achternaam,
        telefoonnummer: input.telefoonnummer ?? null,
        geboortedatum: input.geboortedatum ? new Date(`${input.geboortedatum}T00:00:00Z`) : null,
        taal: input.taal ?? 'NL',
      });
      await writeAudit(tx, { userId: created.id, actie: 'REGISTRATIE', ip: ctx.ip });
      await queueEmailVerification(
        tx,
        { id: created.id, email: created.email, voornaam: created.voornaam, taal: created.taal },
        ctx.clock.now(),
      );
      return created;
    });
    return {
      id: user.id,
      email: user.email,
      voornaam: user.voornaam,
      achternaam: user.achternaam,
      rol: user.rol,
      emailGeverifieerd: user.emailGeverifieerdOp !== null,
      aangemaaktOp: user.aangemaaktOp.toISOString(),
    };
  } catch (e) {
    if (isUniqueViolation(e)) {
      counts = true;
      throw new DomainError('EMAIL_TAKEN', 'Er bestaat al een account met dit e-mailadres.', {
        errors: [{ path: 'email', message: 'Er bestaat al een account met dit e-mailadres.', code: 'EMAIL_TAKEN' }],
      });
    }
    throw e;
  } finally {
    if (!counts) await reservation.release();
  }
}

/** The user for a correct e-mail + password, else null. Same work whether or not the address exists. */
async function checkCredentials(ctx: Pick<ServiceContext, 'db'>, email: string, wachtwoord: string) {
  const user = await findUserByEmail(ctx.db, email.trim().toLowerCase());
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), wachtwoord);
  return user && ok ? user : null;
}

type LoginAccount = NonNullable<Awaited<ReturnType<typeof checkCredentials>>>;

/** Step 1 of every login (REST and web): rate limit, password, audit. Throws 401/429. */
export async function passwordStep(
  ctx: ServiceContext,
  email: string,
  wachtwoord: string,
  via: 'api' | 'web',
): Promise<LoginAccount> {
  const normalised = email.trim().toLowerCase();
  const subjects: LimitSubject[] = [
    ['loginAccount', normalised],
    ['loginIp', ctx.ip],
  ];
  // the place is reserved before the password is checked; a wrong one keeps it
  const user = await guess(ctx, subjects, async (wrong) => {
    const found = await checkCredentials(ctx, normalised, wachtwoord);
    if (!found) wrong();
    return found;
  });
  if (!user) {
    await writeAudit(ctx.db, { userId: null, actie: 'LOGIN_MISLUKT', ip: ctx.ip, details: { email: normalised, via } });
    throw new DomainError('INVALID_CREDENTIALS', 'E-mailadres of wachtwoord is onjuist.');
  }
  await clearAttempts(ctx, [['loginAccount', normalised]]);
  return user;
}

export function twoFactorChallenge(user: LoginAccount, now: Date) {
  return signPurposeToken('ikv-2fa-challenge', user.id, user.sessieVersie, now);
}

export async function login(ctx: ServiceContext, input: TLoginInput): Promise<TLoginOutput> {
  const user = await passwordStep(ctx, input.email, input.wachtwoord, 'api');
  if (user.twoFactorEnabled) {
    await writeAudit(ctx.db, { userId: user.id, actie: 'LOGIN_2FA_GEVRAAGD', ip: ctx.ip });
    return { twoFactorRequired: true, twoFactorToken: await twoFactorChallenge(user, ctx.clock.now()) };
  }
  return inTransaction(ctx.db, async (tx) => {
    await writeAudit(tx, { userId: user.id, actie: 'LOGIN', ip: ctx.ip });
    return issueTokens(tx, user, ctx.clock.now());
  });
}

/** Step 2 when 2FA is on: the challenge token plus a TOTP code or a recovery code. Throws 401/429. */
export async function secondFactorStep(
  ctx: ServiceContext,
  twoFactorToken: string,
  proof: { code: string } | { recoveryCode: string },
  via: 'api' | 'web',
) {
  const now = ctx.clock.now();
  const claims = await verifyPurposeToken('ikv-2fa-challenge', twoFactorToken, now);
  const user = claims ? await findAccountById(ctx.db, claims.sub) : null;
  if (!claims || !user || user.sessieVersie !== claims.sv || !user.twoFactorEnabled) {
    throw new DomainError('INVALID_TOKEN', 'De inlogsessie is verlopen. Log opnieuw in met uw wachtwoord.');
  }
  const subjects: LimitSubject[] = [
    ['twoFactorAccount', user.id],
    ['twoFactorIp', ctx.ip],
  ];
  const ok = await guess(ctx, subjects, async (wrong) => {
    const accepted =
      'code' in proof
        ? await acceptTotp(ctx.db, user, proof.code, now)
        : await spendRecoveryCode(
            ctx.db,
            user.id,
            hashCode('recovery', normaliseRecoveryCode(proof.recoveryCode)),
            now,
          );
    if (!accepted) wrong();
    return accepted;
  });
  if (!ok) {
    await writeAudit(ctx.db, {
      userId: user.id,
      actie: 'LOGIN_2FA_MISLUKT',
      ip: ctx.ip,
      details: { via, methode: 'code' in proof ? 'totp' : 'herstelcode' },
    });
    throw new DomainError(
      'TWO_FACTOR_CODE_INVALID',
      'code' in proof ? 'De code is onjuist of al gebruikt.' : 'De herstelcode is onjuist of al gebruikt.',
    );
  }
  await clearAttempts(ctx, [['twoFactorAccount', user.id]]);
  await writeAudit(ctx.db, {
    userId: user.id,
    actie: 'LOGIN',
    ip: ctx.ip,
    details: { via, methode: 'code' in proof ? 'totp' : 'herstelcode' },
  });
  return user;
}

export async function loginTwoFactor(ctx: ServiceContext, input: { twoFactorToken: string; code: string }) {
  const user = await secondFactorStep(ctx, input.twoFactorToken, { code: input.code }, 'api');
  return issueTokens(ctx.db, user, ctx.clock.now());
}

export async function loginRecoveryCode(ctx: ServiceContext, input: { twoFactorToken: string; recoveryCode: string }) {
  const user = await secondFactorStep(ctx, input.twoFactorToken, { recoveryCode: input.recoveryCode }, 'api');
  return issueTokens(ctx.db, user, ctx.clock.now());
}
