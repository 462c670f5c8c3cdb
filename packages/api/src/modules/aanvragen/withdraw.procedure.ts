import { ondernemerAanvraagProcedure } from './aanvraag-access.procedure-base.ts';
import { withdrawAanvraagMeta, ZWithdrawAanvraagInput, ZWithdrawAanvraagOutput } from './withdraw.schema.ts';
import { withdrawAanvraag } from './aanvragen.service.ts';

export const withdrawAanvraagProcedure = ondernemerAanvraagProcedure
  .meta(withdrawAanvraagMeta)
  .input(ZWithdrawAanvraagInput)
  .output(ZWithdrawAanvraagOutput)
  .mutation(({ ctx, input }) => withdrawAanvraag(ctx, input));
