// Companies: link by KvK number, list, get. Knows nothing of tRPC or HTTP.
import { isUniqueViolation } from '@ikv/db';
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { lookupKvk } from '../kvk/kvk.service.ts';
import type { TAddCompanyInput } from './add.schema.ts';
import type { TBedrijf } from './company.schema.ts';
import { findCompanyByKvk, findMembership, findMembershipsOfUser, insertCompanyWithOwner, type MembershipWithCompany } from './companies.repository.ts';
import { toBedrijf } from './companies.mapping.ts';

async function conflictFor(ctx: AuthedContext, kvkNummer: string): Promise<DomainError> {
  const existing = await findCompanyByKvk(ctx.db, kvkNummer);
  const mine = existing ? await findMembership(ctx.db, existing.id, ctx.actor.userId) : null;
  return mine
    ? new DomainError('COMPANY_ALREADY_LINKED', `U heeft KvK-nummer ${kvkNummer} al gekoppeld.`)
    : new DomainError('COMPANY_REGISTERED_BY_OTHER', `KvK-nummer ${kvkNummer} is al door een andere ondernemer aangemeld. Vraag hem om u als partner uit te nodigen.`);
}

export async function addCompany(ctx: AuthedContext, input: TAddCompanyInput): Promise<TBedrijf> {
  if (await findCompanyByKvk(ctx.db, input.kvkNummer)) throw await conflictFor(ctx, input.kvkNummer);
  const detail = await lookupKvk(ctx, input);
  try {
    const membership = await ctx.db.$transaction(async (tx) => {
      const m = await insertCompanyWithOwner(tx, detail, ctx.actor.userId, ctx.clock.now());
      await tx.auditLog.create({
        data: { userId: ctx.actor.userId, actie: 'BEDRIJF_GEKOPPELD', ip: ctx.ip, details: { kvkNummer: detail.kvkNummer } },
      });
      return m;
    });
    if (!membership) throw new DomainError('INTERNAL', 'Bedrijf niet teruggevonden na aanmaken.');
    return toBedrijf(membership);
  } catch (e) {
    if (isUniqueViolation(e)) throw await conflictFor(ctx, input.kvkNummer);
    throw e;
  }
}

export async function listCompanies(ctx: AuthedContext): Promise<TBedrijf[]> {
  return (await findMembershipsOfUser(ctx.db, ctx.actor.userId)).map(toBedrijf);
}

/** The membership is loaded by companyMemberProcedure; this only shapes it. */
export function getCompany(membership: MembershipWithCompany): TBedrijf {
  return toBedrijf(membership);
}
