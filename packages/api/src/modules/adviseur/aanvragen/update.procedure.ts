import { adviseurProcedure } from '../../../trpc/procedures.ts';
import {
  updateAdviseurAanvraagMeta,
  ZUpdateAdviseurAanvraagInput,
  ZUpdateAdviseurAanvraagOutput,
} from './update.schema.ts';
import { updateAdviseurAanvraag } from '../adviseur.service.ts';

export const updateAdviseurAanvraagProcedure = adviseurProcedure
  .meta(updateAdviseurAanvraagMeta)
  .input(ZUpdateAdviseurAanvraagInput)
  .output(ZUpdateAdviseurAanvraagOutput)
  .mutation(({ ctx, input }) => updateAdviseurAanvraag(ctx, input));
