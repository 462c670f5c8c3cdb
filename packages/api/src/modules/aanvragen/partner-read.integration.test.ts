// A partner of a company reads its requests, their result and PDF, but acts on none of them; a
// stranger sees nothing (404), over REST against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem } from '../../../test/api-client.ts';
import { registerPerson, type Person } from '../../../test/people.ts';
import { createRequest, type RequestOwner } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let owner: RequestOwner;
let partner: Person;
let stranger: Person;
let aanvraagId: string;

beforeAll(async () => {
  app = await startTestApp();
  const req = await createRequest(app, '69599084');
  owner = req.owner;
  aanvraagId = req.aanvraagId;
  expect((await call(app.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token: owner.token })).status).toBe(200);
  partner = await registerPerson(app.url, 'Petra', 'Partner');
  stranger = await registerPerson(app.url, 'Sven', 'Vreemd');
  const inv = await call(app.url, 'POST', `/companies/${req.companyId}/partners/invite`, {
    token: owner.token,
    json: { email: partner.email, aandeelPercentage: 40 },
  });
  expect(inv.status).toBe(201);
  const [note] = (await call(app.url, 'GET', '/notifications', { token: partner.token })).body as { id: string }[];
  expect((await call(app.url, 'POST', `/notifications/${note!.id}/accept`, { token: partner.token })).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

describe('partners read the company’s requests', () => {
  it('lists the company’s request for the partner as not his own, and for the owner as his own', async () => {
    const mine = await call(app.url, 'GET', '/aanvragen', { token: owner.token });
    expect(mine.body.map((a: { id: string; eigen: boolean }) => [a.id, a.eigen])).toEqual([[aanvraagId, true]]);
    const partners = await call(app.url, 'GET', '/aanvragen', { token: partner.token });
    expect(partners.body.map((a: { id: string; eigen: boolean }) => [a.id, a.eigen])).toEqual([[aanvraagId, false]]);
    expect((await call(app.url, 'GET', '/aanvragen', { token: stranger.token })).body).toEqual([]);
  });

  it('lets the partner read the request with its IKV result, and download the PDF', async () => {
    const got = await call(app.url, 'GET', `/aanvragen/${aanvraagId}`, { token: partner.token });
    expect(got.status).toBe(200);
    expect(got.body.ondernemer.id).toBe(owner.userId);
    expect(got.body.ikvResultaat).not.toBeNull();
    const pdf = await fetch(`${app.url}/api/aanvragen/${aanvraagId}/ikv/pdf`, {
      headers: { authorization: `Bearer ${partner.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses every action of the partner on the request (404, nothing changes)', async () => {
    const before = await app.db.aanvraag.findUniqueOrThrow({
      where: { id: aanvraagId },
      select: { status: true, bijgewerktOp: true },
    });
    expectProblem(
      await call(app.url, 'POST', `/aanvragen/${aanvraagId}/withdraw`, { token: partner.token, json: {} }),
      404,
    );
    expectProblem(await call(app.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token: partner.token }), 404);
    expectProblem(
      await call(app.url, 'POST', `/aanvragen/${aanvraagId}/aangevuld`, { token: partner.token, json: {} }),
      404,
    );
    expect(
      await app.db.aanvraag.findUniqueOrThrow({
        where: { id: aanvraagId },
        select: { status: true, bijgewerktOp: true },
      }),
    ).toEqual(before);
    expect(await app.db.ikvResult.count({ where: { aanvraagId } })).toBe(1);
  });

  it('shows a stranger nothing: the request and its PDF are 404', async () => {
    expectProblem(await call(app.url, 'GET', `/aanvragen/${aanvraagId}`, { token: stranger.token }), 404);
    const pdf = await fetch(`${app.url}/api/aanvragen/${aanvraagId}/ikv/pdf`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(pdf.status).toBe(404);
  });

  it('ends the partner’s view when he leaves the company', async () => {
    const member = await app.db.companyMember.findFirstOrThrow({ where: { userId: partner.userId } });
    await app.db.companyMember.delete({ where: { id: member.id } });
    expectProblem(await call(app.url, 'GET', `/aanvragen/${aanvraagId}`, { token: partner.token }), 404);
    expect((await call(app.url, 'GET', '/aanvragen', { token: partner.token })).body).toEqual([]);
  });
});
