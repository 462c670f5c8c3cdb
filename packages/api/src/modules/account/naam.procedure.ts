import { adviseurProcedure } from '../../trpc/procedures.ts';
import { setNaam } from './account.service.ts';
import { naamMeta, ZNaamInput, ZNaamOutput } from './naam.schema.ts';

export const naamProcedure = adviseurProcedure
  .meta(naamMeta)
  .input(ZNaamInput)
  .output(ZNaamOutput)
  .mutation(({ ctx, input }) => setNaam(ctx, input));
