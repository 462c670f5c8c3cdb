import { createRouter } from '../../trpc/init.ts';
import { healthCheckProcedure } from './check.procedure.ts';

export const healthRouter = createRouter({
  check: healthCheckProcedure,
});
