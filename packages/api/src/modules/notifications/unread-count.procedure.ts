import { protectedProcedure } from '../../trpc/procedures.ts';
import { unreadCount } from './notifications.service.ts';
import { unreadCountMeta, ZUnreadCountInput, ZUnreadCountOutput } from './unread-count.schema.ts';

export const unreadCountProcedure = protectedProcedure
  .meta(unreadCountMeta)
  .input(ZUnreadCountInput)
  .output(ZUnreadCountOutput)
  .query(({ ctx }) => unreadCount(ctx));
