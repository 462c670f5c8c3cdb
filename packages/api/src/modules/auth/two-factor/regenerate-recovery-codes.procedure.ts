import { protectedProcedure } from '../../../trpc/procedures.ts';
import {
  regenerateRecoveryCodesMeta,
  ZRegenerateRecoveryCodesInput,
  ZRegenerateRecoveryCodesOutput,
} from './regenerate-recovery-codes.schema.ts';
import { regenerateRecoveryCodes } from './two-factor.service.ts';

export const regenerateRecoveryCodesProcedure = protectedProcedure
  .meta(regenerateRecoveryCodesMeta)
  .input(ZRegenerateRecoveryCodesInput)
  .output(ZRegenerateRecoveryCodesOutput)
  .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx, input));
