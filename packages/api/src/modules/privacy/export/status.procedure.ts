import { protectedProcedure } from '../../../trpc/procedures.ts';
import { exportStatus } from '../export.service.ts';
import { statusMeta, ZStatusInput, ZStatusOutput } from './status.schema.ts';

export const statusProcedure = protectedProcedure
  .meta(statusMeta)
  .input(ZStatusInput)
  .output(ZStatusOutput)
  .query(({ ctx, input }) => exportStatus(ctx, input.id));
