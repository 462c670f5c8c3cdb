import { companyMemberProcedure } from '../company-member.procedure-base.ts';
import { updateYear } from './financials.service.ts';
import { updateYearMeta, ZUpdateYearInput, ZUpdateYearOutput } from './update-year.schema.ts';

export const updateYearProcedure = companyMemberProcedure
  .meta(updateYearMeta)
  .input(ZUpdateYearInput)
  .output(ZUpdateYearOutput)
  .mutation(async ({ ctx, input }) => {
    const { jaar, aangemaakt } = await updateYear(ctx, input);
    // a year that did not exist yet is created: REST answers 201 (API.md, Flow III)
    if (aangemaakt && ctx.answer) ctx.answer.status = 201;
    return jaar;
  });
