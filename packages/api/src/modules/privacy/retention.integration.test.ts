// The daily retention job (docs/privacy.md section 4a) on a clock moved forward: each kind of data is
// kept until its period ends and deleted at that moment, and each deletion leaves one audit row that
// names the kind, the id and the rule but no content (file name, name, address).
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@ikv/db';
import { createCompany, createUser } from '@ikv/db/factories';
import { createTestDatabase } from '@ikv/db/testing';
import type { Clock } from '../../infra/clock.ts';
import { resetConfigForTests } from '../../infra/config.ts';
import { addMonths } from './retention.rules.ts';
import { enforceRetention, RETENTION_AUDIT } from './retention.service.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  db = createDb(database.url, { max: 4 });
  drop = database.drop;
  resetConfigForTests();
});
afterAll(async () => {
  await db.$disconnect();
  await drop?.();
});

const T0 = new Date('2026-01-05T10:00:00.000Z');
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);
const days = (n: number) => n * 24 * 60 * 60_000;
const clockAt = (at: Date): Clock => ({ now: () => at });

async function addDocument(companyId: string, userId: string, geuploadOp: Date, name: string) {
  const inhoud = Buffer.from(`%PDF-1.4\n${name}\n%%EOF\n`);
  return db.document.create({
    data: {
      companyId,
      jaar: 2025,
      soort: 'JAARREKENING',
      bestandsnaam: name,
      mimeType: 'application/pdf',
      grootte: inhoud.length,
      sha256: createHash('sha256').update(inhoud).digest('hex'),
      inhoud,
      geuploadDoorId: userId,
      geuploadOp,
    },
  });
}

async function addRequest(
  companyId: string,
  ondernemerId: string,
  status: 'INGEDIEND' | 'AFGEWEZEN' | 'AFGEROND',
  closedOn?: Date,
) {
  const aanvraag = await db.aanvraag.create({
    data: { companyId, ondernemerId, verklaringType: 'IKV', status, aangemaaktOp: ms(T0, -days(60)) },
  });
  if (closedOn)
    await db.aanvraagStatusChange.create({
      data: { aanvraagId: aanvraag.id, vanStatus: 'IN_BEHANDELING', naarStatus: status, op: closedOn },
    });
  return aanvraag;
}

async function addStatement(aanvraagId: string, documentIds: string[], uitgegevenOp: Date) {
  const pdf = Buffer.from(`%PDF-1.7 verklaring ${randomUUID()}`);
  return db.verklaring.create({
    data: {
      aanvraagId,
      nummer: `IKV-2026-${randomUUID().slice(0, 8)}`,
      code: randomUUID(),
      ikvResultId: randomUUID(),
      regelsVersie: 'IKV-NHG-2025.1',
      uitgegevenOp,
      geldigTot: addMonths(uitgegevenOp, 6),
      adviseurNaam: 'Pieter Bakker',
      payload: {},
      jws: 'x.y.z',
      kid: 'test',
      pdf,
      pdfSha256: createHash('sha256').update(pdf).digest('hex'),
      documentIds,
    },
  });
}

const exists = async (id: string) => (await db.document.count({ where: { id } })) === 1;
const audits = () => db.auditLog.findMany({ where: { actie: RETENTION_AUDIT } });

describe('retention job', () => {
  it('deletes each kind of data exactly when its period ends, audited without content', async () => {
    const me = await createUser(db, { voornaam: 'Rita', achternaam: 'Retentie' });

    // a request closed without a statement: its company's documents 6 months after the close
    const closed = await createCompany(db, { ownerId: me.id });
    const rejected = await addRequest(closed.id, me.id, 'AFGEWEZEN', T0);
    const docClosed = await addDocument(closed.id, me.id, ms(T0, -days(30)), 'jaarrekening Retentie 2025.pdf');

    // a statement issued: the document it rests on 7 years after the issue; a second one, not behind it, 6 months
    const issued = await createCompany(db, { ownerId: me.id });
    const done = await addRequest(issued.id, me.id, 'AFGEROND', T0);
    const docBehind = await addDocument(issued.id, me.id, ms(T0, -days(30)), 'aangifte Retentie.pdf');
    const docBeside = await addDocument(issued.id, me.id, ms(T0, -days(30)), 'los Retentie.pdf');
    const statement = await addStatement(done.id, [docBehind.id], T0);

    // an open request keeps its company's documents, however old
    const open = await createCompany(db, { ownerId: me.id });
    await addRequest(open.id, me.id, 'INGEDIEND');
    const docOpen = await addDocument(open.id, me.id, ms(T0, -days(400)), 'open Retentie.pdf');

    // an abandoned draft (a company that never had a request): 12 months after the upload
    const draft = await createCompany(db, { ownerId: me.id });
    const docDraft = await addDocument(draft.id, me.id, T0, 'concept Retentie.pdf');

    // an unverified account with a company and a document: removed 30 days after registration;
    // a verified one and an unverified one with a request stay
    const unverified = await createUser(db, {
      emailGeverifieerdOp: null,
      aangemaaktOp: T0,
      achternaam: 'Nooitbevestigd',
    });
    const itsCompany = await createCompany(db, { ownerId: unverified.id });
    const itsDoc = await addDocument(itsCompany.id, unverified.id, T0, 'van Nooitbevestigd.pdf');
    await db.auditLog.create({
      data: { userId: null, actie: 'LOGIN_MISLUKT', details: { email: unverified.email }, ip: '203.0.113.9' },
    });
    const verified = await createUser(db, { aangemaaktOp: T0 });
    const withRequest = await createUser(db, { emailGeverifieerdOp: null, aangemaaktOp: T0 });
    await addRequest((await createCompany(db, { ownerId: withRequest.id })).id, withRequest.id, 'INGEDIEND');

    // mail: a delivered one loses address and text 30 days after sending; a queued one is untouched
    const sent = await db.outgoingMail.create({
      data: { aan: me.email, onderwerp: 'Voor Rita', tekst: 'Beste Rita', status: 'VERZONDEN', verzondenOp: T0 },
    });
    const queued = await db.outgoingMail.create({
      data: { aan: me.email, onderwerp: 'Wacht', tekst: 'Nog niet verstuurd', aangemaaktOp: T0 },
    });
    await db.outgoingMail.create({
      data: {
        aan: unverified.email,
        onderwerp: 'Uw code',
        tekst: '123456',
        status: 'VERZONDEN',
        verzondenOp: ms(T0, days(1)),
      },
    });

    const run = (at: Date) => enforceRetention(db, clockAt(at));

    // just before 30 days: nothing goes
    expect(await run(ms(T0, days(30) - 1))).toEqual({
      documents: 0,
      statements: 0,
      requests: 0,
      accounts: 0,
      mails: 0,
      webhookDeliveries: 0,
    });
    // at 30 days: the unverified account (with its company and document) and the sent mail
    expect(await run(ms(T0, days(30)))).toEqual({
      documents: 0,
      statements: 0,
      requests: 0,
      accounts: 1,
      mails: 1,
      webhookDeliveries: 0,
    });
    expect(await db.user.count({ where: { id: unverified.id } })).toBe(0);
    expect(await db.company.count({ where: { id: itsCompany.id } })).toBe(0);
    expect(await exists(itsDoc.id)).toBe(false);
    expect(await db.user.count({ where: { id: { in: [verified.id, withRequest.id] } } })).toBe(2);
    const purged = await db.outgoingMail.findUniqueOrThrow({ where: { id: sent.id } });
    expect(purged).toMatchObject({ status: 'VERZONDEN', onderwerp: '', tekst: '' });
    expect(purged.aan).not.toBe(me.email);
    expect((await db.outgoingMail.findUniqueOrThrow({ where: { id: queued.id } })).aan).toBe(me.email);
    expect(await db.outgoingMail.count({ where: { aan: unverified.email } })).toBe(0);
    // nothing of the removed account is left in the failed-login trail
    expect(
      await db.auditLog.count({
        where: { actie: 'LOGIN_MISLUKT', details: { path: ['email'], equals: unverified.email } },
      }),
    ).toBe(0);

    // 6 months after the close: the closed request's document and the one beside the statement
    const sixMonths = addMonths(T0, 6);
    expect(await run(ms(sixMonths, -1))).toMatchObject({ documents: 0 });
    expect(await exists(docClosed.id)).toBe(true);
    expect(await run(sixMonths)).toMatchObject({ documents: 2 });
    expect(await exists(docClosed.id)).toBe(false);
    expect(await exists(docBeside.id)).toBe(false);
    expect(await exists(docBehind.id)).toBe(true);

    // 12 months after the upload: the draft's document
    const year = addMonths(T0, 12);
    expect(await run(ms(year, -1))).toMatchObject({ documents: 0 });
    expect(await run(year)).toMatchObject({ documents: 1 });
    expect(await exists(docDraft.id)).toBe(false);

    // 24 months after the close: the request closed without a statement, with its history; the open
    // ones and the one with a statement stay
    const twoYears = addMonths(T0, 24);
    expect(await run(ms(twoYears, -1))).toMatchObject({ requests: 0 });
    expect(await db.aanvraag.count({ where: { id: rejected.id } })).toBe(1);
    expect(await run(twoYears)).toMatchObject({ documents: 0, requests: 1 });
    expect(await db.aanvraag.count({ where: { id: rejected.id } })).toBe(0);
    expect(await db.aanvraagStatusChange.count({ where: { aanvraagId: rejected.id } })).toBe(0);
    expect(await db.aanvraag.count({ where: { id: done.id } })).toBe(1);

    // 7 years after the statement: the statement and the document it rests on; the open request's stays
    const sevenYears = addMonths(T0, 84);
    expect(await run(ms(sevenYears, -1))).toMatchObject({ documents: 0, statements: 0 });
    expect(await exists(docBehind.id)).toBe(true);
    expect(await db.verklaring.count({ where: { aanvraagId: done.id } })).toBe(1);
    expect(await run(sevenYears)).toMatchObject({ documents: 1, statements: 1, requests: 1 });
    // the request goes with its statement: nothing of its figures is left to draw even a draft from
    expect(await db.aanvraag.count({ where: { id: done.id } })).toBe(0);
    expect(await exists(docBehind.id)).toBe(false);
    expect(await run(addMonths(T0, 240))).toMatchObject({ documents: 0, statements: 0, requests: 0 });
    expect(await db.aanvraag.count({ where: { ondernemerId: { in: [me.id, withRequest.id] } } })).toBe(2);
    expect(await exists(docOpen.id)).toBe(true);
    // the statement is gone; what lets its verification say so is left (statement-retention test)
    expect(await db.verklaring.count({ where: { aanvraagId: done.id } })).toBe(0);
    expect(await db.verwijderdeVerklaring.count({ where: { id: statement.id } })).toBe(1);

    // one audit row per deletion: kind, id and rule, never a file name, a name or an address
    const rows = await audits();
    const docRows = rows.filter((r) => (r.details as { soort?: string }).soort === 'DOCUMENT');
    expect(
      docRows.map((r) => [(r.details as { id: string }).id, (r.details as { regel: string }).regel]).sort(),
    ).toEqual(
      [
        [docClosed.id, 'AANVRAAG_GESLOTEN'],
        [docBeside.id, 'AANVRAAG_GESLOTEN'],
        [docDraft.id, 'CONCEPT'],
        [docBehind.id, 'VERKLARING_BEWAARTERMIJN'],
      ].sort(),
    );
    // a document's row goes to the uploader's security log
    expect(docRows.every((r) => r.userId === me.id)).toBe(true);
    expect(rows.filter((r) => (r.details as { soort?: string }).soort === 'ACCOUNT')).toHaveLength(1);
    expect(rows.filter((r) => (r.details as { soort?: string }).soort === 'VERKLARING')).toHaveLength(1);
    expect(rows.filter((r) => (r.details as { soort?: string }).soort === 'MAIL')).toHaveLength(1);
    const requestRows = rows.filter((r) => (r.details as { soort?: string }).soort === 'AANVRAAG');
    expect(
      requestRows.map((r) => [(r.details as { id: string }).id, (r.details as { regel: string }).regel]).sort(),
    ).toEqual(
      [
        [rejected.id, 'AANVRAAG_GESLOTEN'],
        [done.id, 'VERKLARING_BEWAARTERMIJN'],
      ].sort(),
    );
    expect(requestRows.every((r) => r.userId === me.id)).toBe(true);
    const text = JSON.stringify(rows);
    for (const s of ['Retentie', 'Nooitbevestigd', me.email, unverified.email, '%PDF']) expect(text).not.toContain(s);

    // a run again at the same moment (another instance) deletes and audits nothing twice
    expect(await run(addMonths(T0, 240))).toEqual({
      documents: 0,
      statements: 0,
      requests: 0,
      accounts: 0,
      mails: 0,
      webhookDeliveries: 0,
    });
    expect(await audits()).toHaveLength(rows.length);
  });

  it('prunes delivered and given-up webhook deliveries 30 days after they ended; waiting ones stay', async () => {
    const W0 = new Date('2030-06-01T08:00:00.000Z');
    const organisatie = await db.organisatie.create({
      data: { naam: `Kantoor ${randomUUID()}`, soort: 'INTERMEDIAIR' },
    });
    const client = await db.apiClient.create({
      data: { clientId: randomUUID(), naam: 'CRM', organisatieId: organisatie.id, scopes: ['webhooks'] },
    });
    const endpoint = await db.webhookEndpoint.create({
      data: { apiClientId: client.id, url: 'https://hooks.example.nl/ikv', events: [], geheim: 'e1.x.y' },
    });
    const delivery = (data: {
      status: 'AFGELEVERD' | 'MISLUKT' | 'OPNIEUW';
      vensterStart: Date;
      afgeleverdOp?: Date;
      volgendePoging?: Date;
    }) =>
      db.webhookAflevering.create({
        data: {
          endpointId: endpoint.id,
          event: 'verklaring.uitgegeven',
          payload: JSON.stringify({ type: 'verklaring.uitgegeven', data: { naam: 'Retentie' } }),
          webhookId: `msg_${randomUUID()}`,
          ...data,
        },
      });
    // delivered 5 s after W0
    await delivery({ status: 'AFGELEVERD', vensterStart: W0, afgeleverdOp: ms(W0, 5_000) });
    const deliveredLater = await delivery({ status: 'AFGELEVERD', vensterStart: W0, afgeleverdOp: ms(W0, days(10)) });
    // given up when its 24 hours of retries from W0 ended
    const failed = await delivery({ status: 'MISLUKT', vensterStart: W0 });
    // waiting for its next attempt (e.g. for a switched-off address): never pruned
    const waiting = await delivery({ status: 'OPNIEUW', vensterStart: W0, volgendePoging: ms(W0, days(1)) });
    const left = async () =>
      (await db.webhookAflevering.findMany({ where: { endpointId: endpoint.id }, select: { id: true } }))
        .map((r) => r.id)
        .sort();
    const run = (at: Date) => enforceRetention(db, clockAt(at));

    expect(await run(ms(W0, days(30)))).toMatchObject({ webhookDeliveries: 0 });
    expect(await run(ms(W0, days(30) + 5_000))).toMatchObject({ webhookDeliveries: 1 });
    expect(await left()).toEqual([deliveredLater.id, failed.id, waiting.id].sort());
    expect(await run(ms(W0, days(31) - 1))).toMatchObject({ webhookDeliveries: 0 });
    expect(await run(ms(W0, days(31)))).toMatchObject({ webhookDeliveries: 1 });
    expect(await left()).toEqual([deliveredLater.id, waiting.id].sort());
    expect(await run(ms(W0, days(40)))).toMatchObject({ webhookDeliveries: 1 });
    expect(await run(ms(W0, days(4000)))).toMatchObject({ webhookDeliveries: 0 });
    expect(await left()).toEqual([waiting.id]);
    expect(await db.webhookEndpoint.count({ where: { id: endpoint.id } })).toBe(1);

    // one audit row per run that pruned, with the number and the cut-offs, never a body
    const rows = (await audits()).filter((r) => (r.details as { soort?: string }).soort === 'WEBHOOK_AFLEVERING');
    expect(rows.map((r) => (r.details as { aantal: number }).aantal)).toEqual([1, 1, 1]);
    expect(JSON.stringify(rows)).not.toContain('Retentie');
  });
});
