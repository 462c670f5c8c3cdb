// Idempotency-Key on REST creates, against real PostgreSQL: a retried create answers the first
// result, another body with the same key is 422, and concurrent retries create one resource.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { getOpenApiDocument } from '../openapi-document.ts';

let app: TestApp;

async function ownerOf(kvkNummer: string) {
  const u = await registerAndLogin(app.url);
  await app.db.user.update({ where: { id: u.userId }, data: { emailGeverifieerdOp: new Date() } });
  const company = await call(app.url, 'POST', '/companies', { token: u.token, json: { kvkNummer } });
  expect(company.status).toBe(201);
  return { ...u, companyId: company.body.id as string };
}

const createAanvraag = (o: { token: string; companyId: string }, key: string | null, verklaringType = 'IKV') =>
  call(app.url, 'POST', '/aanvragen', { token: o.token, json: { companyId: o.companyId, verklaringType }, headers: key === null ? {} : { 'idempotency-key': key } });

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
    for (const r of results.filter((r) => r.status !== 201)) expect(expectProblem(r, 409).code).toBe('IDEMPOTENCY_KEY_IN_USE');
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
    const failed = await call(app.url, 'POST', '/aanvragen', { token: a.token, json: { companyId: 'bestaat-niet', verklaringType: 'ORIENTATIE' }, headers: { 'idempotency-key': 'k-fail' } });
    expect(failed.status).toBe(404);
    expect(await app.db.idempotencyKey.count({ where: { userId: a.userId, sleutel: 'k-fail' } })).toBe(0);
    expect((await createAanvraag(a, 'k-fail', 'ORIENTATIE')).status).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    await app.db.idempotencyKey.updateMany({ where: { userId: a.userId, sleutel: 'k-fail' }, data: { aangemaaktOp: new Date(Date.now() - 25 * 3_600_000) } });
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

  it('is described on every signed-in create in the OpenAPI document', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read loosely
    const doc = getOpenApiDocument() as any;
    const op = doc.paths['/aanvragen'].post;
    expect(op.parameters.some((p: { name: string; in: string }) => p.name === 'Idempotency-Key' && p.in === 'header')).toBe(true);
    expect(op.responses['422']).toBeDefined();
    expect(doc.paths['/auth/register'].post.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });
});
