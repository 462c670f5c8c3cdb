import { protectedProcedure } from '../../trpc/procedures.ts';
import { listChat } from './chat.service.ts';
import { listChatMeta, ZListChatInput, ZListChatOutput } from './list.schema.ts';

export const listChatProcedure = protectedProcedure
  .meta(listChatMeta)
  .input(ZListChatInput)
  .output(ZListChatOutput)
  .query(({ ctx, input }) => listChat(ctx, input));
