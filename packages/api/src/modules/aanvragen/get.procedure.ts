import { ondernemerAanvraagReadProcedure } from './aanvraag-access.procedure-base.ts';
import { getAanvraagMeta, ZGetAanvraagInput, ZGetAanvraagOutput } from './get.schema.ts';
import { loadAanvraagVolledig } from './aanvragen.service.ts';

export const getAanvraagProcedure = ondernemerAanvraagReadProcedure
  .meta(getAanvraagMeta)
  .input(ZGetAanvraagInput)
  .output(ZGetAanvraagOutput)
  .query(({ ctx }) => loadAanvraagVolledig(ctx, ctx.aanvraag.id));
