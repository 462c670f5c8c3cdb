import { publicProcedure } from '../../trpc/procedures.ts';
import { register } from './auth.service.ts';
import { registerMeta, ZRegisterInput, ZRegisterOutput } from './register.schema.ts';

export const registerProcedure = publicProcedure
  .meta(registerMeta)
  .input(ZRegisterInput)
  .output(ZRegisterOutput)
  .mutation(({ ctx, input }) => register(ctx, input));
