import { createRouter } from '../../../trpc/init.ts';
import { getAdviseurAanvraagProcedure } from './get.procedure.ts';
import { listAdviseurAanvragenProcedure } from './list.procedure.ts';
import { updateAdviseurAanvraagProcedure } from './update.procedure.ts';
import { assignAdviseurAanvraagProcedure } from './assign.procedure.ts';
import { controleAanvraagProcedure } from './controle.procedure.ts';

export const adviseurAanvragenRouter = createRouter({
  list: listAdviseurAanvragenProcedure,
  get: getAdviseurAanvraagProcedure,
  update: updateAdviseurAanvraagProcedure,
  assign: assignAdviseurAanvraagProcedure,
  controle: controleAanvraagProcedure,
});
