// Prisma access for financial years. The columns come from the fields' definition
// (shared/financieel-boekjaar.fields.ts): a new field needs its column (schema.prisma and a
// migration) and nothing here.
import { randomUUID } from 'node:crypto';
import { type Db, Prisma, queryPrepared, type Tx } from '@ikv/db';
import { toDecimalString } from './financials.rules.ts';
import type { TExtraWaarden, TFinancieelBoekjaarInput } from './financial-year.schema.ts';
import { auditInsertSql, type AuditEntry } from '../../../infra/audit/audit.repository.ts';
import {
  BOEKJAAR_VELDEN,
  EXTRA_VELDEN,
  VASTE_VELDEN,
  type BoekjaarVeld,
  type BoekjaarVeldNaam,
} from '../../../shared/financieel-boekjaar.fields.ts';

export const boekjaarSelect = {
  jaar: true,
  ...(Object.fromEntries(BOEKJAAR_VELDEN.map((v) => [v.naam, true])) as Record<BoekjaarVeldNaam, true>),
} as const satisfies Prisma.FinancialYearSelect;

export type BoekjaarRow = Prisma.FinancialYearGetPayload<{ select: typeof boekjaarSelect }>;

export function findYears(db: Db | Tx, companyId: string): Promise<BoekjaarRow[]> {
  return db.financialYear.findMany({ where: { companyId }, select: boekjaarSelect, orderBy: { jaar: 'asc' } });
}

export async function yearExists(db: Db | Tx, companyId: string, jaar: number): Promise<boolean> {
  return (await db.financialYear.count({ where: { companyId, jaar } })) > 0;
}

interface YearToSave {
  year: TFinancieelBoekjaarInput;
  /**
   * The optional fields outside the FIXED submit: a value sets one (null clears it); a field left out
   * keeps the stored value (the FIXED submit leaves them all out; a new year starts without).
   */
  extra: Partial<TExtraWaarden>;
  /** derived figures stored with the year; null when none apply (BV/NV) */
  afgeleid: Prisma.InputJsonValue | null;
}

// ——— the submit's one statement, its text built once from the definition ———

const kolom = (v: BoekjaarVeld) => `"${v.naam}"`;
const cast = (v: BoekjaarVeld) => (v.soort === 'bedrag' ? 'numeric' : 'text');
const behouden = (v: BoekjaarVeld) => `"${v.naam}Behouden"`;
const lijst = (velden: readonly BoekjaarVeld[], f: (v: BoekjaarVeld) => string) => velden.map(f).join(', ');
const ALLE = lijst(BOEKJAAR_VELDEN, kolom);
const VAST = lijst(VASTE_VELDEN, kolom);
const EXTRA = lijst(EXTRA_VELDEN, kolom);
/** an optional field the IKV reads and the save keeps: the derived figures sent were derived without it */
const afgeleidVerouderd =
  EXTRA_VELDEN.filter((v) => v.ikv)
    .map((v) => `((SELECT i.${behouden(v)} FROM input i WHERE i.jaar = EXCLUDED.jaar) AND fy.${kolom(v)} IS NOT NULL)`)
    .join(' OR ') || 'false';
const SAVE_SQL = {
  input: `id, "companyId", jaar, ${VAST}, afgeleid, "bijgewerktOp"${EXTRA_VELDEN.map((v) => `, ${kolom(v)}, ${behouden(v)}`).join('')}`,
  kolommen: `id, "companyId", jaar, ${VAST}, afgeleid, "bijgewerktOp"${EXTRA ? `, ${EXTRA}` : ''}`,
  zet: [
    ...VASTE_VELDEN.map((v) => `${kolom(v)} = EXCLUDED.${kolom(v)}`),
    `"bijgewerktOp" = now()`,
    `afgeleid = CASE WHEN ${afgeleidVerouderd} THEN NULL ELSE EXCLUDED.afgeleid END`,
    ...EXTRA_VELDEN.map(
      (v) =>
        `${kolom(v)} = CASE WHEN (SELECT i.${behouden(v)} FROM input i WHERE i.jaar = EXCLUDED.jaar) THEN fy.${kolom(v)} ELSE EXCLUDED.${kolom(v)} END`,
    ),
  ].join(',\n        '),
  alle: ALLE,
  s: lijst(BOEKJAAR_VELDEN, (v) => `s.${kolom(v)}`),
  b: lijst(BOEKJAAR_VELDEN, (v) => `b.${kolom(v)}`),
};
/**
 * One VALUES row: id, companyId, jaar, the FIXED fields, afgeleid, now(), then per optional field its
 * value and whether the save keeps the stored one. The strings around the values, built once.
 */
const ROW_STRINGS = (() => {
  const after = [
    '',
    '',
    '::int',
    ...VASTE_VELDEN.map((v) => `::${cast(v)}`),
    '::jsonb, now()',
    ...EXTRA_VELDEN.flatMap((v) => [`::${cast(v)}`, '::boolean']),
  ];
  return ['(', ...after.map((a, i) => `${a}${i === after.length - 1 ? ')' : ', '}`)];
})();
/** The amounts of the returned rows (strings from pg) become Decimals, as Prisma returns them. */
const BEDRAG_KOLOMMEN = BOEKJAAR_VELDEN.filter((v) => v.soort === 'bedrag').map((v) => v.naam);

function veldWaarde(v: BoekjaarVeld, waarde: number | string | null | undefined): string | null {
  if (waarde === null || waarde === undefined) return null;
  return v.soort === 'bedrag' ? toDecimalString(waarde as number) : (waarde as string);
}

function rowSql(companyId: string, { year, extra, afgeleid }: YearToSave): Prisma.Sql {
  const values: unknown[] = [randomUUID(), companyId, year.jaar];
  for (const v of VASTE_VELDEN) values.push(veldWaarde(v, year[v.naam]));
  values.push(afgeleid === null ? null : JSON.stringify(afgeleid));
  for (const v of EXTRA_VELDEN) values.push(veldWaarde(v, extra[v.naam]), !(v.naam in extra));
  return new Prisma.Sql(ROW_STRINGS, values);
}

/**
 * Insert or replace several (company, jaar) rows, write their audit row and void the adviser's checks
 * of every year whose figures changed, in ONE statement: atomic on its own, safe under concurrency
 * (INSERT … ON CONFLICT on the unique (companyId, jaar)), one round trip and no interactive
 * transaction. A year counts as changed when it is new or any stored figure (the optional ones
 * included) differs from the statement's snapshot; saving the same values voids nothing (API.md,
 * Trust). Where the save keeps a stored optional figure the IKV reads, the derived figures sent were
 * derived without it: when one is stored they are not stored (null) rather than stored wrong, and the
 * caller derives them again from the values the statement returns (storeDerived). The hot path of the
 * fixed submit operation. Years must be distinct (the schema rejects duplicates before this point).
 * Returns the saved years sorted by jaar.
 */
export function saveYearsWithAudit(
  db: Db | Tx,
  companyId: string,
  years: readonly YearToSave[],
  audit: AuditEntry,
  voidChecksAt: Date,
): Promise<BoekjaarRow[]> {
  const q = SAVE_SQL;
  const statement = Prisma.sql`
    WITH input (${Prisma.raw(q.input)}) AS (
      VALUES ${Prisma.join(years.map((y) => rowSql(companyId, y)))}
    ), before AS (
      SELECT jaar, ${Prisma.raw(q.alle)}
      FROM financial_years WHERE "companyId" = ${companyId} AND jaar IN (SELECT jaar FROM input)
    ), saved AS (
      INSERT INTO financial_years AS fy (${Prisma.raw(q.kolommen)})
      SELECT ${Prisma.raw(q.kolommen)} FROM input
      ON CONFLICT ("companyId", jaar) DO UPDATE SET
        ${Prisma.raw(q.zet)}
      RETURNING jaar, ${Prisma.raw(q.alle)}
    ), changed AS (
      SELECT s.jaar FROM saved s LEFT JOIN before b ON b.jaar = s.jaar
      WHERE b.jaar IS NULL OR (${Prisma.raw(q.s)}) IS DISTINCT FROM (${Prisma.raw(q.b)})
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
  return queryPrepared<BoekjaarRow>(
    db,
    `financials-save-${years.length}`,
    statement,
    BEDRAG_KOLOMMEN as (keyof BoekjaarRow & string)[],
  );
}

const IKV_EXTRA = EXTRA_VELDEN.filter((v) => v.ikv);

/**
 * Stores a year's derived figures, derived from the optional figures `van` (those the IKV reads), if
 * they are still the stored ones.
 */
export function storeDerived(
  db: Db | Tx,
  companyId: string,
  jaar: number,
  afgeleid: Prisma.InputJsonValue,
  van: Partial<TExtraWaarden>,
) {
  const nogGelijk = IKV_EXTRA.map(
    (v) =>
      Prisma.sql` AND ${Prisma.raw(kolom(v))} IS NOT DISTINCT FROM ${veldWaarde(v, van[v.naam])}::${Prisma.raw(cast(v))}`,
  );
  return db.$executeRaw`
    UPDATE financial_years SET afgeleid = ${JSON.stringify(afgeleid)}::jsonb
    WHERE "companyId" = ${companyId} AND jaar = ${jaar}${nogGelijk.length ? Prisma.join(nogGelijk, '') : Prisma.empty}`;
}
