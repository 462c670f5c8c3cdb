import { protectedProcedure } from '../../trpc/procedures.ts';
import { chatConversations } from './chat.service.ts';
import { chatConversationsMeta, ZChatConversationsInput, ZChatConversationsOutput } from './conversations.schema.ts';

export const chatConversationsProcedure = protectedProcedure
  .meta(chatConversationsMeta)
  .input(ZChatConversationsInput)
  .output(ZChatConversationsOutput)
  .query(({ ctx, input }) => chatConversations(ctx, input?.limit ?? 50));
