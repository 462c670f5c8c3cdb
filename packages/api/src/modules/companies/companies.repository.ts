// Prisma access for companies and memberships.
import {
  companyDataFromKvk,
  Prisma,
  queryPrepared,
  type Db,
  type EigendomMethode,
  type EigendomStatus,
  type Tx,
} from '@ikv/db';
import type { TKvkDetail } from '../kvk/lookup.schema.ts';

export const membershipWithCompany = {
  id: true,
  rol: true,
  aandeelPercentage: true,
  eigendomStatus: true,
  eigendomMethode: true,
  eigendomBevestigdOp: true,
  company: {
    select: {
      id: true,
      kvkNummer: true,
      naam: true,
      naamOverride: true,
      juridischeNaam: true,
      rechtsvorm: true,
      formeleRegistratiedatum: true,
      adres: true,
      adresOverride: true,
      sbiActiviteiten: true,
      aangemaaktOp: true,
      eigenaarCheck: true,
      aandeelTotaal: true,
      registerOpgehaaldOp: true,
      _count: { select: { leden: true, uitnodigingen: { where: { status: 'OPENSTAAND' } } } },
    },
  },
} as const satisfies Prisma.CompanyMemberSelect;

export type MembershipWithCompany = Prisma.CompanyMemberGetPayload<{ select: typeof membershipWithCompany }>;

type Company = MembershipWithCompany['company'];
/** One flat row of membershipRows's statement. */
type MembershipRow = Pick<
  MembershipWithCompany,
  'id' | 'rol' | 'aandeelPercentage' | 'eigendomStatus' | 'eigendomMethode' | 'eigendomBevestigdOp'
> &
  Omit<Company, 'id' | '_count'> & { companyId: string; leden: number; uitnodigingen: number };

/**
 * The columns of a membership with its company and the members' and invitations' counts. The date
 * of registration comes as the instant of its UTC midnight, as Prisma reads a date column, so the
 * pg pool's reading (queryPrepared) and Prisma's agree.
 */
const MEMBERSHIP_COLUMNS = `m.id, m.rol::text AS rol, m."aandeelPercentage", m."eigendomStatus"::text AS "eigendomStatus",
      m."eigendomMethode"::text AS "eigendomMethode", m."eigendomBevestigdOp", c.id AS "companyId",
      c."kvkNummer", c.naam, c."naamOverride", c."juridischeNaam", c.rechtsvorm,
      (c."formeleRegistratiedatum"::timestamp AT TIME ZONE 'UTC') AS "formeleRegistratiedatum", c.adres,
      c."adresOverride", c."sbiActiviteiten", c."aangemaaktOp", c."eigenaarCheck", c."aandeelTotaal", c."registerOpgehaaldOp",
      (SELECT count(*)::int FROM company_members l WHERE l."companyId" = c.id) AS leden,
      (SELECT count(*)::int FROM partner_invitations u WHERE u."companyId" = c.id AND u.status = 'OPENSTAAND') AS uitnodigingen
    FROM company_members m JOIN companies c ON c.id = m."companyId"`;

function toMembership({
  id,
  rol,
  aandeelPercentage,
  eigendomStatus,
  eigendomMethode,
  eigendomBevestigdOp,
  companyId: cid,
  leden,
  uitnodigingen,
  ...company
}: MembershipRow): MembershipWithCompany {
  return {
    id,
    rol,
    aandeelPercentage,
    eigendomStatus,
    eigendomMethode,
    eigendomBevestigdOp,
    company: { id: cid, ...company, _count: { leden, uitnodigingen } },
  };
}

/** The memberships `where` selects, by company name; a prepared statement per `name` (one `where` shape each). */
async function membershipRows(db: Db | Tx, name: string, where: Prisma.Sql): Promise<MembershipWithCompany[]> {
  const rows = await queryPrepared<MembershipRow>(
    db,
    name,
    Prisma.sql`SELECT ${Prisma.raw(MEMBERSHIP_COLUMNS)} WHERE ${where} ORDER BY c.naam, c.id`,
    ['aandeelPercentage', 'aandeelTotaal'],
  );
  return rows.map(toMembership);
}

/**
 * The caller's membership of a company with the company, exactly as `membershipWithCompany`
 * selects it, in one statement. Read before every company-scoped operation
 * (companyMemberProcedure). companies.integration.test.ts holds it equal to the ORM's answer.
 */
export async function findMembership(
  db: Db | Tx,
  companyId: string,
  userId: string,
): Promise<MembershipWithCompany | null> {
  const [row] = await membershipRows(
    db,
    'company-membership-find',
    Prisma.sql`m."companyId" = ${companyId} AND m."userId" = ${userId}`,
  );
  return row ?? null;
}

/**
 * All memberships of a user, by company name, in the same statement: the ORM's relation _count
 * (members, invitations) aggregates the whole members table, 10 ms at 20 000 companies.
 */
export function findMembershipsOfUser(db: Db | Tx, userId: string): Promise<MembershipWithCompany[]> {
  return membershipRows(db, 'company-memberships-of-user', Prisma.sql`m."userId" = ${userId}`);
}

/** A record of this KvK number the user already has: his own, or one he is a member of. */
export function findCompanyOfUserByKvk(db: Db | Tx, kvkNummer: string, userId: string) {
  return db.company.findFirst({
    where: { kvkNummer, OR: [{ eigenaarId: userId }, { leden: { some: { userId } } }] },
    select: { id: true },
  });
}

type NewEigendom = {
  eigendomStatus: EigendomStatus;
  eigendomMethode: EigendomMethode | null;
  eigendomBevestigdOp: Date | null;
};

/** The caller's own record of a KvK number; the unique (kvkNummer, eigenaarId) index makes a second one a unique violation. */
export async function insertCompanyWithOwner(
  db: Db | Tx,
  detail: TKvkDetail,
  ownerId: string,
  now: Date,
  eigendom: NewEigendom,
) {
  const company = await db.company.create({
    data: {
      ...companyDataFromKvk(detail, now),
      eigenaarId: ownerId,
      leden: { create: { userId: ownerId, rol: 'EIGENAAR', aandeelPercentage: 100, ...eigendom } },
    },
    select: { id: true },
  });
  return findMembership(db, company.id, ownerId);
}

/**
 * Fixes the account's name and birth date (API.md, Trust III) from its first linked company on;
 * an earlier fix stays. Waits for a concurrent profile change of the row, so the owner check that
 * follows reads data that can no longer change.
 */
export async function fixPersoonsgegevens(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db.$executeRaw`UPDATE users SET "persoonsgegevensVastOp" = COALESCE("persoonsgegevensVastOp", ${now}) WHERE id = ${userId}`;
}

export function findPersonOfUser(db: Db | Tx, userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { voornaam: true, achternaam: true, geboortedatum: true },
  });
}

export function updateEigenaarCheck(db: Db | Tx, companyId: string, eigenaarCheck: Prisma.InputJsonValue) {
  return db.company.update({ where: { id: companyId }, data: { eigenaarCheck }, select: { id: true } });
}

export function updateCompanyOverrides(
  db: Db | Tx,
  companyId: string,
  data: { naamOverride?: string | null; adresOverride?: Prisma.InputJsonValue | null },
) {
  // a null address clears the override (a JSON column: SQL NULL, not JSON null)
  const { adresOverride, ...rest } = data;
  const adres =
    adresOverride === undefined ? {} : { adresOverride: adresOverride === null ? Prisma.DbNull : adresOverride };
  return db.company.update({ where: { id: companyId }, data: { ...rest, ...adres }, select: { id: true } });
}

export function updateCompanyFromKvk(db: Db | Tx, companyId: string, detail: TKvkDetail, now: Date) {
  const { kvkNummer: _kvkNummer, ...data } = companyDataFromKvk(detail, now);
  return db.company.update({ where: { id: companyId }, data, select: { id: true } });
}

/** Locks the company row until the transaction ends (serialises with new aanvragen, whose FK check needs it). */
export async function lockCompany(tx: Tx, companyId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "companies" WHERE "id" = ${companyId} FOR UPDATE`;
}

export function countAanvragen(db: Db | Tx, companyId: string) {
  return Promise.all([
    db.aanvraag.count({ where: { companyId, status: { notIn: ['AFGEROND', 'AFGEWEZEN', 'INGETROKKEN'] } } }),
    db.aanvraag.count({ where: { companyId } }),
  ]);
}

export function deleteCompanyRow(tx: Tx, companyId: string) {
  return tx.company.delete({ where: { id: companyId }, select: { id: true } });
}

/** Per company of the user: number of years, last year, open requests, last computed qualifying income. */
export async function findDashboardFigures(db: Db | Tx, companyIds: string[]) {
  const [years, open, lastIncome] = await Promise.all([
    db.financialYear.groupBy({
      by: ['companyId'],
      where: { companyId: { in: companyIds } },
      _count: { _all: true },
      _max: { jaar: true },
    }),
    db.aanvraag.groupBy({
      by: ['companyId'],
      where: { companyId: { in: companyIds }, status: { notIn: ['AFGEROND', 'AFGEWEZEN', 'INGETROKKEN'] } },
      _count: { _all: true },
    }),
    db.aanvraag.findMany({
      where: { companyId: { in: companyIds }, toetsinkomen: { not: null } },
      select: { companyId: true, toetsinkomen: true },
      orderBy: { bijgewerktOp: 'desc' },
      distinct: ['companyId'],
    }),
  ]);
  return { years, open, lastIncome };
}
