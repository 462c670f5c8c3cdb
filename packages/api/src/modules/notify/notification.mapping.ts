// NotificationMessage from a stored row, as every notification operation and the live feed answer it.
import { canAnswer, effectiveStatus } from './invitations.rules.ts';
import { notificationLink } from './notification-link.rules.ts';
import type { TNotificationMessage } from './notification.schema.ts';
import type { NotificationRow } from './notifications.repository.ts';

export function toNotificationMessage(row: NotificationRow, userId: string, now: Date): TNotificationMessage {
  const inv = row.uitnodiging;
  return {
    id: row.id,
    type: row.type,
    titel: row.titel,
    bericht: row.bericht,
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
