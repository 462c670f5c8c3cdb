// Prisma access for the IKV calculation's input: the company, its financial years and the applicant's share.
import type { Db, Tx } from '@ikv/db';
import { boekjaarSelect } from '../companies/financials/financials.repository.ts';

export function findCalculationInput(db: Db | Tx, aanvraagId: string) {
  return db.aanvraag.findUnique({
    where: { id: aanvraagId },
    select: {
      id: true,
      ondernemerId: true,
      company: {
        select: {
          id: true,
          rechtsvorm: true,
          formeleRegistratiedatum: true,
          boekjaren: { select: boekjaarSelect, orderBy: { jaar: 'asc' } },
          leden: { select: { userId: true, aandeelPercentage: true } },
        },
      },
    },
  });
}
