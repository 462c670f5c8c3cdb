// webhooks.list → GET /webhooks (client)
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZWebhookEndpoint } from './webhook.schema.ts';

export const listWebhooksMeta = {
  openapi: {
    method: 'GET',
    path: '/webhooks',
    tags: ['integraties'],
    summary: 'De webhookadressen van deze client (API-client)',
    description: 'Zonder geheim (dat staat alleen in het antwoord van POST /webhooks).',
    protect: true,
    errorResponses: { 401: 'Geen geldig access token', 403: 'Geen API-client', 429: 'Te veel verzoeken' },
  },
} satisfies ApiMeta;

export const ZListWebhooksInput = z.void();
export const ZListWebhooksOutput = z.array(ZWebhookEndpoint);
