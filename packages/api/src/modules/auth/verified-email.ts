// The guard for operations that need a confirmed e-mail address (e.g. aanvragen.create): 403. It
// lives in auth, not among the procedure builders of trpc/, because it reads the account.
import type { Db } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import type { Actor } from '../../infra/service-context.ts';
import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { isEmailVerified } from './auth.repository.ts';

async function requireVerifiedEmail(ctx: { db: Db; actor: Actor }): Promise<void> {
  if (!(await isEmailVerified(ctx.db, ctx.actor.userId))) {
    throw new DomainError(
      'EMAIL_NOT_VERIFIED',
      'Bevestig eerst uw e-mailadres met de link die wij u hebben gestuurd. Een nieuwe link vraagt u aan via POST /auth/verification.',
    );
  }
}

/** An entrepreneur whose e-mail address is confirmed (403 EMAIL_NOT_VERIFIED otherwise); e.g. for aanvragen.create. */
export const verifiedOndernemerProcedure = ondernemerProcedure.use(async ({ ctx, next }) => {
  await requireVerifiedEmail(ctx);
  return next();
});
