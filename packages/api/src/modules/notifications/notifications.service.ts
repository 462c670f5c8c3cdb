// The notification centre's read side: list, unread count, mark read, delete, and answering a
// partner invitation from its notification. Only the recipient sees or acts on a notification
// (anyone else's id is a 404).
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import { acceptInvitation, claimInvitation, declineInvitation } from '../companies/partners/partners.service.ts';
import { canAnswer, effectiveStatus } from '../companies/partners/invitations.rules.ts';
import type { TPartner } from '../companies/partners/partner.schema.ts';
import type { TClaimInvitationInput } from './claim-invitation.schema.ts';
import type { TListNotificationsInput } from './list.schema.ts';
import type { TNotificationIdInput, TNotificationMessage } from './notification.schema.ts';
import { countUnread, deleteOwn, findNotifications, findOwnNotification, type NotificationRow, setRead } from './notifications.repository.ts';

export function toNotificationMessage(row: NotificationRow, userId: string, now: Date): TNotificationMessage {
  const inv = row.uitnodiging;
  return {
    id: row.id,
    type: row.type,
    titel: row.titel,
    bericht: row.bericht,
    gelezen: row.gelezen,
    aangemaaktOp: row.aangemaaktOp.toISOString(),
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
            kanBeantwoorden: row.type === 'PARTNER_UITNODIGING' && inv.genodigdeId === userId && canAnswer(inv.status, inv.verlooptOp, now).ok,
          },
        }
      : {}),
  };
}

const notFound = () => new DomainError('NOTIFICATION_NOT_FOUND', 'Deze melding bestaat niet of is niet voor u.');

async function own(ctx: AuthedContext, id: string): Promise<NotificationRow> {
  const row = await findOwnNotification(ctx.db, ctx.actor.userId, id);
  if (!row) throw notFound();
  return row;
}

export async function listNotifications(ctx: AuthedContext, input: TListNotificationsInput): Promise<TNotificationMessage[]> {
  const now = ctx.clock.now();
  const rows = await findNotifications(ctx.db, ctx.actor.userId, input?.ongelezen === 'true', input?.limit ?? 50);
  return rows.map((r) => toNotificationMessage(r, ctx.actor.userId, now));
}

export async function unreadCount(ctx: AuthedContext): Promise<{ aantal: number }> {
  return { aantal: await countUnread(ctx.db, ctx.actor.userId) };
}

export async function markRead(ctx: AuthedContext, input: TNotificationIdInput): Promise<TNotificationMessage> {
  await own(ctx, input.id);
  return toNotificationMessage(await setRead(ctx.db, input.id), ctx.actor.userId, ctx.clock.now());
}

export async function deleteNotification(ctx: AuthedContext, input: TNotificationIdInput): Promise<void> {
  if ((await deleteOwn(ctx.db, ctx.actor.userId, input.id)) === 0) throw notFound();
}

/** The invitation behind a notification of the caller (404 otherwise, 409 if it is no invitation). */
async function invitationOf(ctx: AuthedContext, id: string): Promise<string> {
  const row = await own(ctx, id);
  if (row.type !== 'PARTNER_UITNODIGING' || !row.uitnodigingId)
    throw new DomainError('NOT_AN_INVITATION', 'Deze melding is geen uitnodiging om te beantwoorden.');
  return row.uitnodigingId;
}

export async function acceptInvitationFromNotification(ctx: AuthedContext, input: TNotificationIdInput): Promise<TPartner> {
  return acceptInvitation(ctx, await invitationOf(ctx, input.id), input.id);
}

export async function declineInvitationFromNotification(ctx: AuthedContext, input: TNotificationIdInput): Promise<void> {
  await declineInvitation(ctx, await invitationOf(ctx, input.id), input.id);
}

export async function claimInvitationIntoNotifications(ctx: AuthedContext, input: TClaimInvitationInput): Promise<TNotificationMessage> {
  const { notificationId } = await claimInvitation(ctx, input.token);
  return toNotificationMessage(await own(ctx, notificationId), ctx.actor.userId, ctx.clock.now());
}
