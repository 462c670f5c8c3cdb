import { ondernemerProcedure } from '../../../trpc/procedures.ts';
import { listMijnKoppelingenMeta, ZListMijnKoppelingenInput, ZListMijnKoppelingenOutput } from './list.schema.ts';
import { listMijnKoppelingen } from '../koppelingen.service.ts';

export const listMijnKoppelingenProcedure = ondernemerProcedure
  .meta(listMijnKoppelingenMeta)
  .input(ZListMijnKoppelingenInput)
  .output(ZListMijnKoppelingenOutput)
  .query(({ ctx }) => listMijnKoppelingen(ctx));
