// Issue 41: an API client's secret and access tokens never reach a log. The app server's observed
// stack (request lines, operation errors) handles token requests with the right secret, a wrong
// one, a malformed form, and calls with the token; the captured lines are searched for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@ikv/db/testing';
import { startObservedServer } from '../../../test/observed-server.ts';
import { basicAuth, makeClient } from '../../../test/clients.ts';
import { captureLogs, resetMetricsForTests, startObservability } from '../../infra/observability/index.ts';
import { resetConfigForTests } from '../../infra/config.ts';

let server: Awaited<ReturnType<typeof startObservedServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
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
});
