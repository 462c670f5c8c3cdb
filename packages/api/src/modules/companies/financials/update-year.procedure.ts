import { companyMemberProcedure } from '../company-member.procedure-base.ts';
import { updateYear } from './financials.service.ts';
import { updateYearMeta, ZUpdateYearInput, ZUpdateYearOutput } from './update-year.schema.ts';

export const updateYearProcedure = companyMemberProcedure
  .meta(updateYearMeta)
  .input(ZUpdateYearInput)
  .output(ZUpdateYearOutput)
  .mutation(({ ctx, input }) => updateYear(ctx, input));
