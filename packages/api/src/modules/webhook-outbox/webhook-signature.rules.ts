// Signing a webhook the Standard Webhooks way (https://www.standardwebhooks.com, spec.md "Signature
// scheme"): the headers `webhook-id`, `webhook-timestamp` (whole seconds) and `webhook-signature:
// v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the base64-decoded part of the
// `whsec_…` secret. The spec's libraries test it with one published vector (standard-webhooks,
// libraries/javascript/src/webhook.test.ts, "sign function works"); webhook-signature.rules.test.ts
// checks this code against it. Web Crypto (a global in Node and browsers) keeps this file pure.

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** How far a receiver lets a timestamp drift before it refuses the message (the spec's libraries: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** The secret shown to the client: `whsec_` and the key's bytes in base64. */
export function webhookSecretOf(key: Uint8Array): string {
  return `${WEBHOOK_SECRET_PREFIX}${toBase64(key)}`;
}

/** The HMAC key of a secret: the base64 part decoded (the prefix is optional, as in the spec's libraries). */
export function webhookKeyOf(secret: string): Uint8Array<ArrayBuffer> {
  const part = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret;
  const key = fromBase64(part);
  if (key.length === 0) throw new Error('empty webhook secret');
  return key;
}

async function hmacSha256(key: Uint8Array<ArrayBuffer>, message: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(message)));
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export async function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  return `v1,${toBase64(await hmacSha256(webhookKeyOf(secret), `${id}.${timestampSeconds}.${body}`))}`;
}

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt; `now` is the moment of sending. */
export async function webhookHeaders(secret: string, id: string, now: Date, body: string): Promise<WebhookHeaders> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(secret, id, timestamp, body),
  };
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * What a receiver does (docs/webhooks.md): the timestamp within the tolerance of `now`, and one of
 * the space-separated `v1,` signatures equal to the expected one. True when the message is genuine.
 */
export async function verifyWebhook(
  secret: string,
  headers: Partial<Record<keyof WebhookHeaders, string | undefined>>,
  body: string,
  now: Date,
): Promise<boolean> {
  const id = headers['webhook-id'];
  const ts = headers['webhook-timestamp'];
  const sigs = headers['webhook-signature'];
  if (!id || !ts || !sigs || !/^\d+$/.test(ts)) return false;
  const timestamp = Number(ts);
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = await signWebhook(secret, id, timestamp, body);
  return sigs.split(' ').some((s) => sameText(s, expected));
}
