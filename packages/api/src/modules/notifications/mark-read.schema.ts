// notifications.markRead → PUT /notifications/{id}/read
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZNotificationIdInput, ZNotificationMessage } from '../notify/notification.schema.ts';

export const markReadMeta = {
  openapi: {
    method: 'PUT',
    path: '/notifications/{id}/read',
    tags: ['notifications'],
    summary: 'Melding als gelezen markeren',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 404: 'Onbekend of niet van u' },
  },
} satisfies ApiMeta;

export const ZMarkReadInput = ZNotificationIdInput;
export const ZMarkReadOutput = ZNotificationMessage;
