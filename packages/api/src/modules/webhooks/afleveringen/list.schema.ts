// webhooks.afleveringen.list → GET /webhooks/{id}/afleveringen (client)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZWebhookAflevering, ZWebhookIdInput } from '../webhook.schema.ts';

export const listAfleveringenMeta = {
  openapi: {
    method: 'GET',
    path: '/webhooks/{id}/afleveringen',
    tags: ['integraties'],
    summary: 'Het afleverlogboek van een webhookadres, nieuwste eerst (API-client)',
    description: 'De laatste 100 afleveringen met status, aantal pogingen en de HTTP-status van de laatste poging.',
    protect: true,
    errorResponses: {
      401: 'Geen geldig access token',
      403: 'Geen API-client',
      404: 'Onbekend of niet van deze client',
      429: 'Te veel verzoeken',
    },
  },
} satisfies ApiMeta;

export const ZListAfleveringenInput = ZWebhookIdInput;
export const ZListAfleveringenOutput = z.array(ZWebhookAflevering);
