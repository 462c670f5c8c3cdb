import { protectedProcedure } from '../../../trpc/procedures.ts';
import { listInzage } from '../inzage.service.ts';
import { listMeta, ZListInput, ZListOutput } from './list.schema.ts';

export const listProcedure = protectedProcedure
  .meta(listMeta)
  .input(ZListInput)
  .output(ZListOutput)
  .query(({ ctx }) => listInzage(ctx));
