// notifications.acceptInvitation → POST /notifications/{id}/accept
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZPartner } from '../companies/partners/partner.schema.ts';
import { ZNotificationIdInput } from '../notify/notification.schema.ts';

export const acceptInvitationMeta = {
  openapi: {
    method: 'POST',
    path: '/notifications/{id}/accept',
    tags: ['notifications'],
    summary: 'Partneruitnodiging accepteren: de aanroeper wordt partner',
    description:
      'Het aandeel gaat af van dat van de uitnodiger (409 als hij het niet meer heeft). 409 ook als de uitnodiging verlopen, ingetrokken of al beantwoord is.',
    protect: true,
    errorResponses: {
      401: 'Niet ingelogd',
      403: 'Alleen ondernemers',
      404: 'Onbekend of niet van u',
      409: 'Verlopen, niet open, al partner of aandeel te klein',
    },
  },
} satisfies ApiMeta;

export const ZAcceptInvitationInput = ZNotificationIdInput;
export const ZAcceptInvitationOutput = ZPartner;
