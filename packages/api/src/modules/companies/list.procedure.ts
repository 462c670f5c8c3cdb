import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { listCompanies } from './companies.service.ts';
import { listCompaniesMeta, ZListCompaniesInput, ZListCompaniesOutput } from './list.schema.ts';

export const listCompaniesProcedure = ondernemerProcedure
  .meta(listCompaniesMeta)
  .input(ZListCompaniesInput)
  .output(ZListCompaniesOutput)
  .query(({ ctx }) => listCompanies(ctx));
