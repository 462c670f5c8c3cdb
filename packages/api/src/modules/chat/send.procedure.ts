import { protectedProcedure } from '../../trpc/procedures.ts';
import { sendChat } from './chat.service.ts';
import { sendChatMeta, ZSendChatInput, ZSendChatOutput } from './send.schema.ts';

export const sendChatProcedure = protectedProcedure
  .meta(sendChatMeta)
  .input(ZSendChatInput)
  .output(ZSendChatOutput)
  .mutation(({ ctx, input }) => sendChat(ctx, input));
