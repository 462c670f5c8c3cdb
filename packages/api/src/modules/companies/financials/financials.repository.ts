// Prisma access for financial years.
import { randomUUID } from 'node:crypto';
import { type Db, Prisma, type Tx } from '@ikv/db';
import { toDecimalString } from './financials.rules.ts';
import type { TFinancieelBoekjaarInput } from './financial-year.schema.ts';

export const boekjaarSelect = {
  jaar: true, fiscaleWinst: true, vlottendeActiva: true, immaterieleActiva: true, eigenVermogen: true,
  balanstotaal: true, balanscorrectie: true, balanscorrectieReden: true, kortlopendeSchulden: true,
} as const satisfies Prisma.FinancialYearSelect;

export type BoekjaarRow = Prisma.FinancialYearGetPayload<{ select: typeof boekjaarSelect }>;

export function findYears(db: Db | Tx, companyId: string): Promise<BoekjaarRow[]> {
  return db.financialYear.findMany({ where: { companyId }, select: boekjaarSelect, orderBy: { jaar: 'asc' } });
}

/** These years of the company as stored now (compared with what a save wrote). */
export function findYearsBefore(tx: Tx, companyId: string, jaren: number[]): Promise<BoekjaarRow[]> {
  if (jaren.length === 0) return Promise.resolve([]);
  return tx.financialYear.findMany({ where: { companyId, jaar: { in: jaren } }, select: boekjaarSelect, orderBy: { jaar: 'asc' } });
}

export interface YearToSave {
  year: TFinancieelBoekjaarInput;
  /**
   * The short-term debts: `{ waarde }` sets them (null clears); undefined keeps the stored value (the
   * FIXED submit never touches them; a new year starts without).
   */
  kortlopendeSchulden?: { waarde: number | null };
  /** derived figures stored with the year; null when none apply (BV/NV) */
  afgeleid: Prisma.InputJsonValue | null;
}

export interface AuditEntry {
  userId: string;
  actie: string;
  ip: string | null;
  details: Prisma.InputJsonValue;
}

/**
 * Insert or replace several (company, jaar) rows and write their audit row in ONE statement: atomic
 * on its own, safe under concurrency (INSERT … ON CONFLICT on the unique (companyId, jaar)), one
 * round trip. The hot path of the fixed submit operation. Years must be distinct (the schema
 * rejects duplicates before this point). Returns the saved years sorted by jaar.
 */
export function saveYearsWithAudit(db: Db | Tx, companyId: string, years: readonly YearToSave[], audit: AuditEntry): Promise<BoekjaarRow[]> {
  const values = years.map(
    ({ year, afgeleid, kortlopendeSchulden: ks }) => Prisma.sql`(${randomUUID()}, ${companyId}, ${year.jaar}::int,
      ${toDecimalString(year.fiscaleWinst)}::numeric, ${toDecimalString(year.vlottendeActiva)}::numeric,
      ${toDecimalString(year.immaterieleActiva)}::numeric, ${toDecimalString(year.eigenVermogen)}::numeric,
      ${toDecimalString(year.balanstotaal)}::numeric, ${toDecimalString(year.balanscorrectie)}::numeric,
      ${year.balanscorrectieReden ?? null}::text, ${afgeleid === null ? null : JSON.stringify(afgeleid)}::jsonb, now(),
      ${ks?.waarde == null ? null : toDecimalString(ks.waarde)}::numeric, ${ks === undefined}::boolean)`,
  );
  return db.$queryRaw<BoekjaarRow[]>`
    WITH input (id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen",
      balanstotaal, balanscorrectie, "balanscorrectieReden", afgeleid, "bijgewerktOp", "kortlopendeSchulden", "ksBehouden") AS (
      VALUES ${Prisma.join(values)}
    ), saved AS (
      INSERT INTO financial_years AS fy (id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva",
        "eigenVermogen", balanstotaal, balanscorrectie, "balanscorrectieReden", afgeleid, "bijgewerktOp", "kortlopendeSchulden")
      SELECT id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen",
        balanstotaal, balanscorrectie, "balanscorrectieReden", afgeleid, "bijgewerktOp", "kortlopendeSchulden" FROM input
      ON CONFLICT ("companyId", jaar) DO UPDATE SET
        "fiscaleWinst" = EXCLUDED."fiscaleWinst", "vlottendeActiva" = EXCLUDED."vlottendeActiva",
        "immaterieleActiva" = EXCLUDED."immaterieleActiva", "eigenVermogen" = EXCLUDED."eigenVermogen",
        balanstotaal = EXCLUDED.balanstotaal, balanscorrectie = EXCLUDED.balanscorrectie,
        "balanscorrectieReden" = EXCLUDED."balanscorrectieReden", afgeleid = EXCLUDED.afgeleid, "bijgewerktOp" = now(),
        "kortlopendeSchulden" = CASE
          WHEN (SELECT i."ksBehouden" FROM input i WHERE i.jaar = EXCLUDED.jaar) THEN fy."kortlopendeSchulden"
          ELSE EXCLUDED."kortlopendeSchulden" END
      RETURNING jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal,
        balanscorrectie, "balanscorrectieReden", "kortlopendeSchulden"
    ), audit AS (
      INSERT INTO audit_log (id, "userId", actie, details, ip)
      VALUES (${randomUUID()}, ${audit.userId}, ${audit.actie}, ${JSON.stringify(audit.details)}::jsonb, ${audit.ip}::text)
    )
    SELECT * FROM saved ORDER BY jaar`;
}

export function findDerived(db: Db | Tx, companyId: string) {
  return db.financialYear.findMany({
    where: { companyId },
    select: { jaar: true, fiscaleWinst: true, vlottendeActiva: true, immaterieleActiva: true, eigenVermogen: true, balanstotaal: true, balanscorrectie: true, kortlopendeSchulden: true },
    orderBy: { jaar: 'asc' },
  });
}
