import { companyMemberProcedure } from './company-member.procedure-base.ts';
import { getCompany } from './companies.service.ts';
import { getCompanyMeta, ZGetCompanyInput, ZGetCompanyOutput } from './get.schema.ts';

export const getCompanyProcedure = companyMemberProcedure
  .meta(getCompanyMeta)
  .input(ZGetCompanyInput)
  .output(ZGetCompanyOutput)
  .query(({ ctx }) => getCompany(ctx.membership));
