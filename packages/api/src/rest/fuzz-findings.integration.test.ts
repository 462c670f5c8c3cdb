// Regressions for what the fuzzer (fuzz.integration.test.ts) found: a NUL byte in an id or in a
// free-text field reached PostgreSQL, which refuses it (SQLSTATE 22021), and the API answered 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('fuzz findings', () => {
  it('an id with a NUL byte or other junk is a 400, not a database error', async () => {
    const me = await registerAndLogin(app.url);
    for (const [method, path] of [
      ['GET', '/companies/%00'],
      ['GET', '/companies/%00/partners'],
      ['DELETE', '/companies/a%00b'],
      ['POST', '/aanvragen/%00/ikv'],
      ['GET', '/appointments/%00'],
      ['DELETE', '/notifications/%F0%9F%92%A9'],
      ['GET', `/aanvragen/${encodeURIComponent("1' OR '1'='1")}`],
    ] as const)
      expect(expectProblem(await call(app.url, method, path, { token: me.token }), 400).code).toBe('VALIDATION_FAILED');
  });

  it('a NUL byte in free text is a 400 and stores nothing', async () => {
    const me = await registerAndLogin(app.url);
    const res = await call(app.url, 'PUT', '/ondernemer', { token: me.token, json: { voornaam: 'Ev\u0000a' } });
    expect(res.status).toBe(400);
    expectProblem(res, 400);
    expect((await app.db.user.findUniqueOrThrow({ where: { id: me.userId } })).voornaam).toBe('Test');
  });
});

describe('requests Node refuses before the API sees them', () => {
  it('a 20 kB query string is a 431 problem+json, not a bare status line', async () => {
    const res = await call(app.url, 'GET', `/chat/unread-count?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(expectProblem(res, 431).code).toBe('HEADERS_TOO_LARGE');
  });
});
