// Counters in PostgreSQL (rate_limit_buckets), so every app instance shares them.
import type { Db, Tx } from '@ikv/db';
import type { Bucket } from './rate-limit.rules.ts';

/** Atomically count one hit in a fixed window that starts at the first hit. */
export async function incrementBucket(db: Db | Tx, key: string, now: Date, windowMs: number): Promise<Bucket> {
  const resetOp = new Date(now.getTime() + windowMs);
  const rows = await db.$queryRaw<Bucket[]>`
    INSERT INTO rate_limit_buckets (sleutel, aantal, "resetOp") VALUES (${key}, 1, ${resetOp})
    ON CONFLICT (sleutel) DO UPDATE SET
      aantal = CASE WHEN rate_limit_buckets."resetOp" <= ${now} THEN 1 ELSE rate_limit_buckets.aantal + 1 END,
      "resetOp" = CASE WHEN rate_limit_buckets."resetOp" <= ${now} THEN ${resetOp} ELSE rate_limit_buckets."resetOp" END
    RETURNING aantal, "resetOp"`;
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
