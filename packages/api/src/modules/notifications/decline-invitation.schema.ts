// notifications.declineInvitation → POST /notifications/{id}/decline
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZNotificationIdInput } from '../notify/notification.schema.ts';

export const declineInvitationMeta = {
  openapi: {
    method: 'POST',
    path: '/notifications/{id}/decline',
    tags: ['notifications'],
    summary: 'Partneruitnodiging afwijzen',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 404: 'Onbekend of niet van u', 409: 'Verlopen of niet open' },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZDeclineInvitationInput = ZNotificationIdInput;
export const ZDeclineInvitationOutput = z.void();
