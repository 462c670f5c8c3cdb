import { protectedProcedure } from '../../trpc/procedures.ts';
import { declineInvitationFromNotification } from './notifications.service.ts';
import {
  declineInvitationMeta,
  ZDeclineInvitationInput,
  ZDeclineInvitationOutput,
} from './decline-invitation.schema.ts';

export const declineInvitationProcedure = protectedProcedure
  .meta(declineInvitationMeta)
  .input(ZDeclineInvitationInput)
  .output(ZDeclineInvitationOutput)
  .mutation(({ ctx, input }) => declineInvitationFromNotification(ctx, input));
