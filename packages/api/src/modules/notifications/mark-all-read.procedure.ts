import { protectedProcedure } from '../../trpc/procedures.ts';
import { markAllRead } from './notifications.service.ts';
import { markAllReadMeta, ZMarkAllReadInput, ZMarkAllReadOutput } from './mark-all-read.schema.ts';

export const markAllReadProcedure = protectedProcedure
  .meta(markAllReadMeta)
  .input(ZMarkAllReadInput)
  .output(ZMarkAllReadOutput)
  .mutation(({ ctx }) => markAllRead(ctx));
