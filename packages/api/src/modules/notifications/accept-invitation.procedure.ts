import { protectedProcedure } from '../../trpc/procedures.ts';
import { acceptInvitationFromNotification } from './notifications.service.ts';
import { acceptInvitationMeta, ZAcceptInvitationInput, ZAcceptInvitationOutput } from './accept-invitation.schema.ts';

export const acceptInvitationProcedure = protectedProcedure
  .meta(acceptInvitationMeta)
  .input(ZAcceptInvitationInput)
  .output(ZAcceptInvitationOutput)
  .mutation(({ ctx, input }) => acceptInvitationFromNotification(ctx, input));
