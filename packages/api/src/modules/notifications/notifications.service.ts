// The notification centre's read side: list, unread count, mark read, delete, and answering a
// partner invitation from its notification. Only the recipient sees or acts on a notification
// (anyone else's id is a 404). Every answer renders the notifications from their keys in the reader's
// language at this moment: the request's own language (REST's Accept-Language), else the user's setting.
import { DomainError } from '../../errors/domain-error.ts';
import type { AuthedContext } from '../../infra/service-context.ts';
import type { TaalVoorkeur } from '../../shared/taal.ts';
import { acceptInvitation, claimInvitation, declineInvitation } from '../companies/partners/partners.service.ts';
import type { TPartner } from '../companies/partners/partner.schema.ts';
import type { TClaimInvitationInput } from './claim-invitation.schema.ts';
import type { TListNotificationsInput } from './list.schema.ts';
import type { TNotificationIdInput, TNotificationMessage } from '../notify/notification.schema.ts';
import { toNotificationMessage } from '../notify/notification.mapping.ts';
import {
  countUnread,
  deleteOwn,
  findById,
  findForAanvraag,
  findNotifications,
  findOwnNotification,
  findUserTaal,
  type NotificationRow,
  setAllRead,
  setRead,
} from '../notify/notifications.repository.ts';
import { findAanvraagAccess } from '../aanvragen/aanvragen.repository.ts';
import { loadChatAanvraag } from '../chat/chat.service.ts';
import { publishLive } from '../live/publish.ts';
import { notify } from '../notify/notify.ts';
import type { TCreateIkvNotificationInput } from './create-ikv.schema.ts';
import type { TForAanvraagInput } from './for-aanvraag.schema.ts';
import { inTransaction } from '../../infra/database.ts';

const notFound = () => new DomainError('NOTIFICATION_NOT_FOUND', 'Deze melding bestaat niet of is niet voor u.');

/** The language the caller reads in now: the request's (REST: Accept-Language), else his setting. */
async function readerTaal(ctx: AuthedContext): Promise<TaalVoorkeur> {
  return ctx.taal ?? (await findUserTaal(ctx.db, ctx.actor.userId)) ?? 'NL';
}

async function own(ctx: AuthedContext, id: string): Promise<NotificationRow> {
  const row = await findOwnNotification(ctx.db, ctx.actor.userId, id);
  if (!row) throw notFound();
  return row;
}

export async function listNotifications(
  ctx: AuthedContext,
  input: TListNotificationsInput,
): Promise<TNotificationMessage[]> {
  const now = ctx.clock.now();
  const rows = await findNotifications(ctx.db, ctx.actor.userId, input?.ongelezen === 'true', input?.limit ?? 50);
  const taal = await readerTaal(ctx);
  return rows.map((r) => toNotificationMessage(r, ctx.actor.userId, now, taal));
}

export async function unreadCount(ctx: AuthedContext): Promise<{ aantal: number }> {
  return { aantal: await countUnread(ctx.db, ctx.actor.userId) };
}

export async function markRead(ctx: AuthedContext, input: TNotificationIdInput): Promise<TNotificationMessage> {
  await own(ctx, input.id);
  const taal = await readerTaal(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const row = await setRead(tx, input.id);
    await publishLive(tx, {
      userIds: [ctx.actor.userId],
      soort: 'notification.changed',
      aanvraagId: row.aanvraagId,
      payload: { id: row.id, gelezen: true },
    });
    return toNotificationMessage(row, ctx.actor.userId, ctx.clock.now(), taal);
  });
}

/** Every unread notification of the caller becomes read at once; his other tabs hear of it. */
export async function markAllRead(ctx: AuthedContext): Promise<{ aantal: number }> {
  return inTransaction(ctx.db, async (tx) => {
    const aantal = await setAllRead(tx, ctx.actor.userId);
    if (aantal > 0)
      await publishLive(tx, {
        userIds: [ctx.actor.userId],
        soort: 'notification.changed',
        payload: { alleGelezen: true },
      });
    return { aantal };
  });
}

export async function deleteNotification(ctx: AuthedContext, input: TNotificationIdInput): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    if ((await deleteOwn(tx, ctx.actor.userId, input.id)) === 0) throw notFound();
    await publishLive(tx, {
      userIds: [ctx.actor.userId],
      soort: 'notification.changed',
      payload: { id: input.id, verwijderd: true },
    });
  });
}

/** The invitation behind a notification of the caller (404 otherwise, 409 if it is no invitation). */
async function invitationOf(ctx: AuthedContext, id: string): Promise<string> {
  const row = await own(ctx, id);
  if (row.type !== 'PARTNER_UITNODIGING' || !row.uitnodigingId)
    throw new DomainError('NOT_AN_INVITATION', 'Deze melding is geen uitnodiging om te beantwoorden.');
  return row.uitnodigingId;
}

export async function acceptInvitationFromNotification(
  ctx: AuthedContext,
  input: TNotificationIdInput,
): Promise<TPartner> {
  return acceptInvitation(ctx, await invitationOf(ctx, input.id), input.id);
}

export async function declineInvitationFromNotification(
  ctx: AuthedContext,
  input: TNotificationIdInput,
): Promise<void> {
  await declineInvitation(ctx, await invitationOf(ctx, input.id), input.id);
}

export async function claimInvitationIntoNotifications(
  ctx: AuthedContext,
  input: TClaimInvitationInput,
): Promise<TNotificationMessage> {
  const { notificationId } = await claimInvitation(ctx, input.token);
  return toNotificationMessage(
    await own(ctx, notificationId),
    ctx.actor.userId,
    ctx.clock.now(),
    await readerTaal(ctx),
  );
}

/** An adviser tells the entrepreneur of a request something about his IKV (404 for an unknown request). */
export async function createIkvNotification(
  ctx: AuthedContext,
  input: TCreateIkvNotificationInput,
): Promise<TNotificationMessage> {
  const aanvraag = await findAanvraagAccess(ctx.db, input.aanvraagId);
  if (!aanvraag) throw new DomainError('AANVRAAG_NOT_FOUND', 'Deze aanvraag bestaat niet.');
  const row = await inTransaction(ctx.db, async (tx) => {
    const { id } = await notify(tx, {
      userId: aanvraag.ondernemerId,
      type: 'IKV',
      // the adviser's own words: shown as he typed them, whatever the reader's language
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: input.titel, bericht: input.bericht },
      aanvraagId: aanvraag.id,
    });
    return findById(tx, id);
  });
  return toNotificationMessage(row!, aanvraag.ondernemerId, ctx.clock.now(), await readerTaal(ctx));
}

/** The notifications about one request: the caller's own (entrepreneur side) or all (adviser). */
export async function notificationsForAanvraag(
  ctx: AuthedContext,
  input: TForAanvraagInput,
): Promise<TNotificationMessage[]> {
  const aanvraag = await loadChatAanvraag(ctx, input.aanvraagId);
  const rows = await findForAanvraag(ctx.db, aanvraag.id, ctx.actor.rol === 'ADVISEUR' ? null : ctx.actor.userId);
  const now = ctx.clock.now();
  const taal = await readerTaal(ctx);
  return rows.map((r) => toNotificationMessage(r, ctx.actor.userId, now, taal));
}
