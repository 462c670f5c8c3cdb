// Prisma access for the IKV calculation's input (the company, its financial years and the applicant's
// share) and for the request's issued statement PDF, which the IKV download hands out once it exists.
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

/** The issued statement of a request (number and the stored PDF bytes), null while none is issued. */
export function findIssuedPdf(db: Db | Tx, aanvraagId: string) {
  return db.verklaring.findUnique({
    where: { aanvraagId },
    select: { nummer: true, pdf: true, pdfSleutelId: true, pdfDataSleutel: true, pdfSha256: true },
  });
}
