import { createRouter } from '../../../trpc/init.ts';
import { withdrawVerklaringProcedure } from './withdraw.procedure.ts';

export const adviseurVerklaringRouter = createRouter({
  withdraw: withdrawVerklaringProcedure,
});
