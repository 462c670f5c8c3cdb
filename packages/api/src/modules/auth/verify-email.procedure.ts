import { publicProcedure } from '../../trpc/procedures.ts';
import { verifyEmailMeta, ZVerifyEmailInput, ZVerifyEmailOutput } from './verify-email.schema.ts';
import { verifyEmail } from './verification.service.ts';

export const verifyEmailProcedure = publicProcedure
  .meta(verifyEmailMeta)
  .input(ZVerifyEmailInput)
  .output(ZVerifyEmailOutput)
  .mutation(({ ctx, input }) => verifyEmail(ctx, input));
