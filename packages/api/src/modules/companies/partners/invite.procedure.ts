import { companyOwnerProcedure } from '../company-member.procedure-base.ts';
import { invitePartner } from './partners.service.ts';
import { invitePartnerMeta, ZInvitePartnerInput, ZInvitePartnerOutput } from './invite.schema.ts';

export const invitePartnerProcedure = companyOwnerProcedure
  .meta(invitePartnerMeta)
  .input(ZInvitePartnerInput)
  .output(ZInvitePartnerOutput)
  .mutation(({ ctx, input }) => invitePartner(ctx, input));
