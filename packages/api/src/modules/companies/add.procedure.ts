import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { addCompanyMeta, ZAddCompanyInput, ZAddCompanyOutput } from './add.schema.ts';
import { addCompany } from './companies.service.ts';

export const addCompanyProcedure = ondernemerProcedure
  .meta(addCompanyMeta)
  .input(ZAddCompanyInput)
  .output(ZAddCompanyOutput)
  .mutation(({ ctx, input }) => addCompany(ctx, input));
