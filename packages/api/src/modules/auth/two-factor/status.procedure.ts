import { protectedProcedure } from '../../../trpc/procedures.ts';
import { statusMeta, ZStatusInput, ZStatusOutput } from './status.schema.ts';
import { twoFactorStatus } from './two-factor.service.ts';

export const statusProcedure = protectedProcedure
  .meta(statusMeta)
  .input(ZStatusInput)
  .output(ZStatusOutput)
  .query(({ ctx }) => twoFactorStatus(ctx));
