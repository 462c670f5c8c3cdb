import { companyOwnerProcedure } from '../company-member.procedure-base.ts';
import { withdrawInvitation } from './partners.service.ts';
import { withdrawInvitationMeta, ZWithdrawInvitationInput, ZWithdrawInvitationOutput } from './withdraw.schema.ts';

export const withdrawInvitationProcedure = companyOwnerProcedure
  .meta(withdrawInvitationMeta)
  .input(ZWithdrawInvitationInput)
  .output(ZWithdrawInvitationOutput)
  .mutation(({ ctx, input }) => withdrawInvitation(ctx, input));
