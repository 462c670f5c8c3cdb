// The actor cache across instances (issue 21): two app instances on one database, each with its
// own pool, server and LISTEN connection. Both answer a token's requests from memory; after a
// password change, a role change or a deletion the other instance refuses (or re-roles) the token
// within a second, through the users trigger's NOTIFY, and the instance that made the change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersWithin, call, PASSWORD, registerAndLogin } from './api-client.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ sameDatabaseAs: a });
  await Promise.all([a.live.ready(), b.live.ready()]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const svOf = (token: string) => Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sv);

/** A user known to both instances: each has served one of his requests and now holds him in its cache. */
async function userOnBothInstances() {
  const u = await registerAndLogin(a.url);
  for (const app of [a, b]) {
    expect((await call(app.url, 'GET', '/ondernemer', { token: u.token })).status).toBe(200);
    // the next request of this token is answered from memory: no query for the actor
    expect(app.live.actors.lookup(u.userId, svOf(u.token), performance.now()).kind).toBe('hit');
  }
  return u;
}

describe('actor cache across two instances', () => {
  it('a password change on one instance: the old token is refused there at once and on the other within a second', async () => {
    const u = await userOnBothInstances();
    const changed = await call(a.url, 'PUT', '/ondernemer/password', {
      token: u.token,
      json: { huidigWachtwoord: PASSWORD, nieuwWachtwoord: 'een-heel-ander-wachtwoord-2026' },
    });
    expect(changed.status).toBe(204);
    expect((await call(a.url, 'GET', '/ondernemer', { token: u.token })).status).toBe(401);
    const ms = await answersWithin(b.url, u.token, '/ondernemer', 401);
    console.log(`password change: instance 2 refused the old token after ${ms} ms`);
    // a token of the new session version works on both (the newer version is read, not refused)
    const login = await call<{ accessToken: string }>(b.url, 'POST', '/auth/login', {
      json: { email: u.email, wachtwoord: 'een-heel-ander-wachtwoord-2026' },
    });
    expect(login.status).toBe(200);
    for (const app of [a, b])
      expect((await call(app.url, 'GET', '/ondernemer', { token: login.body.accessToken })).status).toBe(200);
  });

  it('a role change made in the database reaches both caches within a second', async () => {
    const u = await userOnBothInstances();
    await a.db.$executeRaw`UPDATE users SET rol = 'ADVISEUR' WHERE id = ${u.userId}`;
    // the entrepreneur's operation now answers 403: the role comes from the row, not the token
    const ms = Math.max(
      await answersWithin(b.url, u.token, '/ondernemer', 403),
      await answersWithin(a.url, u.token, '/ondernemer', 403),
    );
    console.log(`role change: both instances saw the new role after ${ms} ms`);
  });

  it('deleting the account on one instance: the token is refused on the other within a second', async () => {
    const u = await userOnBothInstances();
    const deleted = await call(a.url, 'DELETE', '/ondernemer', { token: u.token, json: { wachtwoord: PASSWORD } });
    expect(deleted.status).toBe(204);
    expect((await call(a.url, 'GET', '/ondernemer', { token: u.token })).status).toBe(401);
    const ms = await answersWithin(b.url, u.token, '/ondernemer', 401);
    console.log(`deletion: instance 2 refused the token after ${ms} ms`);
    expect(b.live.actors.lookup(u.userId, svOf(u.token), performance.now()).kind).toBe('refused');
  });

  it('a change of a field the actor does not hold leaves the cache alone', async () => {
    const u = await userOnBothInstances();
    await a.db.user.update({ where: { id: u.userId }, data: { voornaam: 'Anders' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(b.live.actors.lookup(u.userId, svOf(u.token), performance.now()).kind).toBe('hit');
  });

  it('after the LISTEN connection is lost the cache is emptied and unused until it is back', async () => {
    const u = await userOnBothInstances();
    const pid = await b.live.backendPid();
    await a.db.$executeRawUnsafe(`SELECT pg_terminate_backend(${pid})`);
    const start = Date.now();
    while (b.live.listening && Date.now() - start < 2_000) await new Promise((r) => setTimeout(r, 5));
    expect(b.live.actors.size).toBe(0);
    // still served (from the table) while reconnecting, and cached again once LISTEN is back
    expect((await call(b.url, 'GET', '/ondernemer', { token: u.token })).status).toBe(200);
    await b.live.ready();
    expect((await call(b.url, 'GET', '/ondernemer', { token: u.token })).status).toBe(200);
    expect(b.live.actors.lookup(u.userId, svOf(u.token), performance.now()).kind).toBe('hit');
  });
});
