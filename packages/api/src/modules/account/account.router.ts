import { createRouter } from '../../trpc/init.ts';
import { taalProcedure } from './taal.procedure.ts';

export const accountRouter = createRouter({
  taal: taalProcedure,
});
