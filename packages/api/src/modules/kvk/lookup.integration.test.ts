// FIXED operation POST /kvk, over real HTTP against a real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createRegistry } from './registry/index.ts';
import type { RegistryProvider } from './registry/registry-provider.ts';

let app: TestApp;
let token: string;
let lookups = 0;

beforeAll(async () => {
  const embedded = createRegistry({});
  const counting: RegistryProvider = {
    ...embedded,
    name: embedded.name,
    lookup: (kvkNummer: string) => {
      lookups += 1;
      return embedded.lookup(kvkNummer);
    },
    search: embedded.search.bind(embedded),
  };
  app = await startTestApp({ registry: counting });
  ({ token } = await registerAndLogin(app.url));
});
afterAll(async () => {
  await app?.close();
});

describe('POST /kvk (FIXED)', () => {
  it('returns the registry detail record, exactly the documented fields', async () => {
    const res = await call(app.url, 'POST', '/kvk', { token, json: { kvkNummer: '69599084' } });
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('application/json');
    expect(Object.keys(res.body).sort()).toEqual(
      ['adres', 'adressen', 'formeleRegistratiedatum', 'juridischeNaam', 'kvkNummer', 'rechtsvorm', 'sbiActiviteiten'],
    );
    expect(res.body).toMatchObject({
      kvkNummer: '69599084',
      juridischeNaam: 'Test EMZ Dagobert',
      rechtsvorm: 'Eenmanszaak',
      formeleRegistratiedatum: '2017-07-10',
      adres: { straat: 'Abebe Bikilalaan 17 M', plaats: 'Amsterdam', postcode: '1034WL' },
    });
    for (const a of res.body.adressen) expect(Object.keys(a).sort()).toEqual(['plaats', 'postcode', 'straat']);
    expect(res.body.sbiActiviteiten[0]).toEqual({
      sbiCode: '10110',
      sbiOmschrijving: expect.any(String),
      indHoofdactiviteit: true,
    });
  });

  it('serves a repeated lookup from the PostgreSQL cache', async () => {
    const before = lookups;
    await call(app.url, 'POST', '/kvk', { token, json: { kvkNummer: '68750110' } });
    await call(app.url, 'POST', '/kvk', { token, json: { kvkNummer: '68750110' } });
    expect(lookups - before).toBe(1);
    expect(await app.db.registryCache.count({ where: { sleutel: { contains: '68750110' } } })).toBeGreaterThanOrEqual(1);
  });

  it('404 for a number the registry does not know', async () => {
    const problem = expectProblem(await call(app.url, 'POST', '/kvk', { token, json: { kvkNummer: '12345678' } }), 404);
    expect(problem.code).toBe('KVK_NOT_FOUND');
  });

  it.each([
    ['7 digits', { kvkNummer: '1234567' }],
    ['9 digits', { kvkNummer: '123456789' }],
    ['letters', { kvkNummer: '6959908A' }],
    ['a number instead of a string', { kvkNummer: 69599084 }],
    ['spaces', { kvkNummer: '6959 9084' }],
    ['missing field', {}],
    ['null', { kvkNummer: null }],
  ])('400 with a field error for %s', async (_label, json) => {
    const problem = expectProblem(await call(app.url, 'POST', '/kvk', { token, json }), 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors?.[0]?.path).toBe('kvkNummer');
  });

  it('400 for a missing body, malformed JSON and a JSON array', async () => {
    expectProblem(await call(app.url, 'POST', '/kvk', { token, contentType: 'application/json' }), 400);
    expect(expectProblem(await call(app.url, 'POST', '/kvk', { token, rawBody: '{"kvkNummer": "6959', contentType: 'application/json' }), 400).code).toBe('MALFORMED_REQUEST');
    expectProblem(await call(app.url, 'POST', '/kvk', { token, rawBody: '["69599084"]', contentType: 'application/json' }), 400);
  });

  it('415 for a body that is not JSON', async () => {
    const res = await call(app.url, 'POST', '/kvk', { token, rawBody: 'kvkNummer=69599084', contentType: 'text/plain' });
    expect(expectProblem(res, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('401 without a token or with an invalid one', async () => {
    expect(expectProblem(await call(app.url, 'POST', '/kvk', { json: { kvkNummer: '69599084' } }), 401).code).toBe('UNAUTHENTICATED');
    expectProblem(await call(app.url, 'POST', '/kvk', { token: 'not-a-jwt', json: { kvkNummer: '69599084' } }), 401);
  });
});
