// What a client's call guarantees now that its client row comes from memory and its rate-limit place
// and audit row from one statement (issue 41), on two app instances on one database (each its own
// pool, server and LISTEN connection): a revoked client, a scope taken away or a renamed organisation
// reach the other instance's cached copy through the api_clients and organisaties triggers within a
// second, the instance that revoked at once; every call let through is on record under the client
// with its outcome; a parallel burst gets exactly the limit through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersWithin, call } from '../../../test/api-client.ts';
import { clientToken, makeClient, type TestClient } from '../../../test/clients.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { systemClock } from '../../infra/clock.ts';
import { LIMITS } from '../rate-limit/rate-limit.rules.ts';
import { revokeClient } from './clients.service.ts';

let a: TestApp;
let b: TestApp;
let n = 0;

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ sameDatabaseAs: a });
  await Promise.all([a.live.ready(), b.live.ready()]);
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A client both instances have served, so each now holds its row in memory. */
async function clientOnBothInstances(): Promise<{ client: TestClient; token: string }> {
  const client = await makeClient(a.db, `Hypotheekhuis Cache ${++n}`, ['koppelingen', 'aanvragen:lezen']);
  const token = await clientToken(a.url, client);
  for (const app of [a, b]) {
    expect((await call(app.url, 'GET', '/koppelingen', { token })).status).toBe(200);
    expect(app.live.clients.get(client.id, performance.now())?.row?.caller.clientId).toBe(client.clientId);
  }
  return { client, token };
}

const callsOf = (apiClientId: string) =>
  a.db.auditLog.findMany({ where: { apiClientId, actie: 'CLIENT_AANROEP' }, select: { details: true } });

describe('the client cache across two instances', () => {
  it('a revoked client is refused at once where it was revoked, and on the other instance within a second', async () => {
    const { client, token } = await clientOnBothInstances();
    await revokeClient({ db: a.db, clock: systemClock, userId: null, ip: null, live: a.live }, client.id);
    expect((await call(a.url, 'GET', '/koppelingen', { token })).status).toBe(401);
    const ms = await answersWithin(b.url, token, '/koppelingen', 401);
    console.log(`revocation: instance 2 refused the client's token after ${ms} ms`);
    expect(b.live.clients.get(client.id, performance.now())?.row).toBeNull();
  });

  it('a scope taken away in the database stops on both instances within a second', async () => {
    const { client, token } = await clientOnBothInstances();
    // with the scope an unknown koppeling is 404; without it the operation is 403
    const aanvragen = '/koppelingen/bestaat-niet/aanvragen';
    for (const app of [a, b]) expect((await call(app.url, 'GET', aanvragen, { token })).status).toBe(404);
    await a.db.$executeRaw`UPDATE api_clients SET scopes = ARRAY['koppelingen'] WHERE id = ${client.id}`;
    const ms = Math.max(
      await answersWithin(b.url, token, aanvragen, 403),
      await answersWithin(a.url, token, aanvragen, 403),
    );
    console.log(`scope taken away: both instances refused after ${ms} ms`);
  });

  it("an organisation's new name reaches both caches", async () => {
    const { client } = await clientOnBothInstances();
    await a.db.organisatie.update({ where: { id: client.organisatieId }, data: { naam: `Hernoemd ${n}` } });
    for (const app of [a, b])
      await expect.poll(() => app.live.clients.get(client.id, performance.now()), { timeout: 1_000 }).toBeUndefined();
  });

  it('after the LISTEN connection is lost the client cache is emptied', async () => {
    await clientOnBothInstances();
    const pid = await b.live.backendPid();
    await a.db.$executeRawUnsafe(`SELECT pg_terminate_backend(${pid})`);
    const start = Date.now();
    while (b.live.listening && Date.now() - start < 2_000) await new Promise((r) => setTimeout(r, 5));
    expect(b.live.clients.size).toBe(0);
    await b.live.ready();
  });
});

describe("a client's calls on record", () => {
  it('a call that succeeds and one that fails are each one row under the client, with their outcome', async () => {
    const { client, token } = await clientOnBothInstances();
    const missing = await call(a.url, 'GET', '/koppelingen/bestaat-niet/aanvragen', { token });
    expect(missing.status).toBe(404);
    const rows = (await callsOf(client.id)).map((r) => r.details as { operatie: string; ok: boolean });
    expect(rows.map((d) => `${d.operatie} ${d.ok}`).sort()).toEqual([
      'integraties.koppelingen.aanvragen false',
      'integraties.koppelingen.list true',
      'integraties.koppelingen.list true',
    ]);
  });

  it(`a parallel burst of ${LIMITS.apiClient.max + 20} calls gets exactly ${LIMITS.apiClient.max} through, each on record, the rest 429`, async () => {
    const client = await makeClient(a.db, `Hypotheekhuis Burst ${++n}`, ['koppelingen']);
    const token = await clientToken(a.url, client);
    const statuses = await Promise.all(
      Array.from({ length: LIMITS.apiClient.max + 20 }, (_, i) =>
        call(i % 2 ? a.url : b.url, 'GET', '/koppelingen', { token }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.apiClient.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await callsOf(client.id)).toHaveLength(LIMITS.apiClient.max);
  }, 60_000);
});
