// Counters in PostgreSQL (rate_limit_buckets), so every app instance shares them.
import { Prisma, queryPrepared, type Db, type Tx } from '@ikv/db';
import { auditInsertSql, type AuditEntry } from '../../infra/audit/audit.repository.ts';
import type { Bucket } from './rate-limit.rules.ts';

/** One hit counted in a fixed window that starts at the first hit (atomic: one upsert). */
function incrementSql(key: string, now: Date, windowMs: number): Prisma.Sql {
  const resetOp = new Date(now.getTime() + windowMs);
  return Prisma.sql`
    INSERT INTO rate_limit_buckets (sleutel, aantal, "resetOp") VALUES (${key}, 1, ${resetOp})
    ON CONFLICT (sleutel) DO UPDATE SET
      aantal = CASE WHEN rate_limit_buckets."resetOp" <= ${now} THEN 1 ELSE rate_limit_buckets.aantal + 1 END,
      "resetOp" = CASE WHEN rate_limit_buckets."resetOp" <= ${now} THEN ${resetOp} ELSE rate_limit_buckets."resetOp" END
    RETURNING aantal, "resetOp"`;
}

/** Atomically count one hit in a fixed window that starts at the first hit. */
export async function incrementBucket(db: Db | Tx, key: string, now: Date, windowMs: number): Promise<Bucket> {
  const rows = await db.$queryRaw<Bucket[]>(incrementSql(key, now, windowMs));
  return rows[0]!;
}

/**
 * incrementBucket and, in the same statement, the audit row `entry`, written only when the hit is
 * within `max` (the hits before it are fewer than `max`: rate-limit.rules.ts computeRetryAfter). One
 * round trip, a prepared statement (an API client's every call: client.procedure-base.ts).
 */
export async function incrementBucketRecorded(
  db: Db | Tx,
  bucket: { key: string; windowMs: number; max: number },
  now: Date,
  entry: AuditEntry,
): Promise<Bucket> {
  const statement = Prisma.sql`
    WITH bucket AS (${incrementSql(bucket.key, now, bucket.windowMs)}),
    audit AS (${auditInsertSql(entry, Prisma.sql`(SELECT aantal FROM bucket) <= ${bucket.max}::int`)})
    SELECT aantal, "resetOp" FROM bucket`;
  const rows = await queryPrepared<Bucket>(db, 'rate-limit-recorded', statement);
  return rows[0]!;
}

export function deleteBuckets(db: Db | Tx, keys: string[]) {
  return db.rateLimitBucket.deleteMany({ where: { sleutel: { in: keys } } });
}

/** Take back one counted hit (a reservation that turned out not to be a failure). */
export async function decrementBucket(db: Db | Tx, key: string): Promise<void> {
  await db.$executeRaw`UPDATE rate_limit_buckets SET aantal = GREATEST(aantal - 1, 0) WHERE sleutel = ${key}`;
}

/** Buckets whose window has ended count as empty (incrementBucket starts a new window): they can go. */
export function deleteExpiredBuckets(db: Db | Tx, now: Date) {
  return db.rateLimitBucket.deleteMany({ where: { resetOp: { lte: now } } });
}
