// account.naam over REST: an adviser changes his own name; entrepreneurs see the new name as their
// behandelaar; bad input is a 400 that changes nothing; an entrepreneur gets 403 (his name is changed
// with PUT /ondernemer), anonymous 401.
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

describe('account.naam', () => {
  it('an adviser renames himself and his requests show the new name', async () => {
    const req = await createRequest(app, '69599084');
    const adviser = await createAdviserAndLogin(app.url, app.db);
    expect(
      (
        await call(app.url, 'POST', `/adviseur/aanvragen/${req.aanvraagId}/toewijzen`, {
          token: adviser.token,
          json: {},
        })
      ).status,
    ).toBe(200);
    const res = await call(app.url, 'PUT', '/account/naam', {
      token: adviser.token,
      json: { voornaam: '  Anna ', achternaam: 'de Boer' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ voornaam: 'Anna', achternaam: 'de Boer' });
    const seen = await call(app.url, 'GET', `/aanvragen/${req.aanvraagId}`, { token: req.owner.token });
    expect(seen.body.behandelaar.naam).toBe('Anna de Boer');
  });

  it('an empty or missing name is a 400 that changes nothing; an entrepreneur 403; anonymous 401', async () => {
    const adviser = await createAdviserAndLogin(app.url, app.db);
    for (const json of [
      { voornaam: '', achternaam: 'X' },
      { voornaam: '   ', achternaam: 'X' },
      { voornaam: 'A' },
      { voornaam: 'A', achternaam: 'B', rol: 'ONDERNEMER' },
      { voornaam: 'A'.repeat(101), achternaam: 'B' },
    ])
      expectProblem(await call(app.url, 'PUT', '/account/naam', { token: adviser.token, json }), 400);
    const row = await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } });
    expect([row.voornaam, row.achternaam]).toEqual(['Ada', 'Adviseur']);
    const req = await createRequest(app, '69599084');
    expectProblem(
      await call(app.url, 'PUT', '/account/naam', { token: req.owner.token, json: { voornaam: 'A', achternaam: 'B' } }),
      403,
    );
    expect((await call(app.url, 'PUT', '/account/naam', { json: { voornaam: 'A', achternaam: 'B' } })).status).toBe(
      401,
    );
  });
});
