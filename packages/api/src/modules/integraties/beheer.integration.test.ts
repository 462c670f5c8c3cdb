// Managing organisations and API clients (advisers with the beheer permission) over REST: others
// get 403; a client made here gets a token, its secret is shown once and never listed; a rotation
// keeps the old secret for the overlap; a revocation stops the client at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, registerAndLogin } from '../../../test/api-client.ts';
import { basicAuth } from '../../../test/clients.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let beheerder: { token: string; email: string };
let adviseur: { token: string };

beforeAll(async () => {
  app = await startTestApp();
  beheerder = await createAdviserAndLogin(app.url, app.db);
  await app.db.user.update({ where: { email: beheerder.email }, data: { beheer: true } });
  adviseur = await createAdviserAndLogin(app.url, app.db);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const token = (clientId: string, secret: string) =>
  fetch(`${app.url}/api/oauth/token`, {
    method: 'POST',
    headers: { authorization: basicAuth(clientId, secret), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((r) => r.status);

describe('beheer of API clients', () => {
  it('only advisers with the beheer permission', async () => {
    const ondernemer = await registerAndLogin(app.url);
    for (const t of [adviseur.token, ondernemer.token]) {
      const res = await call(app.url, 'GET', '/beheer/organisaties', { token: t });
      expect(res.status).toBe(403);
      expect(res.contentType).toMatch(/^application\/problem\+json/);
    }
    const create = await call(app.url, 'POST', '/beheer/clients', {
      token: adviseur.token,
      json: { naam: 'X', organisatie: 'Y', soort: 'INTERMEDIAIR', scopes: ['koppelingen'] },
    });
    expect(create.status).toBe(403);
    expect(await app.db.organisatie.count()).toBe(0);
  });

  it('creates, lists without secrets, rotates with overlap and revokes', async () => {
    const created = await call(app.url, 'POST', '/beheer/clients', {
      token: beheerder.token,
      json: {
        naam: 'Findesk',
        organisatie: 'Bank West',
        soort: 'GELDVERSTREKKER',
        scopes: ['verificatie'],
        contact: 'IT@Bank-West.example.nl',
      },
    });
    expect(created.status).toBe(200);
    const { clientId, clientSecret } = created.body as { clientId: string; clientSecret: string };
    expect(await token(clientId, clientSecret)).toBe(200);

    // a technical contact that is no e-mail address: 400, nothing created
    const badContact = await call(app.url, 'POST', '/beheer/clients', {
      token: beheerder.token,
      json: { naam: 'Z', organisatie: 'Bank Oost', soort: 'GELDVERSTREKKER', scopes: ['verificatie'], contact: 'x' },
    });
    expect(badContact.status).toBe(400);
    expect(await app.db.organisatie.count({ where: { naam: 'Bank Oost' } })).toBe(0);

    const list = await call(app.url, 'GET', '/beheer/organisaties', { token: beheerder.token });
    expect(list.body).toEqual([
      {
        id: expect.any(String),
        naam: 'Bank West',
        soort: 'GELDVERSTREKKER',
        technischContact: 'it@bank-west.example.nl',
        clients: [
          expect.objectContaining({
            clientId,
            naam: 'Findesk',
            scopes: ['verificatie'],
            ingetrokkenOp: null,
            secrets: [{ id: expect.any(String), prefix: clientSecret.slice(0, 12), geldigTot: null }],
          }),
        ],
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(clientSecret);
    const id = list.body[0].clients[0].id as string;

    const rotated = await call(app.url, 'POST', `/beheer/clients/${id}/secret`, {
      token: beheerder.token,
      json: { overlapUren: 1 },
    });
    expect(rotated.status).toBe(200);
    expect(await token(clientId, clientSecret)).toBe(200);
    expect(await token(clientId, rotated.body.clientSecret)).toBe(200);
    const zero = await call(app.url, 'POST', `/beheer/clients/${id}/secret`, {
      token: beheerder.token,
      json: { overlapUren: 0 },
    });
    expect(await token(clientId, clientSecret)).toBe(401);
    expect(await token(clientId, rotated.body.clientSecret)).toBe(401);
    expect(await token(clientId, zero.body.clientSecret)).toBe(200);

    // a soort other than the organisation's: 409
    const clash = await call(app.url, 'POST', '/beheer/clients', {
      token: beheerder.token,
      json: { naam: 'CRM', organisatie: 'Bank West', soort: 'INTERMEDIAIR', scopes: ['koppelingen'] },
    });
    expect(clash.status).toBe(409);

    expect((await call(app.url, 'DELETE', `/beheer/clients/${id}`, { token: beheerder.token })).status).toBe(204);
    expect(await token(clientId, zero.body.clientSecret)).toBe(401);
    expect((await call(app.url, 'DELETE', `/beheer/clients/${id}`, { token: beheerder.token })).status).toBe(204);
    const audit = await app.db.auditLog.findMany({ where: { apiClientId: id }, select: { actie: true, userId: true } });
    expect(
      audit.filter((a) => a.actie !== 'CLIENT_TOKEN' && a.actie !== 'CLIENT_TOKEN_GEWEIGERD').map((a) => a.actie),
    ).toEqual(['CLIENT_AANGEMAAKT', 'CLIENT_SECRET_VERNIEUWD', 'CLIENT_SECRET_VERNIEUWD', 'CLIENT_INGETROKKEN']);
  });
});
