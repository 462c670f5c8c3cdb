import { companyMemberProcedure } from '../company-member.procedure-base.ts';
import { listPartners } from './partners.service.ts';
import { listPartnersMeta, ZListPartnersInput, ZListPartnersOutput } from './list.schema.ts';

export const listPartnersProcedure = companyMemberProcedure
  .meta(listPartnersMeta)
  .input(ZListPartnersInput)
  .output(ZListPartnersOutput)
  .query(({ ctx }) => listPartners(ctx));
