// The KvK HTTP client against a fake KvK server on loopback (no internet, fast: small time-outs).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../../errors/domain-error.ts';
import { type FakeKvkServer, fout, ok, startFakeKvkServer } from '../../../../test/fake-kvk-server.ts';
import { BASISPROFIEL_69599084 } from '../../../../test/kvk-fixtures.ts';
import { createKvkHttpRegistry, type KvkHttpRegistryOptions, parseRetryAfter } from './kvk-http-registry.ts';

const API_KEY = 'l7xx-test-key';
const PROFIEL = '/v1/basisprofielen/69599084';
const ZOEKEN = '/v2/zoeken';

let kvk: FakeKvkServer;
beforeAll(async () => {
  kvk = await startFakeKvkServer({ apiKey: API_KEY });
});
afterAll(async () => {
  await kvk?.close();
});
beforeEach(() => {
  kvk.requests.length = 0;
  kvk.script(PROFIEL, []);
  kvk.script(ZOEKEN, []);
});

/** A client with small time-outs; waits are recorded, not slept. */
function client(overrides: Partial<KvkHttpRegistryOptions> = {}) {
  const waits: number[] = [];
  const registry = createKvkHttpRegistry({
    baseUrl: kvk.baseUrl,
    apiKey: API_KEY,
    timeoutMs: 2_000, // generous: a loaded CI machine must not turn a slow loopback answer into a retry; time-out tests set their own
    retries: 3,
    backoffBaseMs: 10,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
  return { registry, waits };
}

/**
 * A fetch that never answers the first `hangs` calls (as a stuck KvK would) and then answers with the
 * recorded profile; it records each call and why its signal ended. No network and no clock in the
 * assertions: only the client's own time-out can end a hanging call.
 */
function hangingFetch(hangs: number) {
  const calls: { aborted: Promise<string> }[] = [];
  const impl: typeof fetch = (_input, init) => {
    const signal = init!.signal!;
    const aborted = new Promise<string>((resolve) =>
      signal.addEventListener('abort', () => resolve((signal.reason as Error).name), { once: true }),
    );
    calls.push({ aborted });
    if (calls.length > hangs)
      return Promise.resolve(
        new Response(JSON.stringify(BASISPROFIEL_69599084), {
          status: 200,
          headers: { 'content-type': 'application/hal+json' },
        }),
      );
    return new Promise((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
    );
  };
  return { impl, calls };
}

async function failure(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

describe('lookup (Basisprofiel v1)', () => {
  it('maps the recorded hal+json Basisprofiel and sends the apikey header', async () => {
    const { registry } = client();
    const detail = await registry.lookup('69599084');
    expect(detail).toMatchObject({
      kvkNummer: '69599084',
      juridischeNaam: 'Test EMZ Dagobert',
      rechtsvorm: 'Eenmanszaak',
      formeleRegistratiedatum: '2017-07-10',
      adres: { straat: 'Abebe Bikilalaan 17 M', plaats: 'Amsterdam', postcode: '1034WL' },
    });
    expect(detail.sbiActiviteiten[0]).toEqual(expect.objectContaining({ sbiCode: '10110', indHoofdactiviteit: 'Ja' }));
    expect(kvk.requests).toHaveLength(1);
    expect(kvk.requests[0]).toMatchObject({ method: 'GET', path: PROFIEL, apikey: API_KEY });
    expect([...kvk.requests[0]!.query.keys()]).toEqual([]);
  });

  it('accepts a trailing slash in the base URL', async () => {
    const { registry } = client({ baseUrl: `${kvk.baseUrl}/` });
    expect((await registry.lookup('69599084')).kvkNummer).toBe('69599084');
  });

  it('404 IPD0005 → KVK_NOT_FOUND, no retry', async () => {
    const { registry } = client();
    expect((await failure(registry.lookup('12345678'))).code).toBe('KVK_NOT_FOUND');
    expect(kvk.hits('/v1/basisprofielen/12345678')).toBe(1);
  });

  it.each([
    ['404 IPD0001', fout(404, 'IPD0001'), 'KVK_NOT_FOUND'],
    ['404 without a body', { status: 404 }, 'KVK_NOT_FOUND'],
    ['400 IPD0004', fout(400, 'IPD0004', 'Het KVK-nummer is niet valide.'), 'VALIDATION_FAILED'],
    ['400 IPD1998', fout(400, 'IPD1998'), 'VALIDATION_FAILED'],
    ['400 IPD1999', fout(400, 'IPD1999'), 'VALIDATION_FAILED'],
    ['401 (bad key)', { status: 401 }, 'REGISTRY_ERROR'],
    ['500 IPD9999', fout(500, 'IPD9999', 'Algemene technische fout'), 'REGISTRY_ERROR'],
    ['500 with HTML', { status: 500, body: '<html>oops</html>', contentType: 'text/html' }, 'REGISTRY_ERROR'],
    ['200 with HTML', { status: 200, body: '<html>login</html>', contentType: 'text/html' }, 'REGISTRY_ERROR'],
    ['200 with JSON of the wrong shape', ok({ hello: 'world' }), 'REGISTRY_ERROR'],
    ['200 for another number', ok({ ...BASISPROFIEL_69599084, kvkNummer: '68750110' }), 'REGISTRY_ERROR'],
  ] as const)('%s → %s after one call', async (_label, reply, code) => {
    kvk.script(PROFIEL, [reply]);
    const { registry } = client();
    const e = await failure(registry.lookup('69599084'));
    expect(e.code).toBe(code);
    expect(kvk.hits(PROFIEL)).toBe(1);
  });

  it('VALIDATION_FAILED carries a field error on kvkNummer', async () => {
    kvk.script(PROFIEL, [fout(400, 'IPD0004', 'Het KVK-nummer is niet valide.')]);
    const e = await failure(client().registry.lookup('69599084'));
    expect(e.errors).toEqual([{ path: 'kvkNummer', message: 'Het KVK-nummer is niet valide.' }]);
  });

  it('a malformed number is refused before any call', async () => {
    expect((await failure(client().registry.lookup('6959908'))).code).toBe('VALIDATION_FAILED');
    expect(kvk.requests).toHaveLength(0);
  });

  it('429 then 200: retried once, honouring Retry-After', async () => {
    kvk.script(PROFIEL, [fout(429, 'IPD1003', 'Te veel verzoeken', { 'retry-after': '1' }), ok(BASISPROFIEL_69599084)]);
    const { registry, waits } = client();
    expect((await registry.lookup('69599084')).juridischeNaam).toBe('Test EMZ Dagobert');
    expect(kvk.hits(PROFIEL)).toBe(2);
    expect(waits).toEqual([1000]);
  });

  it('caps a long Retry-After', async () => {
    kvk.script(PROFIEL, [{ status: 503, headers: { 'retry-after': '3600' } }, ok(BASISPROFIEL_69599084)]);
    const { registry, waits } = client({ retryAfterMaxMs: 40 });
    await registry.lookup('69599084');
    expect(waits).toEqual([40]);
  });

  it.each([
    ['502', { status: 502 }],
    ['503', { status: 503 }],
    ['504', { status: 504 }],
    ['404 IPD1002 (being processed)', fout(404, 'IPD1002')],
    ['500 IPD1003', fout(500, 'IPD1003')],
  ] as const)('%s is retried with exponential back-off, then REGISTRY_UNAVAILABLE', async (_label, reply) => {
    kvk.script(PROFIEL, [reply]);
    const { registry, waits } = client();
    const e = await failure(registry.lookup('69599084'));
    expect(e.code).toBe('REGISTRY_UNAVAILABLE');
    expect(e.status).toBe(503);
    expect(kvk.hits(PROFIEL)).toBe(4);
    // base 10 ms doubling, jitter in [step/2, step): random 0.5 → 3/4 of each step
    expect(waits).toEqual([7.5, 15, 30]);
  });

  it('500 x N: a plain 500 is not retried → REGISTRY_ERROR', async () => {
    kvk.script(PROFIEL, [
      { status: 500, json: { fout: [{ code: 'IPD9999', omschrijving: 'Algemene technische fout' }] } },
    ]);
    const e = await failure(client().registry.lookup('69599084'));
    expect(e.code).toBe('REGISTRY_ERROR');
    expect(e.status).toBe(502);
    expect(kvk.hits(PROFIEL)).toBe(1);
  });

  it('recovers when a retry succeeds', async () => {
    kvk.script(PROFIEL, [{ status: 503 }, { status: 502 }, ok(BASISPROFIEL_69599084)]);
    const { registry } = client();
    expect((await registry.lookup('69599084')).kvkNummer).toBe('69599084');
    expect(kvk.hits(PROFIEL)).toBe(3);
  });

  it('retries=0 makes exactly one attempt', async () => {
    kvk.script(PROFIEL, [{ status: 503 }]);
    expect((await failure(client({ retries: 0 }).registry.lookup('69599084'))).code).toBe('REGISTRY_UNAVAILABLE');
    expect(kvk.hits(PROFIEL)).toBe(1);
  });

  it('REGISTRY_UNAVAILABLE passes on the last Retry-After in seconds', async () => {
    kvk.script(PROFIEL, [{ status: 429, headers: { 'retry-after': '7' } }]);
    const e = await failure(client({ retries: 1, retryAfterMaxMs: 1 }).registry.lookup('69599084'));
    expect(e).toMatchObject({ code: 'REGISTRY_UNAVAILABLE', retryAfter: 7 });
  });

  it('a hanging response times out per attempt, is retried, then REGISTRY_UNAVAILABLE', async () => {
    const stuck = hangingFetch(Infinity);
    const { registry } = client({ timeoutMs: 80, retries: 1, fetch: stuck.impl });
    const e = await failure(registry.lookup('69599084'));
    expect(e.code).toBe('REGISTRY_UNAVAILABLE');
    expect(e.message).toContain('time-out');
    // two attempts, each ended by the client's own time-out (nothing else could end them)
    expect(stuck.calls).toHaveLength(2);
    expect(await Promise.all(stuck.calls.map((c) => c.aborted))).toEqual(['TimeoutError', 'TimeoutError']);
  });

  it('a hang then a quick answer succeeds', async () => {
    const stuck = hangingFetch(1);
    const { registry } = client({ timeoutMs: 80, fetch: stuck.impl });
    expect((await registry.lookup('69599084')).kvkNummer).toBe('69599084');
    expect(stuck.calls).toHaveLength(2);
    expect(await stuck.calls[0]!.aborted).toBe('TimeoutError');
  });

  it('the total budget stops retries early', async () => {
    const stuck = hangingFetch(Infinity);
    const { registry } = client({ timeoutMs: 80, retries: 10, totalTimeoutMs: 200, fetch: stuck.impl });
    expect((await failure(registry.lookup('69599084'))).code).toBe('REGISTRY_UNAVAILABLE');
    // each attempt lasts at least its 80 ms (or what is left of the 200): never more than three of the eleven allowed
    expect(stuck.calls.length).toBeGreaterThanOrEqual(1);
    expect(stuck.calls.length).toBeLessThanOrEqual(3);
  });

  it('network errors (nothing listening) are retried, then REGISTRY_UNAVAILABLE', async () => {
    const gone = await startFakeKvkServer({ apiKey: API_KEY });
    await gone.close();
    const { registry, waits } = client({ baseUrl: gone.baseUrl, retries: 2 });
    const e = await failure(registry.lookup('69599084'));
    expect(e.code).toBe('REGISTRY_UNAVAILABLE');
    expect(e.message).toContain('netwerkfout');
    expect(waits).toHaveLength(2);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify(BASISPROFIEL_69599084), {
        status: 200,
        headers: { 'content-type': 'application/hal+json' },
      });
    };
    const registry = createKvkHttpRegistry({
      baseUrl: 'https://api.kvk.nl/test/api',
      apiKey: API_KEY,
      fetch: fakeFetch,
    });
    expect((await registry.lookup('69599084')).kvkNummer).toBe('69599084');
    expect(calls).toEqual(['https://api.kvk.nl/test/api/v1/basisprofielen/69599084']);
  });
});

describe('search (Zoeken v2)', () => {
  it('sends naam/pagina/resultatenPerPagina and maps the page without links', async () => {
    const { registry } = client();
    const page = await registry.search(' Dagobert ', 1, 10);
    expect(page).toMatchObject({ pagina: 1, resultatenPerPagina: 10, totaal: 2 });
    expect(page.resultaten[1]).toEqual({
      kvkNummer: '69599084',
      naam: 'Test EMZ Dagobert',
      type: 'hoofdvestiging',
      adres: { binnenlandsAdres: { straatnaam: 'Abebe Bikilalaan', plaats: 'Amsterdam' } },
    });
    const q = kvk.requests[0]!.query;
    expect(Object.fromEntries(q)).toEqual({ naam: 'Dagobert', pagina: '1', resultatenPerPagina: '10' });
  });

  it('404 IPD5200 → an empty page', async () => {
    const { registry } = client();
    expect(await registry.search('bestaatniet', 2, 5)).toEqual({
      pagina: 2,
      resultatenPerPagina: 5,
      totaal: 0,
      resultaten: [],
    });
    expect(kvk.hits(ZOEKEN)).toBe(1);
  });

  it('503 is retried and 500 IPD9999 is an error', async () => {
    kvk.script(ZOEKEN, [{ status: 503 }]);
    expect((await failure(client({ retries: 1 }).registry.search('dagobert'))).code).toBe('REGISTRY_UNAVAILABLE');
    expect(kvk.hits(ZOEKEN)).toBe(2);
    kvk.script(ZOEKEN, [fout(500, 'IPD9999')]);
    expect((await failure(client().registry.search('dagobert'))).code).toBe('REGISTRY_ERROR');
  });

  it('400 IPD1999 → VALIDATION_FAILED on naam; blank naam refused locally', async () => {
    kvk.script(ZOEKEN, [fout(400, 'IPD1999', 'Parameter(s) zijn niet valide.')]);
    const e = await failure(client().registry.search('x'));
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.errors?.[0]?.path).toBe('naam');
    const before = kvk.requests.length;
    expect((await failure(client().registry.search('   '))).code).toBe('VALIDATION_FAILED');
    expect(kvk.requests.length).toBe(before);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-02T09:00:00Z');
  it.each([
    ['5', 5000],
    [' 0 ', 0],
    ['Mon, 02 Mar 2026 09:00:10 GMT', 10_000],
    ['Mon, 02 Mar 2026 08:00:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('%j → %j ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });
});
