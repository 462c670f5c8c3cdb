// notifications.forAanvraag → GET /notifications/aanvraag/{aanvraagId}
import { z } from 'zod';
import type { ApiMeta } from '../../trpc/meta.ts';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { ZNotificationMessage } from '../notify/notification.schema.ts';

export const forAanvraagMeta = {
  openapi: {
    method: 'GET',
    path: '/notifications/aanvraag/{aanvraagId}',
    tags: ['notifications'],
    summary: 'De meldingen bij één aanvraag, nieuwste eerst',
    description:
      'Een ondernemer (eigenaar of partner) ziet zijn eigen meldingen over de aanvraag, een adviseur alle meldingen die over de aanvraag zijn verstuurd.',
    protect: true,
    errorResponses: { 401: 'Niet ingelogd', 404: 'Onbekende aanvraag of niet de uwe' },
  },
} satisfies ApiMeta;

export const ZForAanvraagInput = z.object({ aanvraagId: ZId });
export const ZForAanvraagOutput = z.array(ZNotificationMessage);
export type TForAanvraagInput = z.infer<typeof ZForAanvraagInput>;
