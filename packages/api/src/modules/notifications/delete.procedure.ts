import { protectedProcedure } from '../../trpc/procedures.ts';
import { deleteNotification } from './notifications.service.ts';
import { deleteNotificationMeta, ZDeleteNotificationInput, ZDeleteNotificationOutput } from './delete.schema.ts';

export const deleteNotificationProcedure = protectedProcedure
  .meta(deleteNotificationMeta)
  .input(ZDeleteNotificationInput)
  .output(ZDeleteNotificationOutput)
  .mutation(({ ctx, input }) => deleteNotification(ctx, input));
