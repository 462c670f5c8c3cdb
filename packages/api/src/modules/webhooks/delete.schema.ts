// webhooks.delete → DELETE /webhooks/{id} (client)
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZWebhookIdInput } from './webhook.schema.ts';

export const deleteWebhookMeta = {
  openapi: {
    method: 'DELETE',
    path: '/webhooks/{id}',
    tags: ['integraties'],
    summary: 'Een webhookadres afmelden (API-client)',
    description: 'Met zijn afleveringen; wat nog wachtte gaat niet meer. Een adres van een andere client geeft 404.',
    protect: true,
    errorResponses: {
      401: 'Geen geldig access token',
      403: 'Geen API-client',
      404: 'Onbekend of niet van deze client',
      429: 'Te veel verzoeken',
    },
  },
  successStatus: 204,
} satisfies ApiMeta;

export const ZDeleteWebhookInput = ZWebhookIdInput;
export const ZDeleteWebhookOutput = z.void();
