// Resource procedures: load the caller's membership of input.companyId (404 for anyone else's id);
// companyOwnerProcedure additionally requires the EIGENAAR role (403 for a partner).
import { DomainError } from '../../errors/domain-error.ts';
import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { ZCompanyIdInput } from './company.schema.ts';
import { findMembership } from './companies.repository.ts';

export const companyMemberProcedure = ondernemerProcedure.input(ZCompanyIdInput).use(async ({ ctx, input, next }) => {
  const membership = await findMembership(ctx.db, input.companyId, ctx.actor.userId);
  if (!membership) throw new DomainError('COMPANY_NOT_FOUND', 'Dit bedrijf bestaat niet of is niet aan u gekoppeld.');
  return next({ ctx: { membership } });
});

export const companyOwnerProcedure = companyMemberProcedure.use(({ ctx, next }) => {
  if (ctx.membership.rol !== 'EIGENAAR')
    throw new DomainError('FORBIDDEN', 'Alleen een eigenaar van het bedrijf mag dit.');
  return next();
});
