import { createRouter } from '../../trpc/init.ts';
import { calculateIkvProcedure } from './calculate.procedure.ts';
import { precheckProcedure } from './precheck.procedure.ts';

export const ikvRouter = createRouter({
  calculate: calculateIkvProcedure,
  precheck: precheckProcedure,
});
