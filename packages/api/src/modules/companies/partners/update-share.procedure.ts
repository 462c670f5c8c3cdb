import { companyOwnerProcedure } from '../company-member.procedure-base.ts';
import { updateShare } from './partners.service.ts';
import { updateShareMeta, ZUpdateShareInput, ZUpdateShareOutput } from './update-share.schema.ts';

export const updateShareProcedure = companyOwnerProcedure
  .meta(updateShareMeta)
  .input(ZUpdateShareInput)
  .output(ZUpdateShareOutput)
  .mutation(({ ctx, input }) => updateShare(ctx, input));
