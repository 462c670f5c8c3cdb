import { createRouter } from '../../../trpc/init.ts';
import { invitePartnerProcedure } from './invite.procedure.ts';
import { listPartnersProcedure } from './list.procedure.ts';
import { pendingPartnersProcedure } from './pending.procedure.ts';
import { removePartnerProcedure } from './remove.procedure.ts';
import { updateShareProcedure } from './update-share.procedure.ts';
import { withdrawInvitationProcedure } from './withdraw.procedure.ts';

// Order matters for REST matching: /partners/pending before /partners/{partnerId}.
export const partnersRouter = createRouter({
  list: listPartnersProcedure,
  pending: pendingPartnersProcedure,
  invite: invitePartnerProcedure,
  withdraw: withdrawInvitationProcedure,
  updateShare: updateShareProcedure,
  remove: removePartnerProcedure,
});
