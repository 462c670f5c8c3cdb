import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { dashboardCompanies } from './companies.service.ts';
import { dashboardCompaniesMeta, ZDashboardCompaniesInput, ZDashboardCompaniesOutput } from './dashboard.schema.ts';

export const dashboardCompaniesProcedure = ondernemerProcedure
  .meta(dashboardCompaniesMeta)
  .input(ZDashboardCompaniesInput)
  .output(ZDashboardCompaniesOutput)
  .query(({ ctx }) => dashboardCompanies(ctx));
