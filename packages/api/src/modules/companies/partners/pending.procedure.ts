import { companyMemberProcedure } from '../company-member.procedure-base.ts';
import { pendingPartners } from './partners.service.ts';
import { pendingPartnersMeta, ZPendingPartnersInput, ZPendingPartnersOutput } from './pending.schema.ts';

export const pendingPartnersProcedure = companyMemberProcedure
  .meta(pendingPartnersMeta)
  .input(ZPendingPartnersInput)
  .output(ZPendingPartnersOutput)
  .query(({ ctx }) => pendingPartners(ctx));
