// notifications.unreadCount → GET /notifications/unread-count (the badge)
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';

export const unreadCountMeta = {
  openapi: {
    method: 'GET',
    path: '/notifications/unread-count',
    tags: ['notifications'],
    summary: 'Aantal ongelezen meldingen',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd' },
  },
} satisfies ApiMeta;

export const ZUnreadCountInput = z.object({}).optional();
export const ZUnreadCountOutput = z.object({ aantal: z.number().int() });
