import { companyMemberProcedure } from '../company-member.procedure-base.ts';
import { derivedFinancials } from './financials.service.ts';
import { derivedFinancialsMeta, ZDerivedFinancialsInput, ZDerivedFinancialsOutput } from './derived.schema.ts';

export const derivedFinancialsProcedure = companyMemberProcedure
  .meta(derivedFinancialsMeta)
  .input(ZDerivedFinancialsInput)
  .output(ZDerivedFinancialsOutput)
  .query(({ ctx }) => derivedFinancials(ctx));
