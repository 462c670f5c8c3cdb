// privacy.inzage.list over REST (API.md, Privacy): an opening of his document by someone else is
// shown to the owner, with who, what and when; his own openings are not; nobody else sees the list. An
// issued statement counts too: the adviser opening its PDF, and an organisation's client reading it as
// data through his consent (its JWS carries his name and figures) as much as downloading its PDF.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem } from '../../../test/api-client.ts';
import { clientToken, makeClient } from '../../../test/clients.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeIssuable } from '../../../test/trust.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** An adviser calculates, checks and issues the request's statement over REST. */
async function issue(aanvraagId: string, adviserToken: string) {
  const calc = await call(app.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token: adviserToken, json: {} });
  expect(calc.status).toBe(200);
  const jaren = (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar);
  await makeIssuable(app.url, app.db, aanvraagId, adviserToken, jaren);
  const patch = (json: unknown) =>
    call(app.url, 'PATCH', `/adviseur/aanvragen/${aanvraagId}`, { token: adviserToken, json });
  expect((await patch({ status: 'IN_BEHANDELING' })).status).toBe(200);
  const done = await patch({ status: 'AFGEROND', conclusie: 'Vastgesteld op de gecontroleerde jaarrekeningen.' });
  expect(done.status).toBe(200);
  return done.body.verklaring as { nummer: string };
}

describe('privacy.inzage', () => {
  it('shows the owner each opening of his document by the adviser, not his own; another account sees none', async () => {
    const req = await createRequest(app, '69599084');
    const other = await createRequest(app, '69599076');
    const inhoud = Buffer.from('%PDF-1.4\njaarrekening\n%%EOF\n');
    const doc = await app.db.document.create({
      data: {
        companyId: req.companyId,
        jaar: 2024,
        soort: 'JAARREKENING',
        bestandsnaam: 'jaarrekening 2024.pdf',
        mimeType: 'application/pdf',
        grootte: inhoud.length,
        sha256: createHash('sha256').update(inhoud).digest('hex'),
        inhoud,
        geuploadDoorId: req.owner.userId,
      },
    });
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const open = (token: string) =>
      fetch(`${app.url}/api/documents/${doc.id}`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      );

    expect(await open(req.owner.token)).toBe(200);
    expect((await call(app.url, 'GET', '/account/inzage', { token: req.owner.token })).body).toEqual([]);

    expect(await open(adviser.token)).toBe(200);
    expect(await open(other.owner.token)).toBe(404); // refused: not an opening
    const list = await call(app.url, 'GET', '/account/inzage', { token: req.owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        wie: { naam: 'Ada Adviseur', rol: 'ADVISEUR', organisatie: null },
        wat: { soort: 'DOCUMENT', id: doc.id, naam: 'jaarrekening 2024.pdf' },
        wanneer: expect.any(String),
      },
    ]);
    expect((await call(app.url, 'GET', '/account/inzage', { token: other.owner.token })).body).toEqual([]);
    expect((await call(app.url, 'GET', '/account/inzage', { token: adviser.token })).body).toEqual([]);
    expectProblem(await call(app.url, 'GET', '/account/inzage'), 401);
  });
  it('lists the adviser opening the issued statement PDF, not the owner opening his own', async () => {
    const req = await createRequest(app, '90001745');
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const { nummer } = await issue(req.aanvraagId, adviser.token);
    const pdf = (token: string) =>
      fetch(`${app.url}/api/aanvragen/${req.aanvraagId}/ikv/pdf`, { headers: { authorization: `Bearer ${token}` } });
    const own = await pdf(req.owner.token);
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    const before = await call(app.url, 'GET', '/account/inzage', { token: req.owner.token });
    expect(before.body.filter((i: { wat: { soort: string } }) => i.wat.soort === 'VERKLARING')).toEqual([]);

    const byAdviser = await pdf(adviser.token);
    expect(byAdviser.status).toBe(200);
    expect(byAdviser.headers.get('content-type')).toBe('application/pdf');
    await byAdviser.arrayBuffer();
    const list = await call(app.url, 'GET', '/account/inzage', { token: req.owner.token });
    expect(list.body.filter((i: { wat: { soort: string } }) => i.wat.soort === 'VERKLARING')).toEqual([
      {
        wie: { naam: 'Ada Adviseur', rol: 'ADVISEUR', organisatie: null },
        wat: { soort: 'VERKLARING', id: req.aanvraagId, naam: nummer },
        wanneer: expect.any(String),
      },
    ]);
  });

  it('lists a client reading his statements as data through his consent, each read, like the PDF', async () => {
    const req = await createRequest(app, '69599076', { voornaam: 'Kees', achternaam: 'Koppel' });
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const { nummer } = await issue(req.aanvraagId, adviser.token);
    const crm = await makeClient(app.db, 'Hypotheekhuis Inzage', ['koppelingen', 'verklaringen:lezen']);
    const crmToken = await clientToken(app.url, crm);
    const k = await call(app.url, 'POST', '/koppelingen', { token: crmToken, json: { email: req.owner.email } });
    expect(k.status).toBe(201);
    const accepted = await call(app.url, 'POST', `/account/koppelingen/${k.body.id}/accepteren`, {
      token: req.owner.token,
    });
    expect(accepted.body.status).toBe('ACTIEF');
    const statements = () => call(app.url, 'GET', '/account/inzage', { token: req.owner.token });
    expect((await statements()).body).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const read = await call(app.url, 'GET', `/koppelingen/${k.body.id}/verklaringen`, { token: crmToken });
      expect(read.status).toBe(200);
      expect(read.body.map((v: { nummer: string }) => v.nummer)).toEqual([nummer]);
    }
    const opening = {
      wie: { naam: 'Hypotheekhuis Inzage', rol: null, organisatie: 'Hypotheekhuis Inzage' },
      wat: { soort: 'VERKLARING', id: req.aanvraagId, naam: nummer },
      wanneer: expect.any(String),
    };
    expect((await statements()).body).toEqual([opening, opening]);
    // audited under the client, as the PDF download is
    const audit = await app.db.auditLog.findMany({ where: { apiClientId: crm.id, actie: 'VERKLARINGEN_GELEZEN' } });
    expect(audit.map((a) => a.details)).toEqual([
      { koppelingId: k.body.id, verklaringen: [nummer] },
      { koppelingId: k.body.id, verklaringen: [nummer] },
    ]);
  });
});
