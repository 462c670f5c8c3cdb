// integraties.account.*: the entrepreneur's side of consent (API.md, Integrations).
import { createRouter } from '../../../trpc/init.ts';
import { listMijnKoppelingenProcedure } from './list.procedure.ts';
import { acceptKoppelingProcedure } from './accept.procedure.ts';
import { refuseKoppelingProcedure } from './refuse.procedure.ts';
import { endKoppelingProcedure } from './end.procedure.ts';

export const koppelingenAccountRouter = createRouter({
  list: listMijnKoppelingenProcedure,
  accept: acceptKoppelingProcedure,
  refuse: refuseKoppelingProcedure,
  end: endKoppelingProcedure,
});
