// FIXED operation POST /kvk, over real HTTP against a real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createRegistry } from './registry/index.ts';
import { getOpenApiDocument } from '../../rest/openapi-document.ts';
import { EMBEDDED_ERROR_TRIGGERS, testRegistryRecords } from './registry/embedded-test-registry.ts';
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
    expect(Object.keys(res.body).sort()).toEqual([
      'adres',
      'adressen',
      'formeleRegistratiedatum',
      'juridischeNaam',
      'kvkNummer',
      'rechtsvorm',
      'sbiActiviteiten',
    ]);
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
      indHoofdactiviteit: 'Ja',
    });
  });

  it('every leaf of the answer is a string, as the specification types the record (leaf by leaf, every test record); the OpenAPI document says so', async () => {
    // the specification's table (API.md, registry detail record): leaf → type
    const SPEC: Record<string, 'string'> = {
      kvkNummer: 'string',
      juridischeNaam: 'string',
      rechtsvorm: 'string',
      formeleRegistratiedatum: 'string',
      'adres.straat': 'string',
      'adres.plaats': 'string',
      'adres.postcode': 'string',
      'adressen[].straat': 'string',
      'adressen[].plaats': 'string',
      'adressen[].postcode': 'string',
      'sbiActiviteiten[].sbiCode': 'string',
      'sbiActiviteiten[].sbiOmschrijving': 'string',
      'sbiActiviteiten[].indHoofdactiviteit': 'string',
    };
    const leaves = (v: unknown, path: string, out: [string, string][]) => {
      if (Array.isArray(v)) for (const x of v) leaves(x, `${path}[]`, out);
      else if (v !== null && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) leaves(x, path ? `${path}.${k}` : k, out);
      else out.push([path, v === null ? 'null' : typeof v]);
      return out;
    };
    const seen = new Set<string>();
    const numbers = testRegistryRecords()
      .map((r) => r.kvkNummer)
      .filter((n) => !EMBEDDED_ERROR_TRIGGERS.includes(n));
    for (const kvkNummer of numbers) {
      const res = await call(app.url, 'POST', '/kvk', { token, json: { kvkNummer } });
      expect(res.status).toBe(200);
      for (const [path, type] of leaves(res.body, '', [])) {
        expect({ kvkNummer, path, type }).toEqual({ kvkNummer, path, type: SPEC[path] });
        seen.add(path);
      }
      for (const a of res.body.sbiActiviteiten) expect(['Ja', 'Nee']).toContain(a.indHoofdactiviteit);
    }
    expect([...seen].sort()).toEqual(Object.keys(SPEC).sort());

    // the OpenAPI document (what /api/openapi.json serves): the 200 schema of POST /kvk, leaf by leaf
    type S = {
      type?: string | string[];
      properties?: Record<string, S>;
      items?: S;
      enum?: unknown[];
      anyOf?: S[];
      oneOf?: S[];
    };
    const doc = getOpenApiDocument() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: S }> }> }>>;
    };
    const schema = doc.paths['/kvk']!.post!.responses['200']!.content['application/json']!.schema;
    const schemaLeaves = (s: S, path: string, out: [string, unknown][]) => {
      if (s.anyOf || s.oneOf) out.push([path, 'union']);
      else if (s.type === 'array' && s.items) schemaLeaves(s.items, `${path}[]`, out);
      else if (s.type === 'object' && s.properties)
        for (const [k, x] of Object.entries(s.properties)) schemaLeaves(x, path ? `${path}.${k}` : k, out);
      else out.push([path, s.type]);
      return out;
    };
    const documented = schemaLeaves(schema, '', []);
    expect(Object.fromEntries(documented)).toEqual(SPEC);
    const ind = schema.properties!.sbiActiviteiten!.items!.properties!.indHoofdactiviteit!;
    expect(ind.enum).toEqual(['Ja', 'Nee']);
  });

  it('serves a repeated lookup from the PostgreSQL cache', async () => {
    await app.db.registryCache.deleteMany({ where: { sleutel: { contains: '68750110' } } });
    const before = lookups;
    await call(app.url, 'POST', '/kvk', { token, json: { kvkNummer: '68750110' } });
    await call(app.url, 'POST', '/kvk', { token, json: { kvkNummer: '68750110' } });
    expect(lookups - before).toBe(1);
    expect(await app.db.registryCache.count({ where: { sleutel: { contains: '68750110' } } })).toBeGreaterThanOrEqual(
      1,
    );
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
    expect(
      expectProblem(
        await call(app.url, 'POST', '/kvk', { token, rawBody: '{"kvkNummer": "6959', contentType: 'application/json' }),
        400,
      ).code,
    ).toBe('MALFORMED_REQUEST');
    expectProblem(
      await call(app.url, 'POST', '/kvk', { token, rawBody: '["69599084"]', contentType: 'application/json' }),
      400,
    );
  });

  it('415 for a body that is not JSON', async () => {
    const res = await call(app.url, 'POST', '/kvk', {
      token,
      rawBody: 'kvkNummer=69599084',
      contentType: 'text/plain',
    });
    expect(expectProblem(res, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('401 without a token or with an invalid one', async () => {
    expect(expectProblem(await call(app.url, 'POST', '/kvk', { json: { kvkNummer: '69599084' } }), 401).code).toBe(
      'UNAUTHENTICATED',
    );
    expectProblem(await call(app.url, 'POST', '/kvk', { token: 'not-a-jwt', json: { kvkNummer: '69599084' } }), 401);
  });
});
