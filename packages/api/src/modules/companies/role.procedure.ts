import { companyMemberProcedure } from './company-member.procedure-base.ts';
import { companyRole } from './companies.service.ts';
import { companyRoleMeta, ZCompanyRoleInput, ZCompanyRoleOutput } from './role.schema.ts';

export const companyRoleProcedure = companyMemberProcedure
  .meta(companyRoleMeta)
  .input(ZCompanyRoleInput)
  .output(ZCompanyRoleOutput)
  .query(({ ctx }) => companyRole(ctx.membership));
