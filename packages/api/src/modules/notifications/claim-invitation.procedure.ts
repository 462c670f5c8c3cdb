import { protectedProcedure } from '../../trpc/procedures.ts';
import { claimInvitationIntoNotifications } from './notifications.service.ts';
import { claimInvitationMeta, ZClaimInvitationInput, ZClaimInvitationOutput } from './claim-invitation.schema.ts';

export const claimInvitationProcedure = protectedProcedure
  .meta(claimInvitationMeta)
  .input(ZClaimInvitationInput)
  .output(ZClaimInvitationOutput)
  .mutation(({ ctx, input }) => claimInvitationIntoNotifications(ctx, input));
