import { publicProcedure } from '../../trpc/procedures.ts';
import { login } from './auth.service.ts';
import { loginMeta, ZLoginInput, ZLoginOutput } from './login.schema.ts';

export const loginProcedure = publicProcedure
  .meta(loginMeta)
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(({ ctx, input }) => login(ctx, input));
