import { createRouter } from '../../trpc/init.ts';
import { createAanvraagProcedure } from './create.procedure.ts';
import { getAanvraagProcedure } from './get.procedure.ts';
import { listAanvragenProcedure } from './list.procedure.ts';
import { withdrawAanvraagProcedure } from './withdraw.procedure.ts';

export const aanvragenRouter = createRouter({
  create: createAanvraagProcedure,
  list: listAanvragenProcedure,
  get: getAanvraagProcedure,
  withdraw: withdrawAanvraagProcedure,
});
