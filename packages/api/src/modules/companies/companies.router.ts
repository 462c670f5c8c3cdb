import { createRouter } from '../../trpc/init.ts';
import { addCompanyProcedure } from './add.procedure.ts';
import { dashboardCompaniesProcedure } from './dashboard.procedure.ts';
import { deleteCompanyProcedure } from './delete.procedure.ts';
import { eigendomRouter } from './eigendom/eigendom.router.ts';
import { financialsRouter } from './financials/financials.router.ts';
import { getCompanyProcedure } from './get.procedure.ts';
import { listCompaniesProcedure } from './list.procedure.ts';
import { partnersRouter } from './partners/partners.router.ts';
import { companyRoleProcedure } from './role.procedure.ts';
import { updateCompanyProcedure } from './update.procedure.ts';

// Order matters for REST matching: static paths (/companies/dashboard, /companies/financials/…)
// before /companies/{companyId}.
export const companiesRouter = createRouter({
  add: addCompanyProcedure,
  list: listCompaniesProcedure,
  dashboard: dashboardCompaniesProcedure,
  financials: financialsRouter,
  partners: partnersRouter,
  role: companyRoleProcedure,
  get: getCompanyProcedure,
  update: updateCompanyProcedure,
  delete: deleteCompanyProcedure,
  eigendom: eigendomRouter,
});
