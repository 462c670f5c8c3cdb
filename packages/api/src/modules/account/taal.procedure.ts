import { protectedProcedure } from '../../trpc/procedures.ts';
import { setTaal } from './account.service.ts';
import { taalMeta, ZTaalInput, ZTaalOutput } from './taal.schema.ts';

export const taalProcedure = protectedProcedure
  .meta(taalMeta)
  .input(ZTaalInput)
  .output(ZTaalOutput)
  .mutation(({ ctx, input }) => setTaal(ctx, input));
