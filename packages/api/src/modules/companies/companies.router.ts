import { createRouter } from '../../trpc/init.ts';
import { addCompanyProcedure } from './add.procedure.ts';
import { financialsRouter } from './financials/financials.router.ts';
import { getCompanyProcedure } from './get.procedure.ts';
import { listCompaniesProcedure } from './list.procedure.ts';

export const companiesRouter = createRouter({
  add: addCompanyProcedure,
  list: listCompaniesProcedure,
  get: getCompanyProcedure,
  financials: financialsRouter,
});
