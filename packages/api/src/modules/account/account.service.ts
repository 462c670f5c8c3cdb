// Settings every account has, whatever its role.
import type { TaalVoorkeur } from '../../shared/taal.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { updateAccount } from '../auth/auth.repository.ts';
import type { TTaalInput } from './taal.schema.ts';
import type { TNaamInput } from './naam.schema.ts';

export async function setTaal(ctx: AuthedContext, input: TTaalInput): Promise<{ taal: TaalVoorkeur }> {
  const updated = await updateAccount(ctx.db, ctx.actor.userId, { taal: input.taal });
  return { taal: updated.taal };
}

/** An adviser's own name (zLine has trimmed it); statements already issued keep the name they were issued with. */
export async function setNaam(
  ctx: AuthedContext,
  input: TNaamInput,
): Promise<{ voornaam: string; achternaam: string }> {
  const updated = await updateAccount(ctx.db, ctx.actor.userId, {
    voornaam: input.voornaam,
    achternaam: input.achternaam,
  });
  return { voornaam: updated.voornaam, achternaam: updated.achternaam };
}
