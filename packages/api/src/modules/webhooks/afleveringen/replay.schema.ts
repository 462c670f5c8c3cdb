// webhooks.afleveringen.replay → POST /webhooks/{id}/afleveringen/{afleveringId}/opnieuw (client)
import type { ApiMeta } from '../../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../../shared/schema-primitives.schema.ts';
import { ZWebhookAflevering } from '../webhook.schema.ts';

export const replayAfleveringMeta = {
  openapi: {
    method: 'POST',
    path: '/webhooks/{id}/afleveringen/{afleveringId}/opnieuw',
    tags: ['integraties'],
    summary: 'Een aflevering opnieuw versturen (API-client)',
    description:
      'Dezelfde body en dezelfde webhook-id (zo herkent de ontvanger een dubbele), met een nieuwe tijd en handtekening; weer 24 uur lang opnieuw geprobeerd. Een uitgeschakeld adres staat daarna weer aan, en wat daar wachtte gaat alsnog.',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer',
      401: 'Geen geldig access token',
      403: 'Geen API-client',
      404: 'Onbekend of niet van deze client',
      429: 'Te veel verzoeken',
    },
  },
} satisfies ApiMeta;

export const ZReplayAfleveringInput = z.object({ id: ZId, afleveringId: ZId });
export const ZReplayAfleveringOutput = ZWebhookAflevering;
