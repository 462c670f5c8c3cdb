import { describe, expect, it } from 'vitest';
import {
  signWebhook,
  verifyWebhook,
  webhookHeaders,
  webhookKeyOf,
  webhookSecretOf,
} from './webhook-signature.rules.ts';

// The Standard Webhooks specification's published vector (standard-webhooks/standard-webhooks,
// libraries/javascript/src/webhook.test.ts, "sign function works").
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('webhook signature (Standard Webhooks)', () => {
  it('signs the published test vector to the published signature', async () => {
    expect(await signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
    // the prefix is optional for the key
    expect(await signWebhook(VECTOR.secret.slice(6), VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  it('a secret round-trips through whsec_ and base64', () => {
    const key = new Uint8Array([0, 1, 2, 250, 255, 128, 64]);
    const secret = webhookSecretOf(key);
    expect(secret.startsWith('whsec_')).toBe(true);
    expect([...webhookKeyOf(secret)]).toEqual([...key]);
    expect(() => webhookKeyOf('whsec_')).toThrow();
  });

  it('the headers carry the id, whole seconds and the signature of that moment', async () => {
    const h = await webhookHeaders(VECTOR.secret, VECTOR.id, new Date(VECTOR.timestamp * 1000 + 999), VECTOR.body);
    expect(h).toEqual({
      'webhook-id': VECTOR.id,
      'webhook-timestamp': String(VECTOR.timestamp),
      'webhook-signature': VECTOR.signature,
    });
  });

  it('a receiver accepts the genuine message and refuses a changed body, id, stale time or other key', async () => {
    const now = new Date(VECTOR.timestamp * 1000);
    const headers = {
      'webhook-id': VECTOR.id,
      'webhook-timestamp': String(VECTOR.timestamp),
      'webhook-signature': `v1,bm90IGl0 ${VECTOR.signature}`,
    };
    expect(await verifyWebhook(VECTOR.secret, headers, VECTOR.body, now)).toBe(true);
    expect(await verifyWebhook(VECTOR.secret, headers, `${VECTOR.body} `, now)).toBe(false);
    expect(await verifyWebhook(VECTOR.secret, { ...headers, 'webhook-id': 'msg_x' }, VECTOR.body, now)).toBe(false);
    expect(await verifyWebhook(VECTOR.secret, headers, VECTOR.body, new Date(now.getTime() + 301_000))).toBe(false);
    expect(await verifyWebhook(webhookSecretOf(new Uint8Array(24)), headers, VECTOR.body, now)).toBe(false);
    expect(await verifyWebhook(VECTOR.secret, { ...headers, 'webhook-timestamp': 'gisteren' }, VECTOR.body, now)).toBe(
      false,
    );
  });
});
