import { publicProcedure } from '../../trpc/procedures.ts';
import { loginRecoveryCode } from './auth.service.ts';
import {
  loginRecoveryCodeMeta,
  ZLoginRecoveryCodeInput,
  ZLoginRecoveryCodeOutput,
} from './login-recovery-code.schema.ts';

export const loginRecoveryCodeProcedure = publicProcedure
  .meta(loginRecoveryCodeMeta)
  .input(ZLoginRecoveryCodeInput)
  .output(ZLoginRecoveryCodeOutput)
  .mutation(({ ctx, input }) => loginRecoveryCode(ctx, input));
