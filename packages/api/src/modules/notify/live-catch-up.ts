// A live catch-up (Last-Event-ID) replays rows written earlier, their notification copies rendered in
// the language the reader had then. A notification is a key with parameters, so each is rendered again
// from its row in the language he reads in now (the request's, else his setting). One that is gone
// keeps its copy. Set as the live feed's catch-up renderer by the composition root (compose.ts).
import type { AuthedContext } from '../../infra/service-context.ts';
import type { LiveEventRow } from '../live/live.repository.ts';
import { toNotificationMessage } from './notification.mapping.ts';
import { findOwnNotifications, findUserTaal } from './notifications.repository.ts';

const notificationIdOf = (row: LiveEventRow): string | null => {
  const p = row.payload as { id?: unknown } | null;
  return row.soort === 'notification' && p && typeof p.id === 'string' ? p.id : null;
};

export async function notificationsInCurrentLanguage(
  ctx: AuthedContext,
  rows: LiveEventRow[],
): Promise<LiveEventRow[]> {
  const ids = rows.map(notificationIdOf).filter((id): id is string => id !== null);
  if (ids.length === 0) return rows;
  const userId = ctx.actor.userId;
  const [found, taal] = await Promise.all([
    findOwnNotifications(ctx.db, userId, ids),
    ctx.taal ?? findUserTaal(ctx.db, userId),
  ]);
  const byId = new Map(found.map((n) => [n.id, n]));
  const now = ctx.clock.now();
  return rows.map((row) => {
    const n = byId.get(notificationIdOf(row) ?? '');
    return n ? { ...row, payload: toNotificationMessage(n, userId, now, taal ?? 'NL') } : row;
  });
}
