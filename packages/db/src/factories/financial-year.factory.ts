import type { Db, Tx } from '../client.ts';
import type { FinancialYear, Prisma } from '../generated/prisma/client.ts';

export type FinancialYearOverrides = Partial<Prisma.FinancialYearUncheckedCreateInput> & { companyId: string };

/** Figures of a small, healthy sole proprietorship (euros). */
export const DEFAULT_FIGURES = {
  fiscaleWinst: '68450.00',
  vlottendeActiva: '41200.00',
  immaterieleActiva: '0.00',
  eigenVermogen: '52300.00',
  balanstotaal: '97800.00',
  balanscorrectie: '0.00',
} as const;

export function createFinancialYear(db: Db | Tx, overrides: FinancialYearOverrides): Promise<FinancialYear> {
  return db.financialYear.create({
    data: { jaar: new Date().getUTCFullYear() - 1, ...DEFAULT_FIGURES, ...overrides },
  });
}
