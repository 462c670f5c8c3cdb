// Prisma access for financial years.
import { randomUUID } from 'node:crypto';
import { type Db, Prisma, queryPrepared, type Tx } from '@ikv/db';
import { toDecimalString } from './financials.rules.ts';
import type { TFinancieelBoekjaarInput } from './financial-year.schema.ts';
import { auditInsertSql, type AuditEntry } from '../../../infra/audit/audit.repository.ts';

export const boekjaarSelect = {
  jaar: true,
  fiscaleWinst: true,
  vlottendeActiva: true,
  immaterieleActiva: true,
  eigenVermogen: true,
  balanstotaal: true,
  balanscorrectie: true,
  balanscorrectieReden: true,
  kortlopendeSchulden: true,
} as const satisfies Prisma.FinancialYearSelect;

export type BoekjaarRow = Prisma.FinancialYearGetPayload<{ select: typeof boekjaarSelect }>;

export function findYears(db: Db | Tx, companyId: string): Promise<BoekjaarRow[]> {
  return db.financialYear.findMany({ where: { companyId }, select: boekjaarSelect, orderBy: { jaar: 'asc' } });
}

interface YearToSave {
  year: TFinancieelBoekjaarInput;
  /**
   * The short-term debts: `{ waarde }` sets them (null clears); undefined keeps the stored value (the
   * FIXED submit never touches them; a new year starts without).
   */
  kortlopendeSchulden?: { waarde: number | null };
  /** derived figures stored with the year; null when none apply (BV/NV) */
  afgeleid: Prisma.InputJsonValue | null;
  /**
   * Where the save keeps the stored short-term debts: the value `afgeleid` was derived from. When the
   * stored value differs, the derived copy is not stored (null) rather than stored wrong, and the
   * caller derives it again from the value the statement returns (storeDerived).
   */
  ksAfgeleidVan?: number | null;
}

/**
 * Insert or replace several (company, jaar) rows, write their audit row and void the adviser's checks
 * of every year whose figures changed, in ONE statement: atomic on its own, safe under concurrency
 * (INSERT … ON CONFLICT on the unique (companyId, jaar)), one round trip and no interactive
 * transaction. A year counts as changed when it is new or any stored figure (short-term debts
 * included) differs from the statement's snapshot; saving the same values voids nothing (API.md,
 * Trust). The hot path of the fixed submit operation. Years must be distinct (the schema rejects
 * duplicates before this point). Returns the saved years sorted by jaar.
 */
export function saveYearsWithAudit(
  db: Db | Tx,
  companyId: string,
  years: readonly YearToSave[],
  audit: AuditEntry,
  voidChecksAt: Date,
): Promise<BoekjaarRow[]> {
  const values = years.map(
    ({
      year,
      afgeleid,
      kortlopendeSchulden: ks,
      ksAfgeleidVan,
    }) => Prisma.sql`(${randomUUID()}, ${companyId}, ${year.jaar}::int,
      ${toDecimalString(year.fiscaleWinst)}::numeric, ${toDecimalString(year.vlottendeActiva)}::numeric,
      ${toDecimalString(year.immaterieleActiva)}::numeric, ${toDecimalString(year.eigenVermogen)}::numeric,
      ${toDecimalString(year.balanstotaal)}::numeric, ${toDecimalString(year.balanscorrectie)}::numeric,
      ${year.balanscorrectieReden ?? null}::text, ${afgeleid === null ? null : JSON.stringify(afgeleid)}::jsonb, now(),
      ${ks?.waarde == null ? null : toDecimalString(ks.waarde)}::numeric, ${ks === undefined}::boolean,
      ${ksAfgeleidVan == null ? null : toDecimalString(ksAfgeleidVan)}::numeric)`,
  );
  const statement = Prisma.sql`
    WITH input (id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen",
      balanstotaal, balanscorrectie, "balanscorrectieReden", afgeleid, "bijgewerktOp", "kortlopendeSchulden", "ksBehouden",
      "ksAfgeleidVan") AS (
      VALUES ${Prisma.join(values)}
    ), before AS (
      SELECT jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal, balanscorrectie,
        "balanscorrectieReden", "kortlopendeSchulden"
      FROM financial_years WHERE "companyId" = ${companyId} AND jaar IN (SELECT jaar FROM input)
    ), saved AS (
      INSERT INTO financial_years AS fy (id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva",
        "eigenVermogen", balanstotaal, balanscorrectie, "balanscorrectieReden", afgeleid, "bijgewerktOp", "kortlopendeSchulden")
      SELECT id, "companyId", jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen",
        balanstotaal, balanscorrectie, "balanscorrectieReden", afgeleid, "bijgewerktOp", "kortlopendeSchulden" FROM input
      ON CONFLICT ("companyId", jaar) DO UPDATE SET
        "fiscaleWinst" = EXCLUDED."fiscaleWinst", "vlottendeActiva" = EXCLUDED."vlottendeActiva",
        "immaterieleActiva" = EXCLUDED."immaterieleActiva", "eigenVermogen" = EXCLUDED."eigenVermogen",
        balanstotaal = EXCLUDED.balanstotaal, balanscorrectie = EXCLUDED.balanscorrectie,
        "balanscorrectieReden" = EXCLUDED."balanscorrectieReden", "bijgewerktOp" = now(),
        afgeleid = CASE
          WHEN (SELECT i."ksBehouden" FROM input i WHERE i.jaar = EXCLUDED.jaar)
            AND fy."kortlopendeSchulden" IS DISTINCT FROM (SELECT i."ksAfgeleidVan" FROM input i WHERE i.jaar = EXCLUDED.jaar)
          THEN NULL ELSE EXCLUDED.afgeleid END,
        "kortlopendeSchulden" = CASE
          WHEN (SELECT i."ksBehouden" FROM input i WHERE i.jaar = EXCLUDED.jaar) THEN fy."kortlopendeSchulden"
          ELSE EXCLUDED."kortlopendeSchulden" END
      RETURNING jaar, "fiscaleWinst", "vlottendeActiva", "immaterieleActiva", "eigenVermogen", balanstotaal,
        balanscorrectie, "balanscorrectieReden", "kortlopendeSchulden"
    ), changed AS (
      SELECT s.jaar FROM saved s LEFT JOIN before b ON b.jaar = s.jaar
      WHERE b.jaar IS NULL
        OR (s."fiscaleWinst", s."vlottendeActiva", s."immaterieleActiva", s."eigenVermogen", s.balanstotaal, s.balanscorrectie,
            s."balanscorrectieReden", s."kortlopendeSchulden")
          IS DISTINCT FROM (b."fiscaleWinst", b."vlottendeActiva", b."immaterieleActiva", b."eigenVermogen", b.balanstotaal,
            b.balanscorrectie, b."balanscorrectieReden", b."kortlopendeSchulden")
    ), voided AS (
      UPDATE controles c SET "vervallenOp" = ${voidChecksAt}
      FROM aanvragen a
      WHERE c."aanvraagId" = a.id AND a."companyId" = ${companyId} AND c."vervallenOp" IS NULL AND c.jaar IN (SELECT jaar FROM changed)
      RETURNING c.id
    ), audit AS (
      ${auditInsertSql(audit)}
    )
    SELECT * FROM saved ORDER BY jaar`;
  // the hot path of the FIXED submit, a prepared statement per number of years (the text differs only in its VALUES rows)
  return queryPrepared<BoekjaarRow>(db, `financials-save-${years.length}`, statement, [
    'fiscaleWinst',
    'vlottendeActiva',
    'immaterieleActiva',
    'eigenVermogen',
    'balanstotaal',
    'balanscorrectie',
    'kortlopendeSchulden',
  ]);
}

export function storeDerived(
  db: Db | Tx,
  companyId: string,
  jaar: number,
  afgeleid: Prisma.InputJsonValue,
  ks: number | null,
) {
  return db.$executeRaw`
    UPDATE financial_years SET afgeleid = ${JSON.stringify(afgeleid)}::jsonb
    WHERE "companyId" = ${companyId} AND jaar = ${jaar} AND "kortlopendeSchulden" IS NOT DISTINCT FROM ${ks === null ? null : toDecimalString(ks)}::numeric`;
}

export function findDerived(db: Db | Tx, companyId: string) {
  return db.financialYear.findMany({
    where: { companyId },
    select: {
      jaar: true,
      fiscaleWinst: true,
      vlottendeActiva: true,
      immaterieleActiva: true,
      eigenVermogen: true,
      balanstotaal: true,
      balanscorrectie: true,
      kortlopendeSchulden: true,
    },
    orderBy: { jaar: 'asc' },
  });
}
