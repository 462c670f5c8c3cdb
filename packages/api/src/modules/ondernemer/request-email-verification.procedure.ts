import { ondernemerProcedure } from '../../trpc/procedures.ts';
import { requestEmailChange } from './ondernemer.service.ts';
import {
  requestEmailVerificationMeta,
  ZRequestEmailVerificationInput,
  ZRequestEmailVerificationOutput,
} from './request-email-verification.schema.ts';

export const requestEmailVerificationProcedure = ondernemerProcedure
  .meta(requestEmailVerificationMeta)
  .input(ZRequestEmailVerificationInput)
  .output(ZRequestEmailVerificationOutput)
  .mutation(({ ctx, input }) => requestEmailChange(ctx, input));
