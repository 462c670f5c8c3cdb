import { publicProcedure } from '../../trpc/procedures.ts';
import { refreshMeta, ZRefreshInput, ZRefreshOutput } from './refresh.schema.ts';
import { refresh } from './tokens.service.ts';

export const refreshProcedure = publicProcedure
  .meta(refreshMeta)
  .input(ZRefreshInput)
  .output(ZRefreshOutput)
  .mutation(({ ctx, input }) => refresh(ctx, input));
