// Prisma access for the change notifications (wijziging-melding.service.ts): who belongs to a
// company and its open requests, and the adviser checks a save of years may void.
import { Prisma, queryPrepared, type Db, type Tx } from '@ikv/db';
import { EINDSTATUSSEN } from '../aanvraag-regels/aanvraag-status.rules.ts';

const contact = {
  id: true,
  email: true,
  voornaam: true,
  achternaam: true,
  taal: true,
  emailVoorkeuren: true,
  verwijderdOp: true,
} as const;

/** The company's name, members (with their share) and open requests (applicant, behandelaar, calculated or not). */
export function findCompanyAudience(db: Db | Tx, companyId: string) {
  return db.company.findUnique({
    where: { id: companyId },
    select: {
      naam: true,
      naamOverride: true,
      leden: { select: { userId: true, aandeelPercentage: true, user: { select: contact } } },
      aanvragen: {
        where: { status: { notIn: [...EINDSTATUSSEN] } },
        select: {
          id: true,
          nummer: true,
          ondernemerId: true,
          ondernemer: { select: { voornaam: true, achternaam: true } },
          behandelaar: { select: contact },
          ikvResultaten: { select: { id: true }, take: 1 },
        },
        orderBy: { nummer: 'asc' },
      },
    },
  });
}

export type CompanyAudience = NonNullable<Awaited<ReturnType<typeof findCompanyAudience>>>;
export type Contact = CompanyAudience['leden'][number]['user'];

/**
 * Whether any check of an open request of the company on these years still counts: the cheap first
 * look of every save of years (the FIXED submit's hot path, where there is almost never one), as a
 * named prepared statement on the pool.
 */
export async function hasActiveChecks(db: Db | Tx, companyId: string, jaren: readonly number[]): Promise<boolean> {
  const rows = await queryPrepared<{ een: number }>(
    db,
    'active-checks-exist',
    Prisma.sql`SELECT 1 AS een FROM controles c JOIN aanvragen a ON a.id = c."aanvraagId"
      WHERE a."companyId" = ${companyId} AND c.jaar = ANY(${[...jaren]}::int[]) AND c."vervallenOp" IS NULL
        AND a.status::text <> ALL(${[...EINDSTATUSSEN]}::text[])
      LIMIT 1`,
  );
  return rows.length > 0;
}

/** The checks of open requests of the company on these years that still count. */
export function findActiveChecks(db: Db | Tx, companyId: string, jaren: readonly number[]) {
  return db.controle.findMany({
    where: {
      jaar: { in: [...jaren] },
      vervallenOp: null,
      aanvraag: { companyId, status: { notIn: [...EINDSTATUSSEN] } },
    },
    select: { id: true, jaar: true, aanvraagId: true, adviseur: { select: contact } },
  });
}

/** Of these checks, the ones voided at exactly `op` (by the save that used it as its time). */
export function findChecksVoidedAt(db: Db | Tx, ids: readonly string[], op: Date) {
  return db.controle.findMany({ where: { id: { in: [...ids] }, vervallenOp: op }, select: { id: true } });
}

export function findUserNaam(db: Db | Tx, userId: string) {
  return db.user.findUnique({ where: { id: userId }, select: { voornaam: true, achternaam: true } });
}
