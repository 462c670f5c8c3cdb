import { protectedProcedure } from '../../trpc/procedures.ts';
import { logoutMeta, ZLogoutInput, ZLogoutOutput } from './logout.schema.ts';
import { logout } from './tokens.service.ts';

export const logoutProcedure = protectedProcedure
  .meta(logoutMeta)
  .input(ZLogoutInput)
  .output(ZLogoutOutput)
  .mutation(({ ctx, input }) => logout(ctx, input));
