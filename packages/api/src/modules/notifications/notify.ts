// The notification centre's write side: every module that tells a user something (partner
// invitations, request status changes, appointments, chat) calls notify() inside its own business
// transaction, so a rolled-back change never leaves a notification behind. Reading, marking read,
// deleting, accepting and declining live in this module's procedures.
import type { Db, NotificatieType, Tx } from '@ikv/db';

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
  return db.notification.create({
    data: {
      userId: n.userId,
      type: n.type,
      titel: n.titel,
      bericht: n.bericht,
      aanvraagId: n.aanvraagId ?? null,
      uitnodigingId: n.uitnodigingId ?? null,
      afspraakId: n.afspraakId ?? null,
    },
    select: { id: true },
  });
}
