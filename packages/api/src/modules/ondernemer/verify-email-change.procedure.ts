import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { verifyEmailChange } from './ondernemer.service.ts';
import {
  verifyEmailChangeMeta,
  ZVerifyEmailChangeInput,
  ZVerifyEmailChangeOutput,
} from './verify-email-change.schema.ts';

export const verifyEmailChangeProcedure = ondernemerProcedure
  .meta(verifyEmailChangeMeta)
  .input(ZVerifyEmailChangeInput)
  .output(ZVerifyEmailChangeOutput)
  .mutation(({ ctx, input }) => verifyEmailChange(ctx, input));
