import { protectedProcedure } from '../../trpc/procedures.ts';
import { markRead } from './notifications.service.ts';
import { markReadMeta, ZMarkReadInput, ZMarkReadOutput } from './mark-read.schema.ts';

export const markReadProcedure = protectedProcedure
  .meta(markReadMeta)
  .input(ZMarkReadInput)
  .output(ZMarkReadOutput)
  .mutation(({ ctx, input }) => markRead(ctx, input));
