// Prisma access for companies and memberships.
import { companyDataFromKvk, type Db, type Prisma, type Tx } from '@ikv/db';
import type { TKvkDetail } from '../kvk/lookup.schema.ts';

export const membershipWithCompany = {
  id: true,
  rol: true,
  aandeelPercentage: true,
  company: {
    select: {
      id: true, kvkNummer: true, naam: true, naamOverride: true, juridischeNaam: true, rechtsvorm: true,
      formeleRegistratiedatum: true, adres: true, adresOverride: true, sbiActiviteiten: true, aangemaaktOp: true,
    },
  },
} as const satisfies Prisma.CompanyMemberSelect;

export type MembershipWithCompany = Prisma.CompanyMemberGetPayload<{ select: typeof membershipWithCompany }>;

export function findMembership(db: Db | Tx, companyId: string, userId: string) {
  return db.companyMember.findUnique({
    where: { companyId_userId: { companyId, userId } },
    select: membershipWithCompany,
  });
}

export function findMembershipsOfUser(db: Db | Tx, userId: string) {
  return db.companyMember.findMany({
    where: { userId },
    select: membershipWithCompany,
    orderBy: { company: { naam: 'asc' } },
  });
}

export function findCompanyByKvk(db: Db | Tx, kvkNummer: string) {
  return db.company.findUnique({ where: { kvkNummer }, select: { id: true } });
}

export async function insertCompanyWithOwner(db: Db | Tx, detail: TKvkDetail, ownerId: string, now: Date) {
  const company = await db.company.create({
    data: {
      ...companyDataFromKvk(detail, now),
      leden: { create: { userId: ownerId, rol: 'EIGENAAR', aandeelPercentage: 100 } },
    },
    select: { id: true },
  });
  return findMembership(db, company.id, ownerId);
}
