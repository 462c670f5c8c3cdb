import { createRouter } from '../../../trpc/init.ts';
import { derivedFinancialsProcedure } from './derived.procedure.ts';
import { fromDocumentsProcedure } from './from-documents.procedure.ts';
import { getFinancialsProcedure } from './get.procedure.ts';
import { submitFinancialsProcedure } from './submit.procedure.ts';
import { updateYearProcedure } from './update-year.procedure.ts';

export const financialsRouter = createRouter({
  get: getFinancialsProcedure,
  derived: derivedFinancialsProcedure,
  fromDocuments: fromDocumentsProcedure,
  submit: submitFinancialsProcedure,
  updateYear: updateYearProcedure,
});
