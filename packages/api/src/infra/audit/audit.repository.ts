// The audit trail (audit_log): the one place that writes, reads and erases its rows. Low in the
// layers (infra), so every module can write an audit row in its own transaction without importing
// another module. Written through `writeAudit`; the FIXED submit and an API client's call (its rate
// limit, rate-limit.service.ts) write their row inside one prepared statement, with the INSERT this
// file builds (`auditInsertSql`), so each stays one round trip.
import { randomUUID } from 'node:crypto';
import { Prisma, type Db, type Tx } from '@ikv/db';

/** One audit row: who (null for an unknown caller, e.g. a failed login), what, from where, and the details. */
export interface AuditEntry {
  /** the row's id when the caller needs it later (`amendAuditDetails`); a new one otherwise */
  id?: string;
  userId: string | null;
  /** the API client that made the call (integrations) */
  apiClientId?: string | null;
  actie: string;
  ip: string | null;
  /** stored as jsonb; `{}` when absent */
  details?: Prisma.InputJsonValue;
}

/** Writes one audit row, in the caller's transaction when `db` is one. */
export async function writeAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      ...(entry.id ? { id: entry.id } : {}),
      userId: entry.userId,
      apiClientId: entry.apiClientId ?? null,
      actie: entry.actie,
      ip: entry.ip,
      details: entry.details ?? {},
    },
    select: { id: true },
  });
}

/**
 * The same row as `writeAudit` as an INSERT to embed in a data-modifying CTE (`…, audit AS (${auditInsertSql(e)}) …`):
 * for a hot statement that writes its audit row in the same round trip. With `when`, the row is
 * written only if that condition holds (it may read the statement's other CTEs).
 */
export function auditInsertSql(entry: AuditEntry, when?: Prisma.Sql): Prisma.Sql {
  const row = Prisma.sql`${entry.id ?? randomUUID()}::text, ${entry.userId}::text, ${entry.apiClientId ?? null}::text,
      ${entry.actie}::text, ${JSON.stringify(entry.details ?? {})}::jsonb, ${entry.ip}::text`;
  const into = Prisma.sql`INSERT INTO audit_log (id, "userId", "apiClientId", actie, details, ip)`;
  return when ? Prisma.sql`${into} SELECT ${row} WHERE ${when}` : Prisma.sql`${into} VALUES (${row})`;
}

/** Adds `details` to an audit row's details (e.g. the outcome of a call whose row was written before it ran). */
export async function amendAuditDetails(db: Db | Tx, id: string, details: Record<string, Prisma.InputJsonValue>) {
  await db.$executeRaw`UPDATE audit_log SET details = details || ${JSON.stringify(details)}::jsonb WHERE id = ${id}`;
}

/** A user's own audit rows, oldest first, at most 1000 (the GDPR export). */
export function findAuditTrailOf(db: Db | Tx, userId: string) {
  return db.auditLog.findMany({ where: { userId }, orderBy: { aangemaaktOp: 'asc' }, take: 1000 });
}

/** Drops the addresses from a user's audit rows (erasure: the rows stay for the trail the law asks to keep). */
export async function forgetAuditAddresses(tx: Tx, userId: string): Promise<void> {
  await tx.auditLog.updateMany({ where: { userId }, data: { ip: null } });
}

/** Deletes the failed-login rows that recorded the typed address `email` (erasure). */
export function deleteFailedLoginTrail(tx: Tx, email: string) {
  return tx.auditLog.deleteMany({
    where: { userId: null, actie: 'LOGIN_MISLUKT', details: { path: ['email'], equals: email } },
  });
}
