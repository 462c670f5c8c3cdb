import { createRouter } from '../../trpc/init.ts';
import { acceptInvitationProcedure } from './accept-invitation.procedure.ts';
import { claimInvitationProcedure } from './claim-invitation.procedure.ts';
import { createIkvNotificationProcedure } from './create-ikv.procedure.ts';
import { declineInvitationProcedure } from './decline-invitation.procedure.ts';
import { deleteNotificationProcedure } from './delete.procedure.ts';
import { forAanvraagProcedure } from './for-aanvraag.procedure.ts';
import { listNotificationsProcedure } from './list.procedure.ts';
import { markReadProcedure } from './mark-read.procedure.ts';
import { markAllReadProcedure } from './mark-all-read.procedure.ts';
import { unreadCountProcedure } from './unread-count.procedure.ts';
import { previewInvitationProcedure } from './preview-invitation.procedure.ts';

// Order matters for REST matching: static paths before /notifications/{id}/….
export const notificationsRouter = createRouter({
  list: listNotificationsProcedure,
  unreadCount: unreadCountProcedure,
  markAllRead: markAllReadProcedure,
  claimInvitation: claimInvitationProcedure,
  previewInvitation: previewInvitationProcedure,
  createIkv: createIkvNotificationProcedure,
  forAanvraag: forAanvraagProcedure,
  markRead: markReadProcedure,
  delete: deleteNotificationProcedure,
  acceptInvitation: acceptInvitationProcedure,
  declineInvitation: declineInvitationProcedure,
});
