// Reading and pruning the live_events rows (written by publish.ts). Ids are in commit order (see
// publish.ts), so "after id n" never misses a row that commits later.
import type { Db } from '@ikv/db';
import type pg from 'pg';

export type LiveEventRow = { id: bigint; userId: string; soort: string; aanvraagId: string | null; payload: unknown; aangemaaktOp: Date };

export function findEventsAfter(db: Db, userId: string, afterId: bigint, limit: number): Promise<LiveEventRow[]> {
  return db.$queryRaw<LiveEventRow[]>`
    SELECT id, "userId", soort, "aanvraagId", payload, "aangemaaktOp" FROM live_events
    WHERE "userId" = ${userId} AND id > ${afterId} ORDER BY id LIMIT ${limit}`;
}

export async function findLastEventId(db: Db, userId: string): Promise<bigint> {
  const rows = await db.$queryRaw<{ id: bigint | null }[]>`SELECT max(id) AS id FROM live_events WHERE "userId" = ${userId}`;
  return rows[0]?.id ?? 0n;
}

/**
 * For the hub's own connection (live-hub.ts, plain pg, not the pool): the rows of any of `userIds`
 * after `afterId`, in id order; one query for every subscription of an app instance.
 */
export async function findEventsOfUsersAfter(client: pg.ClientBase, userIds: string[], afterId: bigint, limit: number): Promise<LiveEventRow[]> {
  const r = await client.query<Omit<LiveEventRow, 'id'> & { id: string }>(
    `SELECT id, "userId", soort, "aanvraagId", payload, "aangemaaktOp" FROM live_events
     WHERE "userId" = ANY($1::text[]) AND id > $2 ORDER BY id LIMIT $3`,
    [userIds, afterId.toString(), limit],
  );
  return r.rows.map((row) => ({ ...row, id: BigInt(row.id) }));
}

/** The highest id so far (where the hub starts on its first LISTEN). */
export async function findMaxEventId(client: pg.ClientBase): Promise<bigint> {
  const r = await client.query<{ id: string | null }>('SELECT max(id) AS id FROM live_events');
  return BigInt(r.rows[0]?.id ?? 0);
}

export async function deleteEventsBefore(db: Db, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM live_events WHERE "aangemaaktOp" < ${before}`;
}
