import { companyOwnerProcedure } from './company-member.procedure-base.ts';
import { deleteCompany } from './companies.service.ts';
import { deleteCompanyMeta, ZDeleteCompanyInput, ZDeleteCompanyOutput } from './delete.schema.ts';

export const deleteCompanyProcedure = companyOwnerProcedure
  .meta(deleteCompanyMeta)
  .input(ZDeleteCompanyInput)
  .output(ZDeleteCompanyOutput)
  .mutation(({ ctx }) => deleteCompany(ctx));
