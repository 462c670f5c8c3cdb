import { publicProcedure } from '../../trpc/procedures.ts';
import { verificationMeta, ZVerificationInput, ZVerificationOutput } from './verification.schema.ts';
import { verification } from './verification.service.ts';

export const verificationProcedure = publicProcedure
  .meta(verificationMeta)
  .input(ZVerificationInput)
  .output(ZVerificationOutput)
  .mutation(({ ctx, input }) => verification(ctx, input));
