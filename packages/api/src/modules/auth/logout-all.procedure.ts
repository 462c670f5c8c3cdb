import { protectedProcedure } from '../../trpc/procedures.ts';
import { logoutAllMeta, ZLogoutAllInput, ZLogoutAllOutput } from './logout-all.schema.ts';
import { logoutEverywhere } from './tokens.service.ts';

export const logoutAllProcedure = protectedProcedure
  .meta(logoutAllMeta)
  .input(ZLogoutAllInput)
  .output(ZLogoutAllOutput)
  .mutation(({ ctx }) => logoutEverywhere(ctx));
