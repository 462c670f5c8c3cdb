// Queueing webhook events (API.md, Integrations): every event is a row per endpoint in
// webhook_afleveringen, written in the same transaction as the change that causes it, so a
// rolled-back change sends nothing and a crash loses nothing. The delivery job
// (webhook-delivery.ts) sends them; the services kick it once their transaction has committed.
// Who hears of what: a request's status and an issued statement go to the clients of every
// organisation the entrepreneur has an ACTIEF koppeling with (with that koppeling's id and kenmerk);
// a withdrawal goes to those and to the clients subscribed to the statement (a lender), once per endpoint.
import { randomBytes } from 'node:crypto';
import type { Tx } from '@ikv/db';
import { webhookBody, type WebhookEventData } from './webhook-event.rules.ts';
import { findKoppelingTargets, findSubscribedEndpoints, insertAfleveringen } from './webhook-outbox.repository.ts';

/** The `webhook-id` of one event at one endpoint: the same on every attempt and replay. */
const newWebhookId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** aanvraag.status_gewijzigd: the request of an entrepreneur moved to `status`. */
export async function queueAanvraagStatusGewijzigd(
  tx: Tx,
  e: { aanvraagId: string; status: string },
  now: Date,
): Promise<void> {
  const event = 'aanvraag.status_gewijzigd';
  const targets = await findKoppelingTargets(tx, e.aanvraagId, event);
  await insertAfleveringen(
    tx,
    targets.map((t) => ({
      endpointId: t.endpointId,
      event,
      webhookId: newWebhookId(),
      payload: webhookBody(event, now, {
        koppelingId: t.koppelingId,
        kenmerk: t.kenmerk,
        aanvraagId: e.aanvraagId,
        status: e.status,
      }),
    })),
    now,
  );
}

/** verklaring.uitgegeven: a statement was issued on the entrepreneur's request. */
export async function queueVerklaringUitgegeven(
  tx: Tx,
  e: Omit<WebhookEventData['verklaring.uitgegeven'], 'koppelingId' | 'kenmerk'>,
  now: Date,
): Promise<void> {
  const event = 'verklaring.uitgegeven';
  const targets = await findKoppelingTargets(tx, e.aanvraagId, event);
  await insertAfleveringen(
    tx,
    targets.map((t) => ({
      endpointId: t.endpointId,
      event,
      webhookId: newWebhookId(),
      payload: webhookBody(event, now, { koppelingId: t.koppelingId, kenmerk: t.kenmerk, ...e }),
    })),
    now,
  );
}

/** verklaring.ingetrokken: to the subscribed clients and the entrepreneur's linked ones, once per endpoint. */
export async function queueVerklaringIngetrokken(
  tx: Tx,
  e: { aanvraagId: string; nummer: string; ingetrokkenOp: Date },
  now: Date,
): Promise<void> {
  const event = 'verklaring.ingetrokken';
  const endpoints = new Set([
    ...(await findSubscribedEndpoints(tx, e.aanvraagId, event)),
    ...(await findKoppelingTargets(tx, e.aanvraagId, event)).map((t) => t.endpointId),
  ]);
  const payload = webhookBody(event, now, { nummer: e.nummer, ingetrokkenOp: e.ingetrokkenOp.toISOString() });
  await insertAfleveringen(
    tx,
    [...endpoints].map((endpointId) => ({ endpointId, event, webhookId: newWebhookId(), payload })),
    now,
  );
}
