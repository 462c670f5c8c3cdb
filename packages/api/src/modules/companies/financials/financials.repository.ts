// Prisma access for financial years.
import { Prisma, type Db, type Tx } from '@ikv/db';
import { toDecimalString } from './financials.rules.ts';
import type { TFinancieelBoekjaarInput } from './financial-year.schema.ts';

export const boekjaarSelect = {
  jaar: true, fiscaleWinst: true, vlottendeActiva: true, immaterieleActiva: true, eigenVermogen: true,
  balanstotaal: true, balanscorrectie: true, balanscorrectieReden: true,
} as const satisfies Prisma.FinancialYearSelect;

export type BoekjaarRow = Prisma.FinancialYearGetPayload<{ select: typeof boekjaarSelect }>;

export function findYears(db: Db | Tx, companyId: string): Promise<BoekjaarRow[]> {
  return db.financialYear.findMany({ where: { companyId }, select: boekjaarSelect, orderBy: { jaar: 'asc' } });
}

/** Insert or replace one (company, jaar): a native INSERT … ON CONFLICT, safe under concurrency. */
export function upsertYear(db: Db | Tx, companyId: string, year: TFinancieelBoekjaarInput, afgeleid: Prisma.InputJsonValue | null): Promise<BoekjaarRow> {
  const figures = {
    fiscaleWinst: toDecimalString(year.fiscaleWinst),
    vlottendeActiva: toDecimalString(year.vlottendeActiva),
    immaterieleActiva: toDecimalString(year.immaterieleActiva),
    eigenVermogen: toDecimalString(year.eigenVermogen),
    balanstotaal: toDecimalString(year.balanstotaal),
    balanscorrectie: toDecimalString(year.balanscorrectie),
    balanscorrectieReden: year.balanscorrectieReden ?? null,
    afgeleid: afgeleid === null ? Prisma.DbNull : afgeleid,
  };
  return db.financialYear.upsert({
    where: { companyId_jaar: { companyId, jaar: year.jaar } },
    create: { companyId, jaar: year.jaar, ...figures },
    update: figures,
    select: boekjaarSelect,
  });
}

export function findDerived(db: Db | Tx, companyId: string) {
  return db.financialYear.findMany({ where: { companyId }, select: { jaar: true, fiscaleWinst: true, afgeleid: true }, orderBy: { jaar: 'asc' } });
}
