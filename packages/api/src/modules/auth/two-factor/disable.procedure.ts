import { protectedProcedure } from '../../../trpc/procedures.ts';
import { disableMeta, ZDisableInput, ZDisableOutput } from './disable.schema.ts';
import { disableTwoFactor } from './two-factor.service.ts';

export const disableProcedure = protectedProcedure
  .meta(disableMeta)
  .input(ZDisableInput)
  .output(ZDisableOutput)
  .mutation(({ ctx, input }) => disableTwoFactor(ctx, input));
