// IKV notifications from an adviser and the notifications of one request, over REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let adviser: { token: string; email: string };
beforeAll(async () => {
  app = await startTestApp();
  adviser = await createAdviserAndLogin(app.url, app.db);
});
afterAll(async () => {
  await app?.close();
});

const createIkv = (token: string, json: unknown) => call(app.url, 'POST', '/notifications/ikv', { token, json });

describe('notifications.createIkv and notifications.forAanvraag', () => {
  it('an adviser notifies the entrepreneur; both see it under the request, live-published to him', async () => {
    const { owner, aanvraagId, companyId } = await createRequest(app, '69599084');
    const res = await createIkv(adviser.token, {
      aanvraagId,
      titel: '  Uw IKV is klaar ',
      bericht: 'Download hem bij uw aanvraag.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'IKV',
      titel: 'Uw IKV is klaar',
      bericht: 'Download hem bij uw aanvraag.',
      gelezen: false,
      aanvraagId,
    });

    const mine = await call(app.url, 'GET', `/notifications/aanvraag/${aanvraagId}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((n: { id: string }) => n.id)).toContain(res.body.id);
    expect(
      (await call(app.url, 'GET', '/notifications', { token: owner.token })).body.map((n: { id: string }) => n.id),
    ).toContain(res.body.id);
    const all = await call(app.url, 'GET', `/notifications/aanvraag/${aanvraagId}`, { token: adviser.token });
    expect(all.body.map((n: { id: string }) => n.id)).toContain(res.body.id);

    const live = await app.db.liveEvent.findMany({ where: { userId: owner.userId, soort: 'notification' } });
    expect(live.map((e) => (e.payload as { id: string }).id)).toContain(res.body.id);

    // a partner of the company sees only his own notifications of the request (none yet)
    const partner = await registerAndLogin(app.url);
    await app.db.companyMember.create({
      data: { companyId, userId: partner.userId, rol: 'PARTNER', aandeelPercentage: 0 },
    });
    expect(
      (await call(app.url, 'GET', `/notifications/aanvraag/${aanvraagId}`, { token: partner.token })).body,
    ).toEqual([]);
  });

  it('only advisers create (403), unknown requests are 404, bad input 400, and nothing is written', async () => {
    const { owner, aanvraagId } = await createRequest(app, '90000064');
    const before = await app.db.notification.count();
    expectProblem(await createIkv(owner.token, { aanvraagId, titel: 'x', bericht: 'y' }), 403);
    expect(
      expectProblem(await createIkv(adviser.token, { aanvraagId: 'onbekend', titel: 'x', bericht: 'y' }), 404).code,
    ).toBe('AANVRAAG_NOT_FOUND');
    for (const bad of [
      { aanvraagId, titel: ' ', bericht: 'y' },
      { aanvraagId, titel: 'x', bericht: '' },
      { aanvraagId, titel: 'x'.repeat(201), bericht: 'y' },
      { aanvraagId, titel: 'x' },
    ])
      expectProblem(await createIkv(adviser.token, bad), 400);
    expectProblem(
      await call(app.url, 'POST', '/notifications/ikv', { json: { aanvraagId, titel: 'x', bericht: 'y' } }),
      401,
    );
    expect(await app.db.notification.count()).toBe(before);
  });

  it("another entrepreneur's request is a 404", async () => {
    const { aanvraagId } = await createRequest(app, '90001745');
    const stranger = await registerAndLogin(app.url);
    expect(
      expectProblem(await call(app.url, 'GET', `/notifications/aanvraag/${aanvraagId}`, { token: stranger.token }), 404)
        .code,
    ).toBe('AANVRAAG_NOT_FOUND');
    expectProblem(await call(app.url, 'GET', `/notifications/aanvraag/${aanvraagId}`), 401);
  });
});
