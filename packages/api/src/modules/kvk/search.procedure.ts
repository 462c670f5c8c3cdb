import { protectedProcedure } from '../../trpc/procedures.ts';
import { searchKvk } from './kvk.service.ts';
import { searchKvkMeta, ZSearchKvkInput, ZSearchKvkOutput } from './search.schema.ts';

export const searchKvkProcedure = protectedProcedure
  .meta(searchKvkMeta)
  .input(ZSearchKvkInput)
  .output(ZSearchKvkOutput)
  .query(({ ctx, input }) => searchKvk(ctx, input));
