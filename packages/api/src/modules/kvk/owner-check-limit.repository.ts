// A fixed-window counter per key in rate_limit_buckets, atomic under concurrency (one upsert).
// Used to keep kvk.ownerCheck from becoming an oracle for officers' birth dates.
import type { Db } from '@ikv/db';

export async function hitBucket(db: Db, sleutel: string, now: Date, windowMs: number): Promise<{ aantal: number; resetOp: Date }> {
  const reset = new Date(now.getTime() + windowMs);
  const rows = await db.$queryRaw<{ aantal: number; resetOp: Date }[]>`
    INSERT INTO "rate_limit_buckets" ("sleutel", "aantal", "resetOp") VALUES (${sleutel}, 1, ${reset})
    ON CONFLICT ("sleutel") DO UPDATE SET
      "aantal" = CASE WHEN "rate_limit_buckets"."resetOp" <= ${now} THEN 1 ELSE "rate_limit_buckets"."aantal" + 1 END,
      "resetOp" = CASE WHEN "rate_limit_buckets"."resetOp" <= ${now} THEN ${reset} ELSE "rate_limit_buckets"."resetOp" END
    RETURNING "aantal", "resetOp"`;
  const row = rows[0];
  if (!row) throw new Error('rate limit bucket not returned');
  return { aantal: Number(row.aantal), resetOp: row.resetOp };
}
