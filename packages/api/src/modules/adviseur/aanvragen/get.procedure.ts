import { adviseurProcedure } from '../../../trpc/procedures.ts';
import { getAdviseurAanvraagMeta, ZGetAdviseurAanvraagInput, ZGetAdviseurAanvraagOutput } from './get.schema.ts';
import { getAdviseurAanvraag } from '../adviseur.service.ts';

export const getAdviseurAanvraagProcedure = adviseurProcedure
  .meta(getAdviseurAanvraagMeta)
  .input(ZGetAdviseurAanvraagInput)
  .output(ZGetAdviseurAanvraagOutput)
  .query(({ ctx, input }) => getAdviseurAanvraag(ctx, input.id));
