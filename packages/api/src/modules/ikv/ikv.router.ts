import { createRouter } from '../../trpc/init.ts';
import { calculateIkvProcedure } from './calculate.procedure.ts';

export const ikvRouter = createRouter({
  calculate: calculateIkvProcedure,
});
