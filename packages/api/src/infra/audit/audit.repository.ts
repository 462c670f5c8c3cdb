// The audit trail (audit_log): the one place that writes, reads and erases its rows. Low in the
// layers (infra), so every module can write an audit row in its own transaction without importing
// another module. Written through `writeAudit`; the FIXED submit writes its row inside its one
// prepared statement, with the INSERT this file builds (`auditInsertSql`), so it stays one round trip.
import { randomUUID } from 'node:crypto';
import { Prisma, type Db, type Tx } from '@ikv/db';

/** One audit row: who (null for an unknown caller, e.g. a failed login), what, from where, and the details. */
export interface AuditEntry {
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
 * for a hot statement that writes its audit row in the same round trip.
 */
export function auditInsertSql(entry: AuditEntry): Prisma.Sql {
  return Prisma.sql`INSERT INTO audit_log (id, "userId", actie, details, ip)
      VALUES (${randomUUID()}, ${entry.userId}, ${entry.actie}, ${JSON.stringify(entry.details ?? {})}::jsonb, ${entry.ip}::text)`;
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
