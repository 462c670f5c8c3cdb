// Idempotency-Key on creates, against real PostgreSQL: a retried create answers the first result,
// another body with the same key is 422, and concurrent retries create one resource; over REST and
// over tRPC (the web app), which share one middleware and one store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { getOpenApiDocument } from '../../rest/openapi-document.ts';

let app: TestApp;

async function ownerOf(kvkNummer: string) {
  const u = await registerAndLogin(app.url);
  await app.db.user.update({ where: { id: u.userId }, data: { emailGeverifieerdOp: new Date() } });
  const company = await call(app.url, 'POST', '/companies', { token: u.token, json: { kvkNummer } });
  expect(company.status).toBe(201);
  return { ...u, companyId: company.body.id as string };
}

const createAanvraag = (o: { token: string; companyId: string }, key: string | null, verklaringType = 'IKV') =>
  call(app.url, 'POST', '/aanvragen', {
    token: o.token,
    json: { companyId: o.companyId, verklaringType },
    headers: key === null ? {} : { 'idempotency-key': key },
  });

const countAanvragen = (companyId: string) => app.db.aanvraag.count({ where: { companyId } });

let a: Awaited<ReturnType<typeof ownerOf>>;
let b: Awaited<ReturnType<typeof ownerOf>>;

beforeAll(async () => {
  app = await startTestApp();
  a = await ownerOf('69599084');
  b = await ownerOf('69599076');
});
afterAll(async () => {
  await app?.close();
});

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first result, and creates one request', async () => {
    const first = await createAanvraag(a, 'k-retry-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await createAanvraag(a, 'k-retry-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await countAanvragen(a.companyId)).toBe(1);
    // without a key the same create is a new attempt, which the contract refuses (one open request per type)
    expect(expectProblem(await createAanvraag(a, null), 409).code).toBe('AANVRAAG_ALREADY_OPEN');
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const before = await countAanvragen(a.companyId);
    const other = await createAanvraag(a, 'k-retry-1', 'ORIENTATIE');
    expect(expectProblem(other, 422).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countAanvragen(a.companyId)).toBe(before);
  });

  it('creates one resource when the same key arrives many times at once', async () => {
    await app.db.aanvraag.deleteMany({ where: { companyId: b.companyId } });
    const results = await Promise.all(Array.from({ length: 6 }, () => createAanvraag(b, 'k-concurrent', 'ORIENTATIE')));
    const ok = results.filter((r) => r.status === 201);
    for (const r of results.filter((r) => r.status !== 201))
      expect(expectProblem(r, 409).code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.id)).size).toBe(1);
    expect(await countAanvragen(b.companyId)).toBe(1);
  });

  it('keeps keys per user: another user with the same key string is not answered the first result', async () => {
    const res = await createAanvraag(b, 'k-retry-1');
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(res.body.companyId).toBe(b.companyId);
  });

  it('releases the key when the create fails, so a corrected retry with it goes through', async () => {
    await app.db.aanvraag.deleteMany({ where: { companyId: a.companyId, verklaringType: 'ORIENTATIE' } });
    const failed = await call(app.url, 'POST', '/aanvragen', {
      token: a.token,
      json: { companyId: 'bestaat-niet', verklaringType: 'ORIENTATIE' },
      headers: { 'idempotency-key': 'k-fail' },
    });
    expect(failed.status).toBe(404);
    expect(await app.db.idempotencyKey.count({ where: { userId: a.userId, sleutel: 'k-fail' } })).toBe(0);
    expect((await createAanvraag(a, 'k-fail', 'ORIENTATIE')).status).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    await app.db.idempotencyKey.updateMany({
      where: { userId: a.userId, sleutel: 'k-fail' },
      data: { aangemaaktOp: new Date(Date.now() - 25 * 3_600_000) },
    });
    await app.db.aanvraag.deleteMany({ where: { companyId: a.companyId } });
    const fresh = await createAanvraag(a, 'k-fail', 'IKV');
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(fresh.body.verklaringType).toBe('IKV');
  });

  it('answers a malformed key with 400 before anything is written', async () => {
    await app.db.aanvraag.deleteMany({ where: { companyId: b.companyId } });
    for (const key of ['x'.repeat(256), 'met spatie']) {
      expect(expectProblem(await createAanvraag(b, key), 400).code).toBe('IDEMPOTENCY_KEY_INVALID');
    }
    expect(await countAanvragen(b.companyId)).toBe(0);
  });

  it('over tRPC: two calls with the same key create one request and answer the same result', async () => {
    await app.db.aanvraag.deleteMany({ where: { companyId: a.companyId } });
    const viaTrpc = (key: string | null, verklaringType = 'IKV') =>
      fetch(`${app.url}/api/trpc/aanvragen.create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${a.token}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify({ companyId: a.companyId, verklaringType }),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as {
          result?: { data: { id: string } };
          error?: { data: { problem: { code: string } } };
        },
      }));
    const first = await viaTrpc('web-submit-1');
    const again = await viaTrpc('web-submit-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.result!.data).toEqual(first.body.result!.data);
    expect(await countAanvragen(a.companyId)).toBe(1);
    // another input with that key is refused, as over REST
    const other = await viaTrpc('web-submit-1', 'ORIENTATIE');
    expect(other.status).toBe(422);
    expect(other.body.error!.data.problem.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // the same store serves both transports: the REST retry of that submit answers the same request
    const rest = await createAanvraag(a, 'web-submit-1');
    expect(rest.status).toBe(201);
    expect(rest.headers.get('idempotent-replayed')).toBe('true');
    expect(rest.body.id).toBe(first.body.result!.data.id);
    // without a key tRPC behaves as before: a second open request of the type is a 409
    expect((await viaTrpc(null)).status).toBe(409);
    expect(await countAanvragen(a.companyId)).toBe(1);
  });

  it('is described on every signed-in create in the OpenAPI document', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read loosely
    const doc = getOpenApiDocument() as any;
    const op = doc.paths['/aanvragen'].post;
    expect(
      op.parameters.some((p: { name: string; in: string }) => p.name === 'Idempotency-Key' && p.in === 'header'),
    ).toBe(true);
    expect(op.responses['422']).toBeDefined();
    expect(doc.paths['/auth/register'].post.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key' }),
    );
  });
});
