import { ondernemerAanvraagProcedure } from './aanvraag-access.procedure-base.ts';
import {
  supplementedAanvraagMeta,
  ZSupplementedAanvraagInput,
  ZSupplementedAanvraagOutput,
} from './supplemented.schema.ts';
import { supplementAanvraag } from './aanvragen.service.ts';

export const supplementedAanvraagProcedure = ondernemerAanvraagProcedure
  .meta(supplementedAanvraagMeta)
  .input(ZSupplementedAanvraagInput)
  .output(ZSupplementedAanvraagOutput)
  .mutation(({ ctx, input }) => supplementAanvraag(ctx, input));
