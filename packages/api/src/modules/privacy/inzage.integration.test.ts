// privacy.inzage.list over REST (API.md, Privacy): an opening of his document by someone else is
// shown to the owner, with who, what and when; his own openings are not; nobody else sees the list.
import { createHash } from 'node:crypto';
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
});
