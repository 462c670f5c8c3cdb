// The live feed's write side. Every module that has news for an open browser (a chat message, a
// notification, a changed unread count) calls publishLive() inside its own business transaction:
// the rows land in live_events and pg_notify('ikv_live', …) is delivered by PostgreSQL to every
// listening app instance only when that transaction commits, so a rolled-back change is never
// pushed and no instance depends on another's memory. The read side (LISTEN, the tRPC
// subscription, catch-up after a last-event id) lives beside this file.
import type { Db, Tx } from '@ikv/db';

export const LIVE_CHANNEL = 'ikv_live';

/** What a browser can be told. Payloads are the same DTOs the REST API returns. */
export type LiveSoort =
  | 'chat.message' // payload: ChatMessage DTO (without the recipient-specific `gelezen`)
  | 'chat.read' // payload: { aanvraagId, userId, gelezenTot }
  | 'chat.unread' // payload: { aantal } — the recipient's new total unread count
  | 'notification' // payload: NotificationMessage DTO
  | 'notification.changed'; // payload: { id, gelezen } or { id, verwijderd: true }

export type LiveEventInput = {
  userIds: readonly string[];
  soort: LiveSoort;
  aanvraagId?: string | null;
  payload: unknown;
};

/** The NOTIFY payload: small (NOTIFY is limited to 8000 bytes), the rows carry the content. */
export type LiveSignal = { userIds: string[]; maxId: string };

export async function publishLive(db: Db | Tx, event: LiveEventInput): Promise<void> {
  const userIds = [...new Set(event.userIds)];
  if (userIds.length === 0) return;
  const payload = JSON.stringify(event.payload ?? null);
  const rows = await db.$queryRaw<{ id: bigint }[]>`
    INSERT INTO live_events ("userId", soort, "aanvraagId", payload)
    SELECT u, ${event.soort}, ${event.aanvraagId ?? null}, ${payload}::jsonb
    FROM unnest(${userIds}::text[]) AS u
    RETURNING id`;
  const maxId = rows.reduce((m, r) => (r.id > m ? r.id : m), 0n);
  const signal: LiveSignal = { userIds, maxId: maxId.toString() };
  await db.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`;
}
