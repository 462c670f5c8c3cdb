// Settings every account has, whatever its role.
import type { AuthedContext } from '../../infra/service-context.ts';
import { updateAccount } from '../auth/auth.repository.ts';
import type { TTaalInput } from './taal.schema.ts';

export async function setTaal(ctx: AuthedContext, input: TTaalInput): Promise<{ taal: 'NL' | 'EN' }> {
  const updated = await updateAccount(ctx.db, ctx.actor.userId, { taal: input.taal });
  return { taal: updated.taal };
}
