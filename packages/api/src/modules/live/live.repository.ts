// Reading and pruning the live_events rows (written by publish.ts).
import type { Db } from '@ikv/db';

export type LiveEventRow = { id: bigint; soort: string; aanvraagId: string | null; payload: unknown; aangemaaktOp: Date };

export function findEventsAfter(db: Db, userId: string, afterId: bigint, limit: number): Promise<LiveEventRow[]> {
  return db.$queryRaw<LiveEventRow[]>`
    SELECT id, soort, "aanvraagId", payload, "aangemaaktOp" FROM live_events
    WHERE "userId" = ${userId} AND id > ${afterId} ORDER BY id LIMIT ${limit}`;
}

export async function findLastEventId(db: Db, userId: string): Promise<bigint> {
  const rows = await db.$queryRaw<{ id: bigint | null }[]>`SELECT max(id) AS id FROM live_events WHERE "userId" = ${userId}`;
  return rows[0]?.id ?? 0n;
}

export async function deleteEventsBefore(db: Db, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM live_events WHERE "aangemaaktOp" < ${before}`;
}
