// Consent, person by person, over HTTP on loopback against real PostgreSQL (issue 41): a client
// invites an entrepreneur (a Dutch mail in the outbox naming the organisation); only the person
// with that verified address accepts; then the client reads his requests and his issued
// statement (JWS, sealed PDF) and nothing of another entrepreneur's; ending it cuts access at once.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, registerAndLogin } from '../../../test/api-client.ts';
import { clientToken, makeClient, type TestClient } from '../../../test/clients.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeIssuable } from '../../../test/trust.ts';

let app: TestApp;
let crm: TestClient;
let crmToken: string;
let b: { token: string; userId: string; email: string };
let bAanvraagId: string;
let aAanvraagId: string;
let issued: { nummer: string; code: string; pdfSha256: string };

async function issue(aanvraagId: string, adviserToken: string) {
  const calc = await call(app.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token: adviserToken, json: {} });
  expect(calc.status).toBe(200);
  await makeIssuable(
    app.url,
    app.db,
    aanvraagId,
    adviserToken,
    (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar),
  );
  const patch = (json: unknown) =>
    call(app.url, 'PATCH', `/adviseur/aanvragen/${aanvraagId}`, { token: adviserToken, json });
  expect((await patch({ status: 'IN_BEHANDELING' })).status).toBe(200);
  const done = await patch({ status: 'AFGEROND', conclusie: 'Vastgesteld op de gecontroleerde jaarrekeningen.' });
  expect(done.status).toBe(200);
  return done.body.verklaring as { nummer: string; code: string; pdfSha256: string };
}

beforeAll(async () => {
  app = await startTestApp();
  const adviser = await createAdviserAndLogin(app.url, app.db);
  const bReq = await createRequest(app, '69599084', { voornaam: 'Bea', achternaam: 'Bakker' });
  b = bReq.owner;
  bAanvraagId = bReq.aanvraagId;
  issued = await issue(bAanvraagId, adviser.token);
  const aReq = await createRequest(app, '90001745', { voornaam: 'Ali', achternaam: 'Ander' });
  aAanvraagId = aReq.aanvraagId;
  await issue(aAanvraagId, adviser.token);
  crm = await makeClient(app.db, 'Hypotheekhuis Oost', ['koppelingen', 'aanvragen:lezen', 'verklaringen:lezen']);
  crmToken = await clientToken(app.url, crm);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('koppelingen (consent)', () => {
  let koppelingId: string;

  it('a client invites an address: 201, a Dutch mail naming the organisation with a link into the app', async () => {
    const res = await call(app.url, 'POST', '/koppelingen', {
      token: crmToken,
      json: { email: b.email.toUpperCase(), kenmerk: 'DOSSIER-42' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      status: 'UITGENODIGD',
      email: b.email,
      kenmerk: 'DOSSIER-42',
      aangemaaktOp: expect.any(String),
      ondernemer: null,
    });
    koppelingId = res.body.id;
    const mail = await app.db.outgoingMail.findFirstOrThrow({ where: { sleutel: `koppeling:${koppelingId}` } });
    expect(mail.aan).toBe(b.email);
    expect(mail.onderwerp).toContain('Hypotheekhuis Oost');
    expect(mail.tekst).toContain('Hypotheekhuis Oost (hypotheekadviseur) vraagt u');
    expect(mail.tekst).toContain('nooit');
    expect(mail.tekst).toMatch(/https?:\/\/\S+\/instellingen#koppelingen/);
    // a second invitation while this one is open: 409
    const again = await call(app.url, 'POST', '/koppelingen', { token: crmToken, json: { email: b.email } });
    expect(again.status).toBe(409);
    expect(again.contentType).toMatch(/^application\/problem\+json/);
  });

  it('before he accepts the client reads nothing; another entrepreneur cannot see or accept it', async () => {
    expect((await call(app.url, 'GET', `/koppelingen/${koppelingId}/aanvragen`, { token: crmToken })).status).toBe(404);
    const a = await registerAndLogin(app.url);
    await app.db.user.update({ where: { id: a.userId }, data: { emailGeverifieerdOp: new Date() } });
    expect((await call(app.url, 'GET', '/account/koppelingen', { token: a.token })).body).toEqual([]);
    const steal = await call(app.url, 'POST', `/account/koppelingen/${koppelingId}/accepteren`, { token: a.token });
    expect(steal.status).toBe(404);
    expect(steal.contentType).toMatch(/^application\/problem\+json/);
  });

  it('he sees who asks and accepts; the client then sees his name', async () => {
    const mine = await call(app.url, 'GET', '/account/koppelingen', { token: b.token });
    expect(mine.body).toEqual([
      {
        id: koppelingId,
        status: 'UITGENODIGD',
        organisatie: { naam: 'Hypotheekhuis Oost', soort: 'INTERMEDIAIR' },
        kenmerk: 'DOSSIER-42',
        aangemaaktOp: expect.any(String),
      },
    ]);
    const accepted = await call(app.url, 'POST', `/account/koppelingen/${koppelingId}/accepteren`, { token: b.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('ACTIEF');
    const list = await call(app.url, 'GET', '/koppelingen', { token: crmToken });
    expect(list.body).toEqual([
      expect.objectContaining({
        id: koppelingId,
        status: 'ACTIEF',
        ondernemer: { voornaam: 'Bea', achternaam: 'Bakker' },
      }),
    ]);
  });

  it('the client reads his requests and statement (JWS, sealed PDF) and nothing of another entrepreneur', async () => {
    const aanvragen = await call(app.url, 'GET', `/koppelingen/${koppelingId}/aanvragen`, { token: crmToken });
    expect(aanvragen.status).toBe(200);
    expect(aanvragen.body).toEqual([
      {
        id: bAanvraagId,
        type: 'IKV',
        status: 'AFGEROND',
        bedrijf: { naam: expect.any(String), kvkNummer: '69599084' },
        kenmerk: 'DOSSIER-42',
        aangemaaktOp: expect.any(String),
        gewijzigdOp: expect.any(String),
      },
    ]);
    expect(JSON.stringify(aanvragen.body)).not.toContain(aAanvraagId);
    const verklaringen = await call(app.url, 'GET', `/koppelingen/${koppelingId}/verklaringen`, { token: crmToken });
    expect(verklaringen.body).toEqual([
      {
        nummer: issued.nummer,
        code: issued.code,
        status: 'GELDIG',
        toetsinkomen: expect.any(Number),
        geldigTot: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        jws: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      },
    ]);
    // the statement's JWS is the one the public verification shows
    const publiek = await call(app.url, 'GET', `/verificatie/${issued.code}`);
    expect(verklaringen.body[0].jws).toBe(publiek.body.jws);
    const pdf = await fetch(`${app.url}/api/koppelingen/${koppelingId}/verklaringen/${issued.nummer}/pdf`, {
      headers: { authorization: `Bearer ${crmToken}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(issued.pdfSha256);
    // he sees which organisation opened his statement
    const inzage = await call(app.url, 'GET', '/account/inzage', { token: b.token });
    expect(inzage.body).toContainEqual({
      wie: { naam: 'Hypotheekhuis Oost', rol: null, organisatie: 'Hypotheekhuis Oost' },
      wat: { soort: 'VERKLARING', id: bAanvraagId, naam: issued.nummer },
      wanneer: expect.any(String),
    });
    // another entrepreneur's statement number through this koppeling: 404
    const aNummer = (await app.db.verklaring.findUniqueOrThrow({ where: { aanvraagId: aAanvraagId } })).nummer;
    const other = await call(app.url, 'GET', `/koppelingen/${koppelingId}/verklaringen/${aNummer}/pdf`, {
      token: crmToken,
    });
    expect(other.status).toBe(404);
    expect(other.contentType).toMatch(/^application\/problem\+json/);
  });

  it('another organisation’s client gets 404, a client without the scope 403', async () => {
    const other = await makeClient(app.db, 'Hypotheekhuis West', ['aanvragen:lezen', 'verklaringen:lezen']);
    const otherToken = await clientToken(app.url, other);
    for (const path of [`/koppelingen/${koppelingId}/aanvragen`, `/koppelingen/${koppelingId}/verklaringen`]) {
      const res = await call(app.url, 'GET', path, { token: otherToken });
      expect(res.status).toBe(404);
      expect(res.contentType).toMatch(/^application\/problem\+json/);
    }
    expect((await call(app.url, 'GET', '/koppelingen', { token: otherToken })).body).toEqual([]);
    const narrow = await clientToken(app.url, crm, 'koppelingen');
    const refused = await call(app.url, 'GET', `/koppelingen/${koppelingId}/verklaringen`, { token: narrow });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SCOPE_MISSING');
    const pdf = await call(app.url, 'GET', `/koppelingen/${koppelingId}/verklaringen/${issued.nummer}/pdf`, {
      token: narrow,
    });
    expect(pdf.status).toBe(403);
  });

  it('ending it cuts access at once, with the same token', async () => {
    const end = await call(app.url, 'DELETE', `/account/koppelingen/${koppelingId}`, { token: b.token });
    expect(end.status).toBe(204);
    for (const path of [
      `/koppelingen/${koppelingId}/aanvragen`,
      `/koppelingen/${koppelingId}/verklaringen`,
      `/koppelingen/${koppelingId}/verklaringen/${issued.nummer}/pdf`,
    ])
      expect((await call(app.url, 'GET', path, { token: crmToken })).status).toBe(404);
    const list = await call(app.url, 'GET', '/koppelingen', { token: crmToken });
    expect(list.body[0]).toMatchObject({ status: 'BEEINDIGD', ondernemer: null });
    expect((await call(app.url, 'DELETE', `/account/koppelingen/${koppelingId}`, { token: b.token })).status).toBe(204);
    // a new invitation is possible again after the end
    expect((await call(app.url, 'POST', '/koppelingen', { token: crmToken, json: { email: b.email } })).status).toBe(
      201,
    );
  });

  it('a refusal is final; an unverified address cannot accept', async () => {
    const c = await registerAndLogin(app.url);
    const inv = await call(app.url, 'POST', '/koppelingen', { token: crmToken, json: { email: c.email } });
    expect(inv.status).toBe(201);
    const unverified = await call(app.url, 'POST', `/account/koppelingen/${inv.body.id}/accepteren`, {
      token: c.token,
    });
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe('EMAIL_NOT_VERIFIED');
    const refused = await call(app.url, 'POST', `/account/koppelingen/${inv.body.id}/weigeren`, { token: c.token });
    expect(refused.status).toBe(200);
    expect(refused.body.status).toBe('GEWEIGERD');
    await app.db.user.update({ where: { id: c.userId }, data: { emailGeverifieerdOp: new Date() } });
    const late = await call(app.url, 'POST', `/account/koppelingen/${inv.body.id}/accepteren`, { token: c.token });
    expect(late.status).toBe(409);
  });

  it('an accepted consent of an entrepreneur without requests reads as an empty list, not 404', async () => {
    const c = await registerAndLogin(app.url);
    await app.db.user.update({ where: { id: c.userId }, data: { emailGeverifieerdOp: new Date() } });
    const inv = await call(app.url, 'POST', '/koppelingen', { token: crmToken, json: { email: c.email } });
    expect(inv.status).toBe(201);
    const accepted = await call(app.url, 'POST', `/account/koppelingen/${inv.body.id}/accepteren`, { token: c.token });
    expect(accepted.status).toBe(200);
    const read = await call(app.url, 'GET', `/koppelingen/${inv.body.id}/aanvragen`, { token: crmToken });
    expect(read.status).toBe(200);
    expect(read.body).toEqual([]);
  });

  it('invitations are limited per recipient (429)', async () => {
    const email = 'veel-gevraagd@test.nl';
    const others = await Promise.all(
      ['Kantoor 1', 'Kantoor 2', 'Kantoor 3', 'Kantoor 4'].map((o) => makeClient(app.db, o, ['koppelingen'])),
    );
    const statuses: number[] = [];
    for (const o of others)
      statuses.push(
        (await call(app.url, 'POST', '/koppelingen', { token: await clientToken(app.url, o), json: { email } })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
