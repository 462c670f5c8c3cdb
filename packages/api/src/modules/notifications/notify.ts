// The notification centre's write side: every module that tells a user something (partner
// invitations, request status changes, appointments, IKV messages) calls notify() inside its own
// business transaction, so a rolled-back change never leaves a notification behind. The same
// transaction publishes it to the recipient's live feed (delivered to open browsers on commit).
// Reading, marking read, deleting, accepting and declining live in this module's procedures.
import type { Db, NotificatieType, Tx } from '@ikv/db';
import { publishLive } from '../live/publish.ts';
import { toNotificationMessage } from './notification.mapping.ts';
import { notificationSelect } from './notifications.repository.ts';

export type NewNotification = {
  userId: string;
  type: NotificatieType;
  titel: string;
  bericht: string;
  aanvraagId?: string;
  uitnodigingId?: string;
  afspraakId?: string;
};

export async function notify(db: Db | Tx, n: NewNotification): Promise<{ id: string }> {
  const row = await db.notification.create({
    data: {
      userId: n.userId,
      type: n.type,
      titel: n.titel,
      bericht: n.bericht,
      aanvraagId: n.aanvraagId ?? null,
      uitnodigingId: n.uitnodigingId ?? null,
      afspraakId: n.afspraakId ?? null,
    },
    select: notificationSelect,
  });
  await publishLive(db, { userIds: [n.userId], soort: 'notification', aanvraagId: n.aanvraagId ?? null, payload: toNotificationMessage(row, n.userId, row.aangemaaktOp) });
  return { id: row.id };
}
