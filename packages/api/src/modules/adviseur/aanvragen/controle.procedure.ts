import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { controleAanvraagMeta, ZControleAanvraagInput, ZControleAanvraagOutput } from './controle.schema.ts';
import { recordControle } from '../../verklaring/controle.service.ts';

export const controleAanvraagProcedure = adviseurProcedure
  .meta(controleAanvraagMeta)
  .input(ZControleAanvraagInput)
  .output(ZControleAanvraagOutput)
  .mutation(({ ctx, input }) => recordControle(ctx, input));
