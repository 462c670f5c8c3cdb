// notifications.list → GET /notifications
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZNotificationMessage } from '../notify/notification.schema.ts';

export const listNotificationsMeta = {
  openapi: {
    method: 'GET',
    path: '/notifications',
    tags: ['notifications'],
    summary: 'Mijn meldingen, nieuwste eerst',
    description:
      'Hoogstens `limit` (standaard 50, max. 100) meldingen; `ongelezen=true` alleen de ongelezen. Het aantal ongelezen: GET /notifications/unread-count.',
    protect: true,
    errorResponses: { 400: 'Ongeldige invoer', 401: 'Niet ingelogd' },
  },
} satisfies ApiMeta;

export const ZListNotificationsInput = z
  .object({
    ongelezen: z.enum(['true', 'false'], { error: 'ongelezen is true of false' }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .optional();
export const ZListNotificationsOutput = z.array(ZNotificationMessage);
export type TListNotificationsInput = z.infer<typeof ZListNotificationsInput>;
