import { createRouter } from '../../trpc/init.ts';
import { listChatProcedure } from './list.procedure.ts';
import { sendChatProcedure } from './send.procedure.ts';
import { chatUnreadCountProcedure } from './unread-count.procedure.ts';
import { chatConversationsProcedure } from './conversations.procedure.ts';

export const chatRouter = createRouter({
  unreadCount: chatUnreadCountProcedure,
  list: listChatProcedure,
  send: sendChatProcedure,
  conversations: chatConversationsProcedure,
});
