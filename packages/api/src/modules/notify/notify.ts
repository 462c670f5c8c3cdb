// The notification centre's write side: every module that tells a user something (partner
// invitations, request status changes, appointments, IKV messages) calls notify() inside its own
// business transaction, so a rolled-back change never leaves a notification behind. The same
// transaction publishes it to the recipient's live feed (delivered to open browsers on commit).
// Reading, marking read, deleting, accepting and declining live in modules/notifications (the inbox).
// A notification is a key of the catalogue (notification-catalogue.rules.ts) with its parameters: it
// is rendered in its reader's language whenever it is read; the row keeps a copy rendered now.
import type { Db, NotificatieType, Tx } from '@ikv/db';
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { publishLive, publishLiveEach } from '../live/publish.ts';
import { toNotificationMessage } from './notification.mapping.ts';
import { renderNotification, type NotificationContent } from './notification-catalogue.rules.ts';
import {
  findRecipients,
  insertNotification,
  insertNotifications,
  type NotificationInsert,
} from './notifications.repository.ts';
import { notificationLink, type LinkRol } from './notification-link.rules.ts';

/** A notification to write: what it says as a catalogue key with parameters, never a finished sentence. */
type NewNotification = NotificationContent & {
  userId: string;
  type: NotificatieType;
  aanvraagId?: string;
  uitnodigingId?: string;
  afspraakId?: string;
  /** the page it is about; derived from aanvraagId / afspraakId / uitnodigingId when absent */
  link?: string;
};

type Recipient = { rol: LinkRol; taal: TaalVoorkeur };

/** The recipients' role (for the default link) and current language (for the live copy), in one query. */
async function recipientsOf(db: Db | Tx, list: readonly NewNotification[]): Promise<Map<string, Recipient>> {
  const rows = await findRecipients(db, [...new Set(list.map((n) => n.userId))]);
  return new Map(rows.map((r) => [r.id, { rol: r.rol, taal: r.taal }]));
}

const fallback: Recipient = { rol: 'ONDERNEMER', taal: 'NL' };

/** The row of a notification: its key, its link, and a copy rendered in the recipient's language. */
function rowOf(n: NewNotification, to: Recipient): NotificationInsert {
  const { titel, bericht } = renderNotification(n, to.taal);
  return {
    userId: n.userId,
    type: n.type,
    ...({ sleutel: n.sleutel, parameters: n.parameters } as NotificationContent),
    titel,
    bericht,
    aanvraagId: n.aanvraagId ?? null,
    uitnodigingId: n.uitnodigingId ?? null,
    afspraakId: n.afspraakId ?? null,
    // the explicit link, else the page of the request (as the recipient's role sees it), appointment or invitation
    link: n.link ?? notificationLink(n.aanvraagId ? to.rol : 'ONDERNEMER', n),
  };
}

/** One notification; its live copy is rendered in the recipient's current language. */
export async function notify(db: Db | Tx, n: NewNotification): Promise<{ id: string }> {
  const to = (await recipientsOf(db, [n])).get(n.userId) ?? fallback;
  const row = await insertNotification(db, rowOf(n, to));
  await publishLive(db, {
    userIds: [n.userId],
    soort: 'notification',
    aanvraagId: n.aanvraagId ?? null,
    payload: toNotificationMessage(row, n.userId, row.aangemaaktOp, to.taal),
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
  const to = await recipientsOf(db, list);
  const rows = await insertNotifications(
    db,
    list.map((n) => rowOf(n, to.get(n.userId) ?? fallback)),
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
        payload: toNotificationMessage(row, n.userId, row.aangemaaktOp, (to.get(n.userId) ?? fallback).taal),
      };
    }),
  );
}
