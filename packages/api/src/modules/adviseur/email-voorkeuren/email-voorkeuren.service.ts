// The adviser's e-mail preferences: read as a full map (absent = on), update the given kinds only.
import type { AuthedContext } from '../../../infra/service-context.ts';
import { readVoorkeuren, type EmailVoorkeuren } from '../../mail/email-voorkeuren.rules.ts';
import { findEmailVoorkeuren, storeEmailVoorkeuren } from './email-voorkeuren.repository.ts';
import { inTransaction } from '../../../infra/database.ts';

export async function getEmailVoorkeuren(ctx: AuthedContext): Promise<EmailVoorkeuren> {
  return readVoorkeuren((await findEmailVoorkeuren(ctx.db, ctx.actor.userId))?.emailVoorkeuren);
}

export async function updateEmailVoorkeuren(
  ctx: AuthedContext,
  input: Partial<EmailVoorkeuren>,
): Promise<EmailVoorkeuren> {
  return inTransaction(ctx.db, async (tx) => {
    const current = readVoorkeuren((await findEmailVoorkeuren(tx, ctx.actor.userId))?.emailVoorkeuren);
    const next = { ...current, ...input };
    await storeEmailVoorkeuren(tx, ctx.actor.userId, next);
    return next;
  });
}
