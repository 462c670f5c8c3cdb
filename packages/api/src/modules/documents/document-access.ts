// Who may read a company's documents, on its own so the document service and the intake reader
// (intake/intake.service.ts, which the service kicks after an upload) both use it without
// importing each other.
import type { AuthedContext } from '../../infra/service-context.ts';
import { companyExists, companyHasAanvraag, isMember } from './documents.repository.ts';

/** Whether the caller may read the company's documents: a member, or an adviser while it has an aanvraag. */
export async function mayRead(ctx: AuthedContext, companyId: string): Promise<boolean> {
  if (ctx.actor.rol === 'ADVISEUR')
    return (await companyExists(ctx.db, companyId)) !== null && (await companyHasAanvraag(ctx.db, companyId));
  return isMember(ctx.db, companyId, ctx.actor.userId);
}
