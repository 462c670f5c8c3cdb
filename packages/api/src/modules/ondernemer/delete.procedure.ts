import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { deleteMeta, ZDeleteInput, ZDeleteOutput } from './delete.schema.ts';
import { deleteAccount } from './ondernemer.service.ts';

export const deleteProcedure = ondernemerProcedure
  .meta(deleteMeta)
  .input(ZDeleteInput)
  .output(ZDeleteOutput)
  .mutation(({ ctx, input }) => deleteAccount(ctx, input));
