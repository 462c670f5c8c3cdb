import { protectedProcedure } from '../../trpc/procedures.ts';
import { listNotifications } from './notifications.service.ts';
import { listNotificationsMeta, ZListNotificationsInput, ZListNotificationsOutput } from './list.schema.ts';

export const listNotificationsProcedure = protectedProcedure
  .meta(listNotificationsMeta)
  .input(ZListNotificationsInput)
  .output(ZListNotificationsOutput)
  .query(({ ctx, input }) => listNotifications(ctx, input));
