import { publicProcedure } from '../../trpc/procedures.ts';
import { loginTwoFactor } from './auth.service.ts';
import { loginTwoFactorMeta, ZLoginTwoFactorInput, ZLoginTwoFactorOutput } from './login-two-factor.schema.ts';

export const loginTwoFactorProcedure = publicProcedure
  .meta(loginTwoFactorMeta)
  .input(ZLoginTwoFactorInput)
  .output(ZLoginTwoFactorOutput)
  .mutation(({ ctx, input }) => loginTwoFactor(ctx, input));
