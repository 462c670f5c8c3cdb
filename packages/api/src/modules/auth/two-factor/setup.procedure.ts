import { protectedProcedure } from '../../../trpc/procedures.ts';
import { setupMeta, ZSetupInput, ZSetupOutput } from './setup.schema.ts';
import { setupTwoFactor } from './two-factor.service.ts';

export const setupProcedure = protectedProcedure
  .meta(setupMeta)
  .input(ZSetupInput)
  .output(ZSetupOutput)
  .mutation(({ ctx }) => setupTwoFactor(ctx));
