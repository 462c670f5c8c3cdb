import { createRouter } from '../../trpc/init.ts';
import { calculateOrientatieProcedure } from './calculate.procedure.ts';

export const orientatieRouter = createRouter({
  calculate: calculateOrientatieProcedure,
});
