// privacy.export.* over REST (API.md, Privacy; AVG art. 15/20): asked for → 202, prepared by the job,
// mailed as a link, the ZIP holds every kind of data about the person and his documents, and nothing
// of a second account; 24 hours valid; for him alone; rate limited. Every table that points to a user, a
// company, a request or a document is either in the export or excluded here with its reason, so a new
// table fails until someone decides.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '@ikv/db/factories';
import { call, createAdviserAndLogin, expectProblem } from '../../../test/api-client.ts';
import { makeClient } from '../../../test/clients.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../infra/clock.ts';
import { EXPORT_KINDS } from './export.rules.ts';
import { prepareWaitingExports } from './export.service.ts';
import { readZip } from './zip.rules.ts';

/** The tables about a person that the export holds, and the file each is in. */
const EXPORTED_IN: Record<string, keyof typeof EXPORT_KINDS> = {
  users: 'profiel.json',
  companies: 'bedrijven.json',
  company_members: 'bedrijven.json',
  financial_years: 'bedrijven.json',
  aanvragen: 'aanvragen.json',
  aanvraag_status_changes: 'aanvragen.json',
  aanvraag_remarks: 'aanvragen.json',
  ikv_results: 'aanvragen.json',
  controles: 'aanvragen.json',
  aanvulling_items: 'aanvragen.json',
  verklaringen: 'verklaringen.json',
  notifications: 'meldingen.json',
  chat_messages: 'berichten.json',
  appointments: 'afspraken.json',
  appointment_events: 'afspraken.json',
  partner_invitations: 'uitnodigingen.json',
  audit_log: 'beveiligingslog.json',
  inzages: 'inzages.json',
  koppelingen: 'koppelingen.json',
  documents: 'documenten.json',
  document_lezingen: 'documenten.json',
};

/** The tables that point to a person but are left out of his export, each with why. */
const NOT_EXPORTED: Record<string, string> = {
  account_exports: 'the prepared export files themselves: a copy of this data, dropped after 24 hours',
  availability: "an adviser's bookable hours, which he sees and edits in the app; nothing about an entrepreneur",
  availability_series: "the repeating pattern of an adviser's bookable hours, as availability",
  chat_read_states: 'technical: up to which chat message he has read, to count unread messages',
  idempotency_keys: 'technical: replay protection of his own requests (their answers), pruned after 24 hours',
  live_events:
    'technical: delivery copies of notifications and chat messages already in meldingen/berichten, pruned after two days',
  one_time_codes: 'security: hashes of codes sent to him, never readable and valid for minutes',
  recovery_codes: 'security: hashes of his two-factor recovery codes (secrets, only ever shown to him once)',
  refresh_tokens: 'security: hashes of his session tokens (secrets)',
};

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
    // the adviser checked a year and asked Anna to explain something, which she did; a reading of her
    // document; a consent she gave an organisation, and one Bram gave
    await app.db.controle.create({
      data: { aanvraagId: a.aanvraagId, jaar: 2024, akkoord: true, documentIds: [docA.id], adviseurId: adviserId },
    });
    await app.db.aanvullingItem.create({
      data: {
        aanvraagId: a.aanvraagId,
        soort: 'TOELICHTING',
        omschrijving: 'Waarom daalde de omzet in 2024?',
        gevraagdDoorId: adviserId,
        antwoord: 'Een grote klant viel weg.',
        aangevuldOp: new Date(),
      },
    });
    await app.db.documentLezing.create({
      data: {
        documentId: docA.id,
        status: 'GELEZEN',
        resultaat: { jaren: [{ jaar: 2024, fiscaleWinst: 31_415 }] },
        gelezenOp: new Date(),
      },
    });
    const crm = await makeClient(app.db, 'Hypotheekhuis Export', ['koppelingen', 'verklaringen:lezen']);
    const bank = await makeClient(app.db, 'Bank van Bram', ['koppelingen']);
    const secret = await app.db.apiClientSecret.findFirstOrThrow({ where: { apiClientId: crm.id } });
    await app.db.koppeling.create({
      data: {
        organisatieId: crm.organisatieId,
        apiClientId: crm.id,
        email: a.owner.email,
        kenmerk: 'DOSSIER-A',
        status: 'ACTIEF',
        ondernemerId: a.owner.userId,
        geaccepteerdOp: new Date(),
      },
    });
    await app.db.koppeling.create({
      data: {
        organisatieId: bank.organisatieId,
        apiClientId: bank.id,
        email: b.owner.email,
        status: 'ACTIEF',
        ondernemerId: b.owner.userId,
      },
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
    const all = () => new TextDecoder().decode(file.bytes);
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
    const aanvragen = JSON.parse(text('aanvragen.json')) as {
      id: string;
      controles: unknown[];
      aanvullingen: unknown[];
    }[];
    expect(aanvragen.map((x) => x.id)).toEqual([a.aanvraagId]);
    expect(aanvragen[0]!.controles).toEqual([
      expect.objectContaining({ jaar: 2024, akkoord: true, documentIds: [docA.id] }),
    ]);
    expect(aanvragen[0]!.aanvullingen).toEqual([
      expect.objectContaining({
        soort: 'TOELICHTING',
        omschrijving: 'Waarom daalde de omzet in 2024?',
        antwoord: 'Een grote klant viel weg.',
      }),
    ]);
    expect(JSON.parse(text('documenten.json'))).toEqual([
      expect.objectContaining({
        id: docA.id,
        lezing: expect.objectContaining({
          status: 'GELEZEN',
          resultaat: { jaren: [{ jaar: 2024, fiscaleWinst: 31_415 }] },
        }),
      }),
    ]);
    // his consents: which organisation, what its system may read, status and dates; no secret of the client
    expect(JSON.parse(text('koppelingen.json'))).toEqual([
      {
        id: expect.any(String),
        organisatie: { naam: 'Hypotheekhuis Export', soort: 'INTERMEDIAIR' },
        apiClient: { naam: 'Hypotheekhuis Export CRM', scopes: ['koppelingen', 'verklaringen:lezen'] },
        email: a.owner.email,
        kenmerk: 'DOSSIER-A',
        status: 'ACTIEF',
        aangemaaktOp: expect.any(String),
        geaccepteerdOp: expect.any(String),
        geweigerdOp: null,
        beeindigdOp: null,
      },
    ]);
    for (const s of [crm.clientSecret, crm.clientId, secret.hash, 'Bank van Bram']) expect(all()).not.toContain(s);
    for (const [lang, readmeText] of [['nl', text('LEESMIJ.txt')]] as const) {
      expect(readmeText, lang).toContain('koppelingen.json: de organisaties die u toestemming gaf');
      expect(readmeText, lang).toContain('de cijfers die wij eruit lazen');
    }
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
    for (const foreign of [b.owner.email, b.owner.userId, b.companyId, b.aanvraagId, 'Bram', 'alleen Bram', 'van Bram'])
      expect(all()).not.toContain(foreign);

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
  it('covers every table that points to a user, company, request or document, or excludes it with a reason', async () => {
    // from the database itself, so a new table (or a new reference) shows up here
    const rows = await app.db.$queryRaw<{ t: string }[]>`
      SELECT DISTINCT tc.table_name AS t
      FROM information_schema.table_constraints tc
      JOIN information_schema.constraint_column_usage ccu
        ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()
        AND ccu.table_name IN ('users', 'companies', 'aanvragen', 'documents')`;
    const tables = new Set(['users', 'companies', 'aanvragen', 'documents', ...rows.map((r) => r.t)]);
    const covered = Object.keys(EXPORTED_IN);
    const excluded = Object.keys(NOT_EXPORTED);
    expect(covered.filter((t) => excluded.includes(t))).toEqual([]);
    expect(
      [...tables].filter((t) => !covered.includes(t) && !excluded.includes(t)).sort(),
      'neither exported nor excluded',
    ).toEqual([]);
    // the lists name real tables, and every file named is one of the export's
    expect([...covered, ...excluded].filter((t) => !tables.has(t))).toEqual([]);
    for (const file of Object.values(EXPORTED_IN)) expect(Object.keys(EXPORT_KINDS)).toContain(file);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(20);
  });
});
