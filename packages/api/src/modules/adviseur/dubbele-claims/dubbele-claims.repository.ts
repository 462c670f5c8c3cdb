// Prisma/SQL for the claims of one KvK number by several accounts (API.md, Trust III).
import type { Db, Tx } from '@ikv/db';

/** KvK numbers linked by two or more accounts, the most recently (re)claimed first. */
export async function findDubbelGeclaimdeNummers(db: Db | Tx, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ kvkNummer: string }[]>`
    SELECT "kvkNummer" FROM companies WHERE "eigenaarId" IS NOT NULL
    GROUP BY "kvkNummer" HAVING count(DISTINCT "eigenaarId") >= 2
    ORDER BY max("aangemaaktOp") DESC, "kvkNummer" LIMIT ${limit}`;
  return rows.map((r) => r.kvkNummer);
}

/** Every account's record of these KvK numbers, oldest link first. */
export function findClaims(db: Db | Tx, kvkNummers: string[]) {
  return db.company.findMany({
    where: { kvkNummer: { in: kvkNummers }, eigenaarId: { not: null } },
    orderBy: [{ aangemaaktOp: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      kvkNummer: true,
      naam: true,
      naamOverride: true,
      eigenaarId: true,
      eigenaarCheck: true,
      aangemaaktOp: true,
      eigenaar: {
        select: {
          id: true,
          voornaam: true,
          achternaam: true,
          email: true,
          geboortedatum: true,
          identiteitVastgesteldOp: true,
        },
      },
      leden: { select: { userId: true, eigendomStatus: true, eigendomMethode: true, eigendomBevestigdOp: true } },
      aanvragen: {
        select: { id: true, nummer: true, verklaringType: true, status: true, ondernemerId: true },
        orderBy: { aangemaaktOp: 'asc' },
      },
    },
  });
}

export type ClaimRow = Awaited<ReturnType<typeof findClaims>>[number];
