// Prisma access for ownership decisions.
import type { Db, Tx } from '@ikv/db';
import type { EigendomColumns } from './eigendom.rules.ts';

/** The record and the account that linked it (its EIGENAAR member), with what the message needs. */
export function findCompanyOwner(db: Db | Tx, companyId: string) {
  return db.company.findUnique({
    where: { id: companyId },
    select: {
      id: true,
      naam: true,
      naamOverride: true,
      kvkNummer: true,
      eigenaarId: true,
      leden: {
        where: { rol: 'EIGENAAR' },
        orderBy: { aangemaaktOp: 'asc' },
        select: {
          id: true,
          userId: true,
          eigendomStatus: true,
          user: { select: { email: true, voornaam: true, taal: true } },
        },
      },
    },
  });
}

export function setMemberEigendom(db: Db | Tx, memberId: string, data: EigendomColumns) {
  return db.companyMember.update({ where: { id: memberId }, data, select: { id: true } });
}
