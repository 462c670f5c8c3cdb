// webhooks.create → POST /webhooks (client, scope webhooks)
import type { ApiMeta } from '../../trpc/meta.ts';
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { ZWebhookEvent, ZWebhookUrl } from './webhook.schema.ts';

export const createWebhookMeta = {
  openapi: {
    method: 'POST',
    path: '/webhooks',
    tags: ['integraties'],
    summary: 'Een webhookadres aanmelden (API-client)',
    description:
      'Scope webhooks. Alleen https naar een openbaar adres: loopback, privé- en CGNAT-adressen, link-local (met 169.254.169.254) en IPv6 ULA/link-local/loopback worden geweigerd (400 WEBHOOK_URL_NIET_TOEGESTAAN), ook als de naam naar zo een adres wijst; bij elke verzending wordt de naam opnieuw opgezocht. Het antwoord bevat het geheim (whsec_…) één keer: daarmee controleert u de handtekening (Standard Webhooks, docs/webhooks.md).',
    protect: true,
    errorResponses: {
      400: 'Ongeldige invoer of adres niet toegestaan',
      401: 'Geen geldig access token',
      403: 'Geen API-client of scope ontbreekt',
      429: 'Te veel verzoeken',
    },
  },
  successStatus: 201,
} satisfies ApiMeta;

export const ZCreateWebhookInput = z.object({
  url: ZWebhookUrl,
  events: z.array(ZWebhookEvent).min(1, { error: 'kies minstens één event' }).max(3),
});
export const ZCreateWebhookOutput = z.object({
  id: ZId,
  url: z.string(),
  events: z.array(ZWebhookEvent),
  secret: z.string().meta({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'alleen in dit antwoord; het deel na whsec_ is de base64-sleutel van de HMAC',
  }),
});
export type TCreateWebhookInput = z.infer<typeof ZCreateWebhookInput>;
export type TCreateWebhookOutput = z.infer<typeof ZCreateWebhookOutput>;
