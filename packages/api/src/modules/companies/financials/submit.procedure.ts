import { companyMemberProcedure } from '../company-member.procedure-base.ts';
import { submitFinancials } from './financials.service.ts';
import { submitFinancialsMeta, ZSubmitFinancialsInput, ZSubmitFinancialsOutput } from './submit.schema.ts';

/** FIXED: POST /companies/financials/{companyId} */
export const submitFinancialsProcedure = companyMemberProcedure
  .meta(submitFinancialsMeta)
  .input(ZSubmitFinancialsInput)
  .output(ZSubmitFinancialsOutput)
  .mutation(({ ctx, input }) => submitFinancials(ctx, input));
