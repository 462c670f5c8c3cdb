import { protectedProcedure } from '../../../trpc/procedures.ts';
import { verifyMeta, ZVerifyInput, ZVerifyOutput } from './verify.schema.ts';
import { verifyTwoFactor } from './two-factor.service.ts';

export const verifyProcedure = protectedProcedure
  .meta(verifyMeta)
  .input(ZVerifyInput)
  .output(ZVerifyOutput)
  .mutation(({ ctx, input }) => verifyTwoFactor(ctx, input));
