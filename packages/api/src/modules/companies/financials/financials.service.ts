// Financial years: read, submit (all or nothing), replace one year.
import { DomainError } from '../../../errors/domain-error.ts';
import type { AuthedContext } from '../../../infra/service-context.ts';
import type { MembershipWithCompany } from '../companies.repository.ts';
import type { TFinancieelBoekjaar, TFinancieelBoekjaarInput } from './financial-year.schema.ts';
import { type BoekjaarRow, findYears, saveYearsWithAudit } from './financials.repository.ts';
import { validateYearsAgainstClock } from './financials.rules.ts';
import type { TSubmitFinancialsInput } from './submit.schema.ts';
import type { TUpdateYearInput } from './update-year.schema.ts';

type MemberContext = AuthedContext & { membership: MembershipWithCompany };

export function toBoekjaar(row: BoekjaarRow): TFinancieelBoekjaar {
  return {
    jaar: row.jaar,
    fiscaleWinst: row.fiscaleWinst.toNumber(),
    vlottendeActiva: row.vlottendeActiva.toNumber(),
    immaterieleActiva: row.immaterieleActiva.toNumber(),
    eigenVermogen: row.eigenVermogen.toNumber(),
    balanstotaal: row.balanstotaal.toNumber(),
    balanscorrectie: row.balanscorrectie.toNumber(),
    balanscorrectieReden: row.balanscorrectieReden,
  };
}

export async function getFinancials(ctx: MemberContext): Promise<TFinancieelBoekjaar[]> {
  return (await findYears(ctx.db, ctx.membership.company.id)).map(toBoekjaar);
}

async function saveYears(ctx: MemberContext, boekjaren: TFinancieelBoekjaarInput[], pathOf: (i: number) => string) {
  const errors = validateYearsAgainstClock(boekjaren.map((b) => b.jaar), ctx.clock.now(), pathOf);
  if (errors.length > 0) throw new DomainError('VALIDATION_FAILED', 'De invoer is niet geldig.', { errors });
  const companyId = ctx.membership.company.id;
  const saved = await saveYearsWithAudit(
    ctx.db,
    companyId,
    boekjaren.map((year) => ({ year, afgeleid: null })),
    { userId: ctx.actor.userId, actie: 'BOEKJAREN_OPGESLAGEN', ip: ctx.ip, details: { companyId, jaren: boekjaren.map((b) => b.jaar) } },
  );
  return saved.map(toBoekjaar);
}

export function submitFinancials(ctx: MemberContext, input: TSubmitFinancialsInput): Promise<TFinancieelBoekjaar[]> {
  return saveYears(ctx, input.boekjaren, (i) => `boekjaren.${i}.jaar`);
}

export async function updateYear(ctx: MemberContext, input: TUpdateYearInput): Promise<TFinancieelBoekjaar> {
  const { companyId: _companyId, ...year } = input;
  const [saved] = await saveYears(ctx, [year], () => 'jaar');
  if (!saved) throw new DomainError('INTERNAL', 'Boekjaar niet opgeslagen.');
  return saved;
}
