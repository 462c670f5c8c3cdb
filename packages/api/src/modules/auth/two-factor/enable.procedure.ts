import { protectedProcedure } from '../../../trpc/procedures.ts';
import { enableMeta, ZEnableInput, ZEnableOutput } from './enable.schema.ts';
import { enableTwoFactor } from './two-factor.service.ts';

export const enableProcedure = protectedProcedure
  .meta(enableMeta)
  .input(ZEnableInput)
  .output(ZEnableOutput)
  .mutation(({ ctx, input }) => enableTwoFactor(ctx, input));
