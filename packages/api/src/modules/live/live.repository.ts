// The live_events rows: written (inside the caller's transaction, for publish.ts), read and pruned.
// Ids are in commit order (see publish.ts), so "after id n" never misses a row that commits later.
import type { Db, Tx } from '@ikv/db';
import pg from 'pg';

/**
 * One event for each of `userIds`, in that order, with a provisional negative id (a deferred trigger
 * gives the real ids at COMMIT, in commit order). Inside a transaction only.
 */
export async function insertLiveEvents(
  tx: Tx,
  userIds: readonly string[],
  soort: string,
  aanvraagId: string | null,
  payload: string,
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO live_events (id, "userId", soort, "aanvraagId", payload)
    SELECT -nextval('live_events_id_seq'), u, ${soort}, ${aanvraagId}, ${payload}::jsonb
    FROM unnest(${userIds}::text[]) WITH ORDINALITY AS r(u, n) ORDER BY n`;
}

/** Many events, the i-th of each array together, in one INSERT (ids in the order given). Inside a transaction only. */
export async function insertLiveEventsEach(
  tx: Tx,
  userIds: readonly string[],
  soorten: readonly string[],
  aanvraagIds: readonly (string | null)[],
  payloads: readonly string[],
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO live_events (id, "userId", soort, "aanvraagId", payload)
    SELECT -nextval('live_events_id_seq'), r.u, r.s, r.a, r.p::jsonb
    FROM unnest(${userIds}::text[], ${soorten}::text[], ${aanvraagIds}::text[], ${payloads}::text[]) WITH ORDINALITY AS r(u, s, a, p, n) ORDER BY n`;
}

/** pg_notify on `channel`: delivered to the listeners when the caller's transaction commits. */
export async function notifyLive(tx: Tx, channel: string, payload: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${channel}, ${payload})`;
}

export type LiveEventRow = {
  id: bigint;
  userId: string;
  soort: string;
  aanvraagId: string | null;
  payload: unknown;
  aangemaaktOp: Date;
};

export function findEventsAfter(db: Db, userId: string, afterId: bigint, limit: number): Promise<LiveEventRow[]> {
  return db.$queryRaw<LiveEventRow[]>`
    SELECT id, "userId", soort, "aanvraagId", payload, "aangemaaktOp" FROM live_events
    WHERE "userId" = ${userId} AND id > ${afterId} ORDER BY id LIMIT ${limit}`;
}

export async function findLastEventId(db: Db, userId: string): Promise<bigint> {
  const rows = await db.$queryRaw<
    { id: bigint | null }[]
  >`SELECT max(id) AS id FROM live_events WHERE "userId" = ${userId}`;
  return rows[0]?.id ?? 0n;
}

/**
 * For the hub's own connection (live-hub.ts, plain pg, not the pool): the rows of any of `userIds`
 * after `afterId`, in id order; one query for every subscription of an app instance.
 */
export async function findEventsOfUsersAfter(
  client: pg.ClientBase,
  userIds: string[],
  afterId: bigint,
  limit: number,
): Promise<LiveEventRow[]> {
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

// ——— the hub's own LISTEN connection (live-hub.ts): plain pg, not the pool, since LISTEN needs a connection that stays ———

/** A new, not yet connected client for LISTEN (the hub attaches its handlers before `listen`). */
export function newListenClient(url: string): pg.Client {
  return new pg.Client({ connectionString: url, keepAlive: true, application_name: 'ikv-live' });
}

/** Connects the client and LISTENs on `channel` (a fixed identifier, never user input). */
export async function listen(client: pg.Client, channel: string): Promise<void> {
  await client.connect();
  await client.query(`LISTEN ${channel}`);
}

/** Ends the client; an error while ending (it is already gone) is ignored. */
export function closeListenClient(client: pg.Client): Promise<void> {
  return client.end().catch(() => undefined);
}

/** The backend pid of the connection (tests terminate it to prove the reconnect). */
export async function findBackendPid(client: pg.ClientBase): Promise<number | null> {
  const r = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return r.rows[0]?.pid ?? null;
}

/** The sessions ended by logout that have not expired yet (revoked_sessions). */
export async function findActiveRevocations(client: pg.ClientBase): Promise<{ sid: string; until: Date }[]> {
  const r = await client.query<{ sid: string; until: Date }>(
    `SELECT sid, "verlooptOp" AS until FROM revoked_sessions WHERE "verlooptOp" > now()`,
  );
  return r.rows;
}
