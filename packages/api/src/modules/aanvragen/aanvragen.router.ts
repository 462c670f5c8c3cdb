import { createRouter } from '../../trpc/init.ts';
import { createAanvraagProcedure } from './create.procedure.ts';
import { getAanvraagProcedure } from './get.procedure.ts';
import { listAanvragenProcedure } from './list.procedure.ts';
import { withdrawAanvraagProcedure } from './withdraw.procedure.ts';
import { supplementedAanvraagProcedure } from './supplemented.procedure.ts';
import { aanvullingRouter } from './aanvulling/aanvulling.router.ts';

export const aanvragenRouter = createRouter({
  create: createAanvraagProcedure,
  list: listAanvragenProcedure,
  get: getAanvraagProcedure,
  withdraw: withdrawAanvraagProcedure,
  supplemented: supplementedAanvraagProcedure,
  aanvulling: aanvullingRouter,
});
