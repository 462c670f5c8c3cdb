import { companyOwnerProcedure } from '../company-member.procedure-base.ts';
import { removePartner } from './partners.service.ts';
import { removePartnerMeta, ZRemovePartnerInput, ZRemovePartnerOutput } from './remove.schema.ts';

export const removePartnerProcedure = companyOwnerProcedure
  .meta(removePartnerMeta)
  .input(ZRemovePartnerInput)
  .output(ZRemovePartnerOutput)
  .mutation(({ ctx, input }) => removePartner(ctx, input));
