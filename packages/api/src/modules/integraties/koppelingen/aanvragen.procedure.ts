import { clientProcedure } from '../client.procedure-base.ts';
import { koppelingAanvragenMeta, ZKoppelingAanvragenInput, ZKoppelingAanvragenOutput } from './aanvragen.schema.ts';
import { koppelingAanvragen } from '../koppelingen.service.ts';

export const koppelingAanvragenProcedure = clientProcedure('aanvragen:lezen')
  .meta(koppelingAanvragenMeta)
  .input(ZKoppelingAanvragenInput)
  .output(ZKoppelingAanvragenOutput)
  .query(({ ctx, input }) => koppelingAanvragen(ctx, input.id));
