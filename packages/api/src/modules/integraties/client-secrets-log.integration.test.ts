// Issue 41: an API client's secret and access tokens never reach a log, nor does a webhook endpoint's
// signing secret. The app server's observed stack (request lines, operation errors) handles token
// requests with the right secret, a wrong one, a malformed form, and calls with the token; a client
// registers a webhook endpoint over REST and a delivery signed with its secret fails, is replayed and
// arrives. The captured lines are searched for every one of these secrets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '@ikv/db/factories';
import { createTestDatabase } from '@ikv/db/testing';
import { startObservedServer } from '../../../test/observed-server.ts';
import { basicAuth, clientToken, makeClient } from '../../../test/clients.ts';
import { linkOndernemer, startReceiver } from '../../../test/webhooks.ts';
import { captureLogs, resetMetricsForTests, startObservability } from '../../infra/observability/index.ts';
import { resetConfigForTests } from '../../infra/config.ts';
import { inTransaction } from '../../infra/database.ts';
import { deliverDueWebhooks } from '../webhook-outbox/webhook-delivery.ts';
import { queueAanvraagStatusGewijzigd } from '../webhook-outbox/webhook-outbox.ts';
import { verifyWebhook } from '../webhook-outbox/webhook-signature.rules.ts';

let server: Awaited<ReturnType<typeof startObservedServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  // the receiver of the webhook test listens on 127.0.0.1
  process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
  resetConfigForTests();
  resetMetricsForTests();
  await startObservability();
  logs = captureLogs();
  server = await startObservedServer();
});

afterAll(async () => {
  logs.restore();
  await server.close();
  await database.drop();
});

const tokenRequest = (authorization: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
  fetch(`${server.url}/api/oauth/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': contentType },
    body,
  });

describe('API client secrets in logs', () => {
  it('neither the secret nor the access token is logged, on any path', async () => {
    const client = await makeClient(server.db, 'Kantoor Log', ['koppelingen']);
    const ok = await tokenRequest(basicAuth(client.clientId, client.clientSecret), 'grant_type=client_credentials');
    expect(ok.status).toBe(200);
    const { access_token: token } = (await ok.json()) as { access_token: string };
    const wrongSecret = `${client.clientSecret}-fout`;
    expect((await tokenRequest(basicAuth(client.clientId, wrongSecret), 'grant_type=client_credentials')).status).toBe(
      401,
    );
    // the secret in the body (client_secret_post) is refused, and not echoed or logged either
    expect(
      (
        await tokenRequest(
          '',
          `grant_type=client_credentials&client_id=${client.clientId}&client_secret=${client.clientSecret}`,
        )
      ).status,
    ).toBe(400);
    expect(
      (await tokenRequest(basicAuth(client.clientId, client.clientSecret), '{"a":1}', 'application/json')).status,
    ).toBe(400);
    expect(
      (await fetch(`${server.url}/api/koppelingen`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect((await fetch(`${server.url}/api/companies`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      403,
    );
    expect(
      (
        await fetch(`${server.url}/api/koppelingen?x=${encodeURIComponent(client.clientSecret)}`, {
          headers: { authorization: `Bearer ${token}x` },
        })
      ).status,
    ).toBe(401);
    await new Promise((r) => setTimeout(r, 300)); // the request lines are written after the answer

    const text = logs.raw.join('');
    // the test sees the requests it made (else it could not fail)
    expect(
      logs.lines.filter((l) => l.msg === 'request' && String(l.path ?? l.url ?? '').includes('/oauth/token')).length,
    ).toBeGreaterThanOrEqual(3);
    for (const secret of [
      client.clientSecret,
      wrongSecret,
      token,
      client.clientSecret.slice(5, 30),
      token.split('.')[2]!,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64'));
  });

  it("a webhook endpoint's signing secret is not logged when it is made, listed or used in a delivery", async () => {
    const client = await makeClient(server.db, 'Kantoor Webhook Log', ['koppelingen', 'webhooks']);
    const token = await clientToken(server.url, client);
    const receiver = await startReceiver();
    try {
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`${server.url}/api${path}`, {
          ...init,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        });
      const made = await api('/webhooks', {
        method: 'POST',
        body: JSON.stringify({ url: receiver.url, events: ['aanvraag.status_gewijzigd'] }),
      });
      expect(made.status).toBe(201);
      const endpoint = (await made.json()) as { id: string; secret: string };
      expect(endpoint.secret).toMatch(/^whsec_/);
      expect((await api('/webhooks')).status).toBe(200);

      // a linked entrepreneur's request changes: a delivery signed with the secret, first refused, then replayed
      const ondernemer = await createUser(server.db);
      const company = await createCompany(server.db, { ownerId: ondernemer.id });
      const aanvraag = await server.db.aanvraag.create({
        data: { companyId: company.id, ondernemerId: ondernemer.id, verklaringType: 'IKV' },
      });
      await linkOndernemer(server.db, client.organisatieId, ondernemer.id, 'DOSSIER-LOG');
      await inTransaction(server.db, (tx) =>
        queueAanvraagStatusGewijzigd(tx, { aanvraagId: aanvraag.id, status: 'IN_BEHANDELING' }, new Date()),
      );
      receiver.answer = 500;
      expect((await deliverDueWebhooks(server.db)).opnieuw).toBe(1);
      const log = (await (await api(`/webhooks/${endpoint.id}/afleveringen`)).json()) as { id: string }[];
      expect(log).toHaveLength(1);
      receiver.answer = 200;
      expect(
        (await api(`/webhooks/${endpoint.id}/afleveringen/${log[0]!.id}/opnieuw`, { method: 'POST' })).status,
      ).toBe(200);
      expect((await deliverDueWebhooks(server.db)).afgeleverd).toBe(1);
      // both attempts were signed with this secret (else the search below proves nothing about it)
      expect(receiver.received).toHaveLength(2);
      for (const hit of receiver.received)
        expect(await verifyWebhook(endpoint.secret, hit.headers as Record<string, string>, hit.body, new Date())).toBe(
          true,
        );
      await new Promise((r) => setTimeout(r, 300)); // the request lines are written after the answer

      const text = logs.raw.join('');
      expect(
        logs.lines.filter((l) => String(l.path ?? l.url ?? '').includes('/webhooks')).length,
      ).toBeGreaterThanOrEqual(4);
      const key = endpoint.secret.slice('whsec_'.length);
      for (const secret of [endpoint.secret, key, key.slice(0, 24), Buffer.from(key, 'base64').toString('hex')])
        expect(text).not.toContain(secret);
    } finally {
      await receiver.close();
    }
  });
});
