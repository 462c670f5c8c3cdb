// The same operations through tRPC: server-side caller and the HTTP link, same shapes and statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createApp } from '../src/app.ts';
import { createCallerFactory } from '../src/trpc/init.ts';
import { createTrpcContext } from '../src/rest/context.ts';
import { call, registerAndLogin } from './api-client.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { ONBEKENDE_EXTRA } from './boekjaar.ts';

let app: TestApp;
const createCaller = createCallerFactory(createApp().router);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function callerFor(token?: string) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  return createCaller(await createTrpcContext({ headers, db: app.db }));
}

describe('tRPC procedures', () => {
  it('server-side caller: kvk.lookup, companies.add and financials.submit return the REST shapes', async () => {
    const { token } = await registerAndLogin(app.url);
    const trpc = await callerFor(token);
    const detail = await trpc.kvk.lookup({ kvkNummer: '90002695' });
    const rest = await call(app.url, 'POST', '/kvk', { token, json: { kvkNummer: '90002695' } });
    expect(detail).toEqual(rest.body);

    const company = await trpc.companies.add({ kvkNummer: '90002695' });
    const saved = await trpc.companies.financials.submit({
      companyId: company.id,
      boekjaren: [
        {
          jaar: 2024,
          fiscaleWinst: 1,
          vlottendeActiva: 2,
          immaterieleActiva: 3,
          eigenVermogen: 4,
          balanstotaal: 5,
          balanscorrectie: 0,
          balanscorrectieReden: null,
        },
      ],
    });
    // GET carries the optional fields besides the FIXED submit's eight
    expect(saved.map((y) => ({ ...y, ...ONBEKENDE_EXTRA }))).toEqual(
      (await call(app.url, 'GET', `/companies/financials/${company.id}`, { token })).body,
    );
  });

  it('errors carry the same code as REST: UNAUTHORIZED, BAD_REQUEST with zod issues, NOT_FOUND', async () => {
    const anonymous = await callerFor();
    await expect(anonymous.companies.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const { token } = await registerAndLogin(app.url);
    const trpc = await callerFor(token);
    await expect(trpc.kvk.lookup({ kvkNummer: '123' })).rejects.toBeInstanceOf(TRPCError);
    await expect(trpc.kvk.lookup({ kvkNummer: '123' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(trpc.companies.get({ companyId: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('over HTTP the error body carries the RFC 9457 problem in data.problem and the right status', async () => {
    const { token } = await registerAndLogin(app.url);
    const res = await fetch(`${app.url}/api/trpc/kvk.lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ kvkNummer: '12345678' }),
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { data: { problem: { code: string; status: number } } } };
    expect(body.error.data.problem).toMatchObject({ code: 'KVK_NOT_FOUND', status: 404 });
  });
});
