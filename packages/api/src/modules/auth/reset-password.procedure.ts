import { publicProcedure } from '../../trpc/procedures.ts';
import { resetPasswordMeta, ZResetPasswordInput, ZResetPasswordOutput } from './reset-password.schema.ts';
import { resetPassword } from './verification.service.ts';

export const resetPasswordProcedure = publicProcedure
  .meta(resetPasswordMeta)
  .input(ZResetPasswordInput)
  .output(ZResetPasswordOutput)
  .mutation(({ ctx, input }) => resetPassword(ctx, input));
