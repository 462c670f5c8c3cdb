// chat.unreadCount → GET /chat/unread-count
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';

export const chatUnreadCountMeta = {
  openapi: {
    method: 'GET',
    path: '/chat/unread-count',
    tags: ['chat'],
    summary: 'Het aantal ongelezen chatberichten over al mijn aanvragen',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd' },
  },
} satisfies ApiMeta;

export const ZChatUnreadCountInput = z.object({}).optional();
export const ZChatUnreadCountOutput = z.object({ aantal: z.number().int().min(0) });
