// A slow or failing KvK API seen through the REST API: clear problem+json errors (503 with
// Retry-After for time-outs and 429, 502 for a 500), and a number already in the PostgreSQL cache
// keeps being served (stale) while the registry is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startFakeKvkServer, type FakeKvkServer } from '../../../test/fake-kvk-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { BASISPROFIEL_69599084 } from '../../../test/kvk-fixtures.ts';
import { createKvkHttpRegistry } from './registry/kvk-http-registry.ts';

const PROFIEL = '/v1/basisprofielen/69599084';
const OTHER = '/v1/basisprofielen/90000749';
let kvk: FakeKvkServer;
let app: TestApp;
let token: string;

beforeAll(async () => {
  kvk = await startFakeKvkServer({ apiKey: 'k' });
  // short time-outs and no real sleeping, so a hanging registry costs the test milliseconds
  const registry = createKvkHttpRegistry({
    apiKey: 'k',
    baseUrl: kvk.baseUrl,
    timeoutMs: 150,
    totalTimeoutMs: 600,
    retries: 2,
    backoffBaseMs: 1,
    backoffMaxMs: 5,
    retryAfterMaxMs: 20,
  });
  app = await startTestApp({ registry });
  token = (await registerAndLogin(app.url)).token;
});
afterAll(async () => {
  await app?.close();
  await kvk?.close();
});

const lookup = (kvkNummer: string) => call(app.url, 'POST', '/kvk', { token, json: { kvkNummer } });

describe('KvK API faults', () => {
  it('a hanging registry is a 503 problem with Retry-After, not a hung request', async () => {
    kvk.script(OTHER, ['hang']);
    const res = await lookup('90000749');
    const p = expectProblem(res, 503);
    expect(p.code).toBe('REGISTRY_UNAVAILABLE');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('429 from the registry on every try: 503 with its Retry-After passed on', async () => {
    kvk.script(OTHER, [
      {
        status: 429,
        headers: { 'retry-after': '7' },
        json: { fout: [{ code: 'IPD1003', omschrijving: 'Te veel verzoeken' }] },
      },
    ]);
    const res = await lookup('90000749');
    expect(expectProblem(res, 503).code).toBe('REGISTRY_UNAVAILABLE');
    expect(res.headers.get('retry-after')).toBe('7');
  });

  it('a 500 from the registry is a 502', async () => {
    kvk.script(OTHER, [{ status: 500, json: { fout: [{ code: 'IPD9999', omschrijving: 'Interne fout' }] } }]);
    expect(expectProblem(await lookup('90000749'), 502).code).toBe('REGISTRY_ERROR');
  });

  it('a cached record is still served while the registry fails, also after it went stale', async () => {
    kvk.script(PROFIEL, [{ status: 200, json: BASISPROFIEL_69599084, contentType: 'application/hal+json' }]);
    const first = await lookup('69599084');
    expect(first.status).toBe(200);
    const hitsBefore = kvk.hits(PROFIEL);
    // make the cache entry stale, then break the registry
    await app.db
      .$executeRaw`UPDATE registry_cache SET "verlooptOp" = now() - interval '1 hour' WHERE sleutel LIKE '%69599084%'`;
    kvk.script(PROFIEL, [{ status: 500, json: { fout: [{ code: 'IPD9999', omschrijving: 'Interne fout' }] } }]);
    const again = await lookup('69599084');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(kvk.hits(PROFIEL)).toBeGreaterThan(hitsBefore); // it did ask the registry first
  });
});
