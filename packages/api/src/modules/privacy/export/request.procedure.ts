import { protectedProcedure } from '../../../trpc/procedures.ts';
import { requestExport } from '../export.service.ts';
import { requestMeta, ZRequestInput, ZRequestOutput } from './request.schema.ts';

export const requestProcedure = protectedProcedure
  .meta(requestMeta)
  .input(ZRequestInput)
  .output(ZRequestOutput)
  .mutation(({ ctx }) => requestExport(ctx));
