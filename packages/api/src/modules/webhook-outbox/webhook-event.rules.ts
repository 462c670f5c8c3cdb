// The webhook events (API.md, Integrations) and the body every one of them carries: `{type,
// timestamp, data}`, serialised once when the event is queued, so every attempt and replay sends,
// and signs, the same bytes.

export const WEBHOOK_EVENTS = ['aanvraag.status_gewijzigd', 'verklaring.uitgegeven', 'verklaring.ingetrokken'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookEventData {
  'aanvraag.status_gewijzigd': { koppelingId: string; kenmerk: string | null; aanvraagId: string; status: string };
  'verklaring.uitgegeven': {
    koppelingId: string;
    kenmerk: string | null;
    aanvraagId: string;
    nummer: string;
    code: string;
    toetsinkomen: number | null;
    /** YYYY-MM-DD */
    geldigTot: string;
  };
  'verklaring.ingetrokken': { nummer: string; /** ISO 8601 */ ingetrokkenOp: string };
}

/** The body of one event as sent: `{"type":…,"timestamp":…,"data":…}`. */
export function webhookBody<E extends WebhookEvent>(type: E, now: Date, data: WebhookEventData[E]): string {
  return JSON.stringify({ type, timestamp: now.toISOString(), data });
}
