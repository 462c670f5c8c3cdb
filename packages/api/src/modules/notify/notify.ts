// The notification centre's write side: every module that tells a user something (partner
// invitations, request status changes, appointments, IKV messages) calls notify() inside its own
// business transaction, so a rolled-back change never leaves a notification behind. The same
// transaction publishes it to the recipient's live feed (delivered to open browsers on commit).
// Reading, marking read, deleting, accepting and declining live in modules/notifications (the inbox).
import type { Db, NotificatieType, Tx } from '@ikv/db';
import { publishLive, publishLiveEach } from '../live/publish.ts';
import { toNotificationMessage } from './notification.mapping.ts';
import {
  findRecipientRole,
  insertNotification,
  insertNotifications,
  type NotificationInsert,
} from './notifications.repository.ts';
import { notificationLink } from './notification-link.rules.ts';

type NewNotification = {
  userId: string;
  type: NotificatieType;
  titel: string;
  bericht: string;
  aanvraagId?: string;
  uitnodigingId?: string;
  afspraakId?: string;
  /** the page it is about; derived from aanvraagId / afspraakId / uitnodigingId when absent */
  link?: string;
};

/** The explicit link, else the page of the request (as the recipient's role sees it), appointment or invitation. */
async function linkFor(db: Db | Tx, n: NewNotification): Promise<string> {
  if (n.link) return n.link;
  const rol = n.aanvraagId ? ((await findRecipientRole(db, n.userId))?.rol ?? 'ONDERNEMER') : 'ONDERNEMER';
  return notificationLink(rol, n);
}

/** The row of a notification, its link resolved. */
const rowOf = (n: NewNotification, link: string): NotificationInsert => ({
  userId: n.userId,
  type: n.type,
  titel: n.titel,
  bericht: n.bericht,
  aanvraagId: n.aanvraagId ?? null,
  uitnodigingId: n.uitnodigingId ?? null,
  afspraakId: n.afspraakId ?? null,
  link,
});

export async function notify(db: Db | Tx, n: NewNotification): Promise<{ id: string }> {
  const row = await insertNotification(db, rowOf(n, await linkFor(db, n)));
  await publishLive(db, {
    userIds: [n.userId],
    soort: 'notification',
    aanvraagId: n.aanvraagId ?? null,
    payload: toNotificationMessage(row, n.userId, row.aangemaaktOp),
  });
  return { id: row.id };
}

/**
 * Many notifications at once, at most one per recipient (e.g. every adviser about a new request):
 * one INSERT for the notifications and one for their live events, whatever the number of
 * recipients, so a thousand advisers stay far inside the transaction's time limit.
 */
export async function notifyEach(db: Db | Tx, list: readonly NewNotification[]): Promise<void> {
  if (list.length === 0) return;
  if (new Set(list.map((n) => n.userId)).size !== list.length)
    throw new Error('notifyEach: one notification per recipient');
  const links = await Promise.all(list.map((n) => linkFor(db, n)));
  const rows = await insertNotifications(
    db,
    list.map((n, i) => rowOf(n, links[i]!)),
  );
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  await publishLiveEach(
    db,
    list.map((n) => {
      const row = byUser.get(n.userId)!;
      return {
        userId: n.userId,
        soort: 'notification' as const,
        aanvraagId: n.aanvraagId ?? null,
        payload: toNotificationMessage(row, n.userId, row.aangemaaktOp),
      };
    }),
  );
}
