import { adviseurProcedure } from '../../../trpc/procedures.ts';
import {
  assignAdviseurAanvraagMeta,
  ZAssignAdviseurAanvraagInput,
  ZAssignAdviseurAanvraagOutput,
} from './assign.schema.ts';
import { assignAdviseurAanvraag } from '../adviseur.service.ts';

export const assignAdviseurAanvraagProcedure = adviseurProcedure
  .meta(assignAdviseurAanvraagMeta)
  .input(ZAssignAdviseurAanvraagInput)
  .output(ZAssignAdviseurAanvraagOutput)
  .mutation(({ ctx, input }) => assignAdviseurAanvraag(ctx, input));
