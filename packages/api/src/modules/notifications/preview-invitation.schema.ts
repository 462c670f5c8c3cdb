// notifications.previewInvitation → POST /notifications/invitations/preview
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZInvitationPreview } from '../companies/partners/invitation-preview.schema.ts';

export const previewInvitationMeta = {
  openapi: {
    method: 'POST',
    path: '/notifications/invitations/preview',
    tags: ['notifications'],
    summary: 'Wie nodigt wie uit voor welk bedrijf (de landingspagina van de uitnodigingsmail)',
    description:
      'Openbaar, maar alleen met het token uit de uitnodigingsmail: de naam van wie uitnodigt, het bedrijf (naam en KvK-nummer), ' +
      'het uitgenodigde e-mailadres, het aandeel en de status. Zonder geldig token 404, zonder iets te verraden. ' +
      'Zo ziet de ontvanger vóór registreren of inloggen waar hij aan begint, en staat zijn adres al ingevuld.',
    protect: false,
    errorResponses: {
      400: 'Ongeldige invoer',
      404: 'Onbekend token',
      429: 'Te veel pogingen',
    },
  },
} satisfies ApiMeta;

export const ZPreviewInvitationInput = z.object({ token: z.string().trim().min(20).max(200) });
export const ZPreviewInvitationOutput = ZInvitationPreview;
export type TPreviewInvitationInput = z.infer<typeof ZPreviewInvitationInput>;
