// notifications.claimInvitation → POST /notifications/invitations/claim
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZNotificationMessage } from '../notify/notification.schema.ts';

export const claimInvitationMeta = {
  openapi: {
    method: 'POST',
    path: '/notifications/invitations/claim',
    tags: ['notifications'],
    summary: 'Uitnodiging uit de e-mail ophalen (na registratie of inloggen)',
    description:
      'De link in de uitnodigingsmail bevat een token. Met dat token komt de uitnodiging als melding bij de aanroeper, die haar daarna accepteert of afwijst. ' +
      'Alleen voor het uitgenodigde e-mailadres (anders 404). Herhalen geeft dezelfde melding.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Niet ingelogd',
      404: 'Onbekend of niet voor u',
      409: 'Verlopen of niet open',
    },
  },
} satisfies ApiMeta;

export const ZClaimInvitationInput = z.object({ token: z.string().trim().min(20).max(200) });
export const ZClaimInvitationOutput = ZNotificationMessage;
export type TClaimInvitationInput = z.infer<typeof ZClaimInvitationInput>;
