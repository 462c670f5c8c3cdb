import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { changePasswordMeta, ZChangePasswordInput, ZChangePasswordOutput } from './change-password.schema.ts';
import { changePassword } from './ondernemer.service.ts';

export const changePasswordProcedure = ondernemerProcedure
  .meta(changePasswordMeta)
  .input(ZChangePasswordInput)
  .output(ZChangePasswordOutput)
  .mutation(({ ctx, input }) => changePassword(ctx, input));
