// Registration and password login. Knows nothing of tRPC or HTTP.
import { isUniqueViolation } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../infra/password.ts';
import type { ServiceContext } from '../../infra/service-context.ts';
import { findUserByEmail, insertAudit, insertUser } from './auth.repository.ts';
import type { TLoginInput, TLoginOutput } from './login.schema.ts';
import type { TRegisterInput, TRegisterOutput } from './register.schema.ts';
import { issueTokens } from './tokens.service.ts';

export async function register(ctx: ServiceContext, input: TRegisterInput): Promise<TRegisterOutput> {
  const passwordHash = await hashPassword(input.wachtwoord);
  try {
    const user = await ctx.db.$transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: input.email,
        passwordHash,
        voornaam: input.voornaam,
        achternaam: input.achternaam,
        telefoonnummer: input.telefoonnummer ?? null,
        geboortedatum: input.geboortedatum ? new Date(`${input.geboortedatum}T00:00:00Z`) : null,
      });
      await insertAudit(tx, { userId: created.id, actie: 'REGISTRATIE', ip: ctx.ip });
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
      throw new DomainError('EMAIL_TAKEN', 'Er bestaat al een account met dit e-mailadres.', {
        errors: [{ path: 'email', message: 'Er bestaat al een account met dit e-mailadres.' }],
      });
    }
    throw e;
  }
}

/** The user for a correct e-mail + password, else null. Same work whether or not the address exists. */
export async function checkCredentials(ctx: Pick<ServiceContext, 'db'>, email: string, wachtwoord: string) {
  const user = await findUserByEmail(ctx.db, email.trim().toLowerCase());
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), wachtwoord);
  return user && ok ? user : null;
}

export async function login(ctx: ServiceContext, input: TLoginInput): Promise<TLoginOutput> {
  const user = await checkCredentials(ctx, input.email, input.wachtwoord);
  if (!user) {
    await insertAudit(ctx.db, { userId: null, actie: 'LOGIN_MISLUKT', ip: ctx.ip, details: { email: input.email } });
    throw new DomainError('INVALID_CREDENTIALS', 'E-mailadres of wachtwoord is onjuist.');
  }
  return ctx.db.$transaction(async (tx) => {
    await insertAudit(tx, { userId: user.id, actie: 'LOGIN', ip: ctx.ip });
    return issueTokens(tx, user, ctx.clock.now());
  });
}
