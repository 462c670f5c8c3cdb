import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { listAanvragenMeta, ZListAanvragenInput, ZListAanvragenOutput } from './list.schema.ts';
import { listAanvragen } from './aanvragen.service.ts';

export const listAanvragenProcedure = ondernemerProcedure
  .meta(listAanvragenMeta)
  .input(ZListAanvragenInput)
  .output(ZListAanvragenOutput)
  .query(({ ctx }) => listAanvragen(ctx));
