import { companyOwnerProcedure } from './company-member.procedure-base.ts';
import { updateCompany } from './companies.service.ts';
import { updateCompanyMeta, ZUpdateCompanyInput, ZUpdateCompanyOutput } from './update.schema.ts';

export const updateCompanyProcedure = companyOwnerProcedure
  .meta(updateCompanyMeta)
  .input(ZUpdateCompanyInput)
  .output(ZUpdateCompanyOutput)
  .mutation(({ ctx, input }) => updateCompany(ctx, input));
