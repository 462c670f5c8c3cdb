// NotificationMessage from a stored row, as every notification operation and the live feed answer it:
// titel and bericht rendered from the row's key in the reader's language (notification-catalogue.rules.ts).
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { canAnswer, effectiveStatus } from './invitations.rules.ts';
import { renderStoredNotification } from './notification-catalogue.rules.ts';
import { notificationLink } from './notification-link.rules.ts';
import type { TNotificationMessage } from './notification.schema.ts';
import type { NotificationRow } from './notifications.repository.ts';

export function toNotificationMessage(
  row: NotificationRow,
  userId: string,
  now: Date,
  taal: TaalVoorkeur,
): TNotificationMessage {
  const inv = row.uitnodiging;
  const { titel, bericht } = renderStoredNotification(row, taal);
  return {
    id: row.id,
    type: row.type,
    titel,
    bericht,
    gelezen: row.gelezen,
    aangemaaktOp: row.aangemaaktOp.toISOString(),
    link: row.link ?? notificationLink('ONDERNEMER', { uitnodigingId: row.uitnodigingId }),
    ...(row.aanvraagId ? { aanvraagId: row.aanvraagId } : {}),
    ...(row.uitnodigingId ? { uitnodigingId: row.uitnodigingId } : {}),
    ...(inv
      ? {
          uitnodiging: {
            status: effectiveStatus(inv.status, inv.verlooptOp, now),
            companyId: inv.companyId,
            bedrijfsnaam: inv.company.naamOverride ?? inv.company.naam,
            aandeelPercentage: inv.aandeelPercentage.toNumber(),
            verlooptOp: inv.verlooptOp.toISOString(),
            kanBeantwoorden:
              row.type === 'PARTNER_UITNODIGING' &&
              inv.genodigdeId === userId &&
              canAnswer(inv.status, inv.verlooptOp, now).ok,
          },
        }
      : {}),
  };
}
