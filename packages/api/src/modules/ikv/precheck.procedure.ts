import { publicProcedure } from '../../trpc/procedures.ts';
import { precheckMeta, ZPrecheckInput, ZPrecheckOutput } from './precheck.schema.ts';
import { precheckIkv } from './voorcheck.service.ts';

export const precheckProcedure = publicProcedure
  .meta(precheckMeta)
  .input(ZPrecheckInput)
  .output(ZPrecheckOutput)
  .mutation(({ ctx, input }) => precheckIkv(ctx, input));
