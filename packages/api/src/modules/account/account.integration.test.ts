// account.taal over REST: either role sets the account's language; what the service writes to that
// person afterwards (e-mails) is in it, and his notifications are read in it, old ones included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('account.taal', () => {
  it('an entrepreneur switches to English: the adviser’s remark reaches him in English, and in Dutch again after switching back', async () => {
    const req = await createRequest(app, '69599084');
    const set = await call(app.url, 'PUT', '/account/taal', { token: req.owner.token, json: { taal: 'EN' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ taal: 'EN' });
    expect((await app.db.user.findUniqueOrThrow({ where: { id: req.owner.userId } })).taal).toBe('EN');

    const adviser = await createAdviserAndLogin(app.url, app.db);
    const remark = await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
      token: adviser.token,
      json: { opmerking: 'Graag de jaarrekening 2025.' },
    });
    expect(remark.status).toBe(200);
    const notifications = (await call(app.url, 'GET', '/notifications', { token: req.owner.token })).body as {
      titel: string;
      bericht: string;
    }[];
    expect(notifications.find((n) => n.bericht === 'Graag de jaarrekening 2025.')?.titel).toBe(
      'A new remark on your request',
    );

    const back = await call(app.url, 'PUT', '/account/taal', { token: req.owner.token, json: { taal: 'NL' } });
    expect(back.body).toEqual({ taal: 'NL' });
    await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
      token: adviser.token,
      json: { opmerking: 'Dank u.' },
    });
    const again = (await call(app.url, 'GET', '/notifications', { token: req.owner.token })).body as {
      titel: string;
      bericht: string;
    }[];
    expect(again.find((n) => n.bericht === 'Dank u.')?.titel).toBe('Nieuwe opmerking bij uw aanvraag');
    // notifications are rendered when read: the one that came while he read English is Dutch now too
    expect(again.find((n) => n.bericht === 'Graag de jaarrekening 2025.')?.titel).toBe(
      'Nieuwe opmerking bij uw aanvraag',
    );
  });

  it('an adviser sets his language too; anything but NL or EN is a 400 that changes nothing; without a login 401', async () => {
    const adviser = await createAdviserAndLogin(app.url, app.db);
    expect((await call(app.url, 'PUT', '/account/taal', { token: adviser.token, json: { taal: 'EN' } })).body).toEqual({
      taal: 'EN',
    });
    for (const json of [{ taal: 'DE' }, { taal: 'en' }, {}, { taal: 'EN', extra: 1 }]) {
      expectProblem(await call(app.url, 'PUT', '/account/taal', { token: adviser.token, json }), 400);
    }
    expect((await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } })).taal).toBe('EN');
    expectProblem(await call(app.url, 'PUT', '/account/taal', { json: { taal: 'NL' } }), 401);
  });
});
