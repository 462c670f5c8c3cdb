import { companyMemberProcedure } from '../company-member.procedure-base.ts';
import { getFinancials } from './financials.service.ts';
import { getFinancialsMeta, ZGetFinancialsInput, ZGetFinancialsOutput } from './get.schema.ts';

export const getFinancialsProcedure = companyMemberProcedure
  .meta(getFinancialsMeta)
  .input(ZGetFinancialsInput)
  .output(ZGetFinancialsOutput)
  .query(({ ctx }) => getFinancials(ctx));
