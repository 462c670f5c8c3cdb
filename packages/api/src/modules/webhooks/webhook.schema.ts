// The webhook DTOs (API.md, Integrations; docs/webhooks.md): an endpoint as its client sees it (the
// secret only once, in the answer of POST /webhooks), and the delivery log.
import { z } from 'zod';
import { ZId } from '../../shared/schema-primitives.schema.ts';
import { WEBHOOK_EVENTS } from '../webhook-outbox/webhook-event.rules.ts';

export const ZWebhookEvent = z
  .enum(WEBHOOK_EVENTS)
  .meta({ description: 'aanvraag.status_gewijzigd, verklaring.uitgegeven of verklaring.ingetrokken' });

export const ZWebhookUrl = z
  .string()
  .max(2000, { error: 'een webhookadres is hoogstens 2000 tekens' })
  .meta({ example: 'https://crm.adviespunt.nl/ikv/webhooks', description: 'https naar een openbaar adres' });

export const ZWebhookIdInput = z.object({ id: ZId });

export const ZWebhookEndpoint = z.object({
  id: ZId,
  url: z.string().meta({ example: 'https://crm.adviespunt.nl/ikv/webhooks' }),
  events: z.array(ZWebhookEvent),
  uitgeschakeld: z.boolean().meta({
    description: 'na 24 uur mislukte afleveringen uitgeschakeld; een aflevering opnieuw versturen schakelt het weer in',
  }),
  aangemaaktOp: z.string().meta({ example: '2026-11-29T10:00:00.000Z' }),
});

export const ZWebhookAflevering = z.object({
  id: ZId,
  event: ZWebhookEvent,
  status: z.enum(['AFGELEVERD', 'OPNIEUW', 'MISLUKT']).meta({
    description: 'AFGELEVERD: 2xx ontvangen; OPNIEUW: wordt (opnieuw) geprobeerd; MISLUKT: 24 uur zonder succes',
  }),
  pogingen: z.number().int(),
  laatsteStatus: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'de HTTP-status van de laatste poging; null: geen antwoord (time-out, geweigerd adres)' }),
  webhookId: z.string().meta({ example: 'msg_2Lq0wB7cX1pV3k0W6oQ2yS', description: 'de header webhook-id' }),
  aangemaaktOp: z.string().meta({ example: '2026-11-29T10:00:00.000Z' }),
  volgendePoging: z.string().nullable().meta({ example: '2026-11-29T10:00:30.000Z' }),
  afgeleverdOp: z.string().nullable().meta({ example: '2026-11-29T10:00:01.000Z' }),
});
