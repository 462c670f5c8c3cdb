// The live feed's write side. Every module that has news for an open browser (a chat message, a
// notification, a changed unread count) calls publishLive() inside its own business transaction:
// the rows land in live_events and pg_notify('ikv_live', …) is delivered by PostgreSQL to every
// listening app instance only when that transaction commits, so a rolled-back change is never
// pushed and no instance depends on another's memory. The read side (LISTEN, the tRPC
// subscription, catch-up after a last-event id) lives beside this file.
import { inTransaction, type Db, type Tx } from '../../infra/database.ts';
import { insertLiveEvents, insertLiveEventsEach, notifyLive } from './live.repository.ts';

export const LIVE_CHANNEL = 'ikv_live';

/** What a browser can be told. Payloads are the same DTOs the REST API returns. */
type LiveSoort =
  | 'chat.message' // payload: ChatMessage DTO (without the recipient-specific `gelezen`)
  | 'chat.read' // payload: { aanvraagId, userId, gelezenTot }
  | 'chat.unread' // payload: { aantal } — the recipient's new total unread count
  | 'notification' // payload: NotificationMessage DTO
  | 'notification.changed'; // payload: { id, gelezen }, { id, verwijderd: true } or { alleGelezen: true }

type LiveEventInput = {
  userIds: readonly string[];
  soort: LiveSoort;
  aanvraagId?: string | null;
  payload: unknown;
};

/** The NOTIFY payload: small (NOTIFY is limited to 8000 bytes), the rows carry the content. */
export type LiveSignal = { userIds: string[] };

/** NOTIFY refuses payloads of 8000 bytes or more: a signal for many recipients goes out in parts. */
const MAX_SIGNAL_BYTES = 7000;

/** The signals that name every recipient, each under NOTIFY's size limit (ids are ASCII: a char is a byte). */
export function liveSignals(userIds: readonly string[]): LiveSignal[] {
  const signals: LiveSignal[] = [];
  let current: string[] = [];
  let size = '{"userIds":[]}'.length;
  for (const id of userIds) {
    const extra = JSON.stringify(id).length + 1;
    if (current.length > 0 && size + extra > MAX_SIGNAL_BYTES) {
      signals.push({ userIds: current });
      current = [];
      size = '{"userIds":[]}'.length;
    }
    current.push(id);
    size += extra;
  }
  if (current.length > 0) signals.push({ userIds: current });
  return signals;
}

/**
 * Publishes inside the caller's transaction. The rows get a provisional negative id here; a
 * deferred trigger (migration live_events_commit_order) gives them their real ids at COMMIT, in
 * commit order, so a reader that has seen id n will never see a smaller id appear later.
 * Called with the client instead of a transaction, it opens one (the trigger needs the COMMIT).
 */
export async function publishLive(db: Db | Tx, event: LiveEventInput): Promise<void> {
  const userIds = [...new Set(event.userIds)];
  if (userIds.length === 0) return;
  // a transaction client has no $connect (it does have a $transaction, which would nest)
  if ('$connect' in db) return inTransaction(db, (tx) => publishLive(tx, event));
  await insertLiveEvents(db, userIds, event.soort, event.aanvraagId ?? null, JSON.stringify(event.payload ?? null));
  await signal(db, userIds);
}

/** Wakes every instance that holds a subscriber among `userIds` (on commit). */
async function signal(db: Tx, userIds: readonly string[]): Promise<void> {
  for (const part of liveSignals(userIds)) await notifyLive(db, LIVE_CHANNEL, JSON.stringify(part));
}

/** One event for one recipient (e.g. a notification worded in that recipient's language). */
type LiveEventFor = { userId: string; soort: LiveSoort; aanvraagId?: string | null; payload: unknown };

/**
 * Many events, each for its own recipient, in one INSERT (ids in the order given) and the signals
 * in parts: telling a thousand advisers costs two statements, not a thousand.
 */
export async function publishLiveEach(db: Db | Tx, events: readonly LiveEventFor[]): Promise<void> {
  if (events.length === 0) return;
  if ('$connect' in db) return inTransaction(db, (tx) => publishLiveEach(tx, events));
  const userIds = events.map((e) => e.userId);
  await insertLiveEventsEach(
    db,
    userIds,
    events.map((e) => e.soort),
    events.map((e) => e.aanvraagId ?? null),
    events.map((e) => JSON.stringify(e.payload ?? null)),
  );
  await signal(db, [...new Set(userIds)]);
}
