// privacy.export.* over REST (API.md, Privacy; AVG art. 15/20): asked for → 202, prepared by the job,
// mailed as a link, the ZIP holds every kind of data about the person and his documents, and nothing
// of a second account; 24 hours valid; for him alone; rate limited.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '@ikv/db/factories';
import { call, createAdviserAndLogin, expectProblem } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../infra/clock.ts';
import { EXPORT_KINDS } from './export.rules.ts';
import { prepareWaitingExports } from './export.service.ts';
import { readZip } from './zip.rules.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function waitUntilReady(token: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const s = await call(app.url, 'GET', `/account/export/${id}`, { token });
    expect(s.status).toBe(200);
    if (s.body.status === 'KLAAR') return s.body as { id: string; status: 'KLAAR'; verlooptOp: string };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('export not ready');
}

async function download(token: string, id: string) {
  const res = await fetch(`${app.url}/api/account/export/${id}/bestand`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

function addDocument(companyId: string, userId: string, name: string, text: string) {
  const inhoud = Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
  return app.db.document.create({
    data: {
      companyId,
      jaar: 2024,
      soort: 'JAARREKENING',
      bestandsnaam: name,
      mimeType: 'application/pdf',
      grootte: inhoud.length,
      sha256: createHash('sha256').update(inhoud).digest('hex'),
      inhoud,
      geuploadDoorId: userId,
    },
  });
}

describe('privacy.export', () => {
  it('holds every kind of data about the person and his documents, and nothing of a second account', async () => {
    const a = await createRequest(app, '69599084', { voornaam: 'Anna', achternaam: 'Exportvrouw' });
    const b = await createRequest(app, '69599076', { voornaam: 'Bram', achternaam: 'Anderman' });
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const adviserId = (await app.db.user.findUniqueOrThrow({ where: { email: adviser.email } })).id;
    for (const r of [a, b])
      await app.db.chatMessage.create({
        data: { aanvraagId: r.aanvraagId, afzenderId: adviserId, bericht: `Vraag aan ${r.owner.email}` },
      });
    await app.db.notification.create({
      data: { userId: b.owner.userId, type: 'SYSTEEM', sleutel: 'eerder', titel: 'Voor Bram', bericht: 'alleen Bram' },
    });
    const docA = await addDocument(a.companyId, a.owner.userId, 'jaarrekening 2024.pdf', 'van Anna');
    await addDocument(b.companyId, b.owner.userId, 'jaarrekening-bram.pdf', 'van Bram');
    // the adviser opened Anna's document (and Bram's); Anna had an appointment that was moved
    for (const [r, naam] of [
      [a, 'jaarrekening 2024.pdf'],
      [b, 'jaarrekening-bram.pdf'],
    ] as const)
      await app.db.inzage.create({
        data: { eigenaarId: r.owner.userId, kijkerId: adviserId, soort: 'DOCUMENT', objectId: r.companyId, naam },
      });
    const afspraak = await createAppointment(app.db, {
      adviseurId: adviserId,
      ondernemerId: a.owner.userId,
      status: 'BEVESTIGD',
    });
    await app.db.appointmentEvent.createMany({
      data: [
        { afspraakId: afspraak.id, actie: 'VOORGESTELD', naarStatus: 'VOORGESTELD', doorId: a.owner.userId },
        {
          afspraakId: afspraak.id,
          actie: 'BEVESTIGD',
          vanStatus: 'VOORGESTELD',
          naarStatus: 'BEVESTIGD',
          doorId: adviserId,
        },
        {
          afspraakId: afspraak.id,
          actie: 'VERPLAATST',
          vanStatus: 'BEVESTIGD',
          naarStatus: 'BEVESTIGD',
          reden: 'ziek',
        },
      ],
    });

    const asked = await call(app.url, 'POST', '/account/export', { token: a.owner.token });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'BEZIG' });
    const ready = await waitUntilReady(a.owner.token, asked.body.id);
    expect(new Date(ready.verlooptOp).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    // the link is mailed to him
    const mail = await app.db.outgoingMail.findFirstOrThrow({
      where: { aan: a.owner.email, sleutel: `account-export:${ready.id}` },
    });
    expect(mail.tekst).toContain(`/api/account/export/${ready.id}/bestand`);

    const file = await download(a.owner.token, ready.id);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/zip');
    expect(Buffer.from(file.bytes).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    // stored sealed (docs/privacy.md section 7): no ZIP signature, no `%PDF`, no text of his in the table
    expect((await app.db.accountExport.findUniqueOrThrow({ where: { id: ready.id } })).sleutelId).toEqual(
      expect.any(String),
    );
    const stored = (
      await app.db.$queryRawUnsafe<{ r: string }[]>(`SELECT row_to_json(x)::text AS r FROM account_exports x`)
    )
      .map((r) => r.r)
      .join('\n');
    for (const s of ['PK\x03\x04', '%PDF', 'Exportvrouw']) expect(stored).not.toContain(Buffer.from(s).toString('hex'));
    const entries = new Map(readZip(file.bytes).map((e) => [e.name, e.bytes]));
    const text = (name: string) => new TextDecoder().decode(entries.get(name));
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining([
        'LEESMIJ.txt',
        ...Object.keys(EXPORT_KINDS),
        `documenten/${docA.id}-jaarrekening 2024.pdf`,
      ]),
    );
    expect(text('LEESMIJ.txt')).toContain('Anna Exportvrouw');
    expect(JSON.parse(text('profiel.json'))).toMatchObject({
      id: a.owner.userId,
      email: a.owner.email,
      voornaam: 'Anna',
    });
    expect(text('profiel.json')).not.toMatch(/passwordHash|twoFactorSecret/);
    const bedrijven = JSON.parse(text('bedrijven.json')) as { bedrijf: { id: string; boekjaren: unknown[] } }[];
    expect(bedrijven.map((x) => x.bedrijf.id)).toEqual([a.companyId]);
    expect(bedrijven[0]!.bedrijf.boekjaren).toHaveLength(3);
    expect((JSON.parse(text('aanvragen.json')) as { id: string }[]).map((x) => x.id)).toEqual([a.aanvraagId]);
    expect(text('berichten.json')).toContain(`Vraag aan ${a.owner.email}`);
    expect((JSON.parse(text('beveiligingslog.json')) as { actie: string }[]).length).toBeGreaterThan(0);
    // who opened his documents, and the history of his appointments
    expect(JSON.parse(text('inzages.json'))).toEqual([
      {
        wie: { naam: 'Ada Adviseur', rol: 'ADVISEUR', organisatie: null },
        wat: { soort: 'DOCUMENT', id: a.companyId, naam: 'jaarrekening 2024.pdf' },
        wanneer: expect.any(String),
      },
    ]);
    const afspraken = JSON.parse(text('afspraken.json')) as { id: string; gebeurtenissen: { actie: string }[] }[];
    expect(afspraken.map((x) => [x.id, x.gebeurtenissen.map((g) => g.actie)])).toEqual([
      [afspraak.id, ['VOORGESTELD', 'BEVESTIGD', 'VERPLAATST']],
    ]);
    expect(new TextDecoder().decode(entries.get(`documenten/${docA.id}-jaarrekening 2024.pdf`))).toContain('van Anna');

    // nothing of the second account, anywhere in the archive
    const all = new TextDecoder().decode(file.bytes);
    for (const foreign of [b.owner.email, b.owner.userId, b.companyId, b.aanvraagId, 'Bram', 'alleen Bram', 'van Bram'])
      expect(all).not.toContain(foreign);

    // for him alone: another account gets 404 for status and file; no login 401; a malformed id 404/400
    expectProblem(await call(app.url, 'GET', `/account/export/${ready.id}`, { token: b.owner.token }), 404);
    expect((await download(b.owner.token, ready.id)).status).toBe(404);
    expect((await fetch(`${app.url}/api/account/export/${ready.id}/bestand`)).status).toBe(401);
    expectProblem(await call(app.url, 'GET', '/account/export/niet%20geldig', { token: a.owner.token }), 400);

    // after 24 hours the file is gone: 410, and the job drops the bytes
    const later = fixedClock(new Date(Date.now() + 25 * 3600_000).toISOString());
    await prepareWaitingExports(app.db, later);
    const { dropExpiredExports } = await import('./privacy.repository.ts');
    await dropExpiredExports(app.db, later.now());
    expect((await app.db.accountExport.findUniqueOrThrow({ where: { id: ready.id } })).inhoud).toBeNull();
    expect((await download(a.owner.token, ready.id)).status).toBe(410);
  });

  it('an adviser exports too; the fourth request in a day is 429', async () => {
    const adviser = await createAdviserAndLogin(app.url, app.db);
    for (let i = 0; i < 3; i++)
      expect((await call(app.url, 'POST', '/account/export', { token: adviser.token })).status).toBe(202);
    const refused = await call(app.url, 'POST', '/account/export', { token: adviser.token });
    expectProblem(refused, 429);
    expect(await app.db.accountExport.count({ where: { user: { email: adviser.email } } })).toBe(3);
  });
});
