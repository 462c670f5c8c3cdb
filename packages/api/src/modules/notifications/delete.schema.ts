// notifications.delete → DELETE /notifications/{id}
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZNotificationIdInput } from '../notify/notification.schema.ts';

export const deleteNotificationMeta = {
  openapi: {
    method: 'DELETE',
    path: '/notifications/{id}',
    tags: ['notifications'],
    summary: 'Melding verwijderen',
    description:
      'Een openstaande uitnodiging blijft bestaan; wie de melding verwijdert, kan haar later niet meer vanuit de meldingen beantwoorden.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 404: 'Onbekend of niet van u' },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZDeleteNotificationInput = ZNotificationIdInput;
export const ZDeleteNotificationOutput = z.void();
