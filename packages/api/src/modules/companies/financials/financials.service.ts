// Financial years: read, submit (all or nothing), replace one year.
import { DomainError } from '../../../errors/domain-error.ts';
import type { AuthedContext } from '../../../infra/service-context.ts';
import type { MembershipWithCompany } from '../companies.repository.ts';
import type { TFinancieelBoekjaar, TFinancieelBoekjaarInput } from './financial-year.schema.ts';
import { type BoekjaarRow, findDerived, findYears, saveYearsWithAudit } from './financials.repository.ts';
import { isIncomeCalculationSkipped } from '../companies.rules.ts';
import { computeAfgeleid } from './derived-figures.rules.ts';
import { type TDerivedFinancialsOutput, ZAfgeleid } from './derived.schema.ts';
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
  // BV/NV: the IB-income calculations are skipped (DGA route); the figures are still saved.
  const skipped = isIncomeCalculationSkipped(ctx.membership.company.rechtsvorm);
  const saved = await saveYearsWithAudit(
    ctx.db,
    companyId,
    boekjaren.map((year) => ({ year, afgeleid: skipped ? null : { ...computeAfgeleid(year) } })),
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

export const SKIPPED_REASON =
  'Voor een BV of NV geldt de DGA-route: het toetsinkomen volgt uit het DGA-salaris (inkomsten uit arbeid), niet uit de winst van de onderneming. ' +
  'De berekeningen voor IB-ondernemers worden daarom overgeslagen; de cijfers worden wel bewaard.';

export async function derivedFinancials(ctx: MemberContext): Promise<TDerivedFinancialsOutput> {
  const skipped = isIncomeCalculationSkipped(ctx.membership.company.rechtsvorm);
  const rows = await findDerived(ctx.db, ctx.membership.company.id);
  return {
    inkomensberekeningOvergeslagen: skipped,
    reden: skipped ? SKIPPED_REASON : null,
    jaren: rows.map((r) => ({
      jaar: r.jaar,
      fiscaleWinst: r.fiscaleWinst.toNumber(),
      afgeleid: skipped ? null : ZAfgeleid.nullable().catch(null).parse(r.afgeleid ?? null),
    })),
  };
}
