import { createRouter } from '../../../trpc/init.ts';
import { decideEigendomProcedure } from './decide.procedure.ts';

export const eigendomRouter = createRouter({
  decide: decideEigendomProcedure,
});
