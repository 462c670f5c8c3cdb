// Advisers with the beheer permission (pnpm create-adviser --beheer): others get 403.
import { DomainError } from '../../../errors/domain-error.ts';
import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { hasBeheer } from '../clients.repository.ts';

export const beheerProcedure = adviseurProcedure.use(async ({ ctx, next }) => {
  if (!(await hasBeheer(ctx.db, ctx.actor.userId)))
    throw new DomainError('FORBIDDEN', 'Alleen adviseurs met beheerrecht beheren organisaties en API-clients.');
  return next();
});
