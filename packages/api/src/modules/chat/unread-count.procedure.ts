import { protectedProcedure } from '../../trpc/procedures.ts';
import { chatUnreadCount } from './chat.service.ts';
import { chatUnreadCountMeta, ZChatUnreadCountInput, ZChatUnreadCountOutput } from './unread-count.schema.ts';

export const chatUnreadCountProcedure = protectedProcedure
  .meta(chatUnreadCountMeta)
  .input(ZChatUnreadCountInput)
  .output(ZChatUnreadCountOutput)
  .query(({ ctx }) => chatUnreadCount(ctx));
