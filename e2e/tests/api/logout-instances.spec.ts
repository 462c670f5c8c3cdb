// Logout ends its own access token at once on every instance (API.md, Trust II): two app server
// processes against one database; after POST /auth/logout on instance 1, the access token is
// refused on instance 1 at once and on instance 2 within a second (revoked session announced over
// LISTEN/NOTIFY, checked in memory), while another login of the same account keeps working.
import { expect, test } from '@playwright/test';

import { startAppInstance, type AppInstance } from '../../support/app-instance.ts';
import { freshPeoplePerFile } from '../../fixtures/people.ts';

const people = freshPeoplePerFile();

const port2 = Number(process.env.E2E_PORT ?? 3100) + 11;
let second: AppInstance | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  second = await startAppInstance({ port: port2 });
});

test.afterAll(async () => {
  await second?.stop();
});

test('after logout the access token is refused on both instances within a second', async ({ request, baseURL }) => {
  const two = second!.baseURL;
  const login = async () => {
    const res = await request.post(`${baseURL}/api/auth/login`, {
      data: { email: people.ondernemer.email, wachtwoord: people.ondernemer.password },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as { accessToken: string; refreshToken: string };
  };
  const session = await login();
  const other = await login();
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  for (const base of [baseURL, two])
    expect((await request.get(`${base}/api/ondernemer`, { headers: auth(session.accessToken) })).status()).toBe(200);

  const out = await request.post(`${baseURL}/api/auth/logout`, {
    headers: auth(session.accessToken),
    data: { refreshToken: session.refreshToken },
  });
  expect(out.status()).toBe(204);
  const loggedOutAt = Date.now();
  expect((await request.get(`${baseURL}/api/ondernemer`, { headers: auth(session.accessToken) })).status()).toBe(401);

  let status = 0;
  let waited = 0;
  while (Date.now() - loggedOutAt < 1_000) {
    status = (await request.get(`${two}/api/ondernemer`, { headers: auth(session.accessToken) })).status();
    waited = Date.now() - loggedOutAt;
    if (status === 401) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  console.log(`instance 2 refused the logged-out token after ${waited} ms`);
  expect(status).toBe(401);
  // refresh is dead too; the other session of the same account lives on, on both
  expect(
    (await request.post(`${two}/api/auth/refresh`, { data: { refreshToken: session.refreshToken } })).status(),
  ).toBe(401);
  for (const base of [baseURL, two])
    expect((await request.get(`${base}/api/ondernemer`, { headers: auth(other.accessToken) })).status()).toBe(200);
});
