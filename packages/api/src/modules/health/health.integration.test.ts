// The load balancer's health check: 200 while the database answers, 503 problem+json when it does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@ikv/db';
import { createCallerFactory } from '../../trpc/init.ts';
import { type AppContext, createApp } from '../../app.ts';
import { systemClock } from '../../infra/clock.ts';
import { call } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /health', () => {
  it('answers 200 without a login when the database answers', async () => {
    const res = await call(app.url, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const dead = createDb('postgresql://nobody:x@127.0.0.1:1/none', { max: 1 });
    // the request context as the app builds it (app.ts): the hub is the app's own
    const ctx: AppContext = {
      db: dead,
      clock: systemClock,
      actor: null,
      ip: null,
      requestId: 'health-test',
      live: app.live,
    };
    const caller = createCallerFactory(createApp().router)(ctx);
    await expect(caller.health.check()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await dead.$disconnect();
  });
});
