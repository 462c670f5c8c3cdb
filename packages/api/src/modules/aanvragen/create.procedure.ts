import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { createAanvraagMeta, ZCreateAanvraagInput, ZCreateAanvraagOutput } from './create.schema.ts';
import { createAanvraag } from './aanvragen.service.ts';

export const createAanvraagProcedure = ondernemerProcedure
  .meta(createAanvraagMeta)
  .input(ZCreateAanvraagInput)
  .output(ZCreateAanvraagOutput)
  .mutation(({ ctx, input }) => createAanvraag(ctx, input));
