import { createRouter } from '../../trpc/init.ts';
import { taalProcedure } from './taal.procedure.ts';
import { naamProcedure } from './naam.procedure.ts';

export const accountRouter = createRouter({
  taal: taalProcedure,
  naam: naamProcedure,
});
