// The webhook outbox against real PostgreSQL and a receiver on loopback: events queued in a
// transaction reach the entrepreneur's linked clients signed (Standard Webhooks); a rolled-back
// change sends nothing; a 500 or a silent receiver is retried on the backoff and then delivered once;
// concurrent rounds send each delivery once (SKIP LOCKED); a day of failures gives up, switches the
// endpoint off and tells the managers; the address is checked again at sending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@ikv/db';
import { createAdviser, createCompany, createUser } from '@ikv/db/factories';
import { createTestDatabase } from '@ikv/db/testing';
import { resetConfigForTests } from '../../infra/config.ts';
import { inTransaction } from '../../infra/database.ts';
import {
  createEndpoint,
  createOrganisationClient,
  linkOndernemer,
  startReceiver,
  type Receiver,
} from '../../../test/webhooks.ts';
import { deliverDueWebhooks } from './webhook-delivery.ts';
import { queueAanvraagStatusGewijzigd, queueVerklaringIngetrokken } from './webhook-outbox.ts';
import { verifyWebhook } from './webhook-signature.rules.ts';
import { WEBHOOK_RETRY_WINDOW_MS } from './webhook-retry.rules.ts';

let db: Db;
let drop: () => Promise<void>;
let receiver: Receiver;
beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
  resetConfigForTests();
  const database = await createTestDatabase();
  db = createDb(database.url, { max: 10 });
  drop = database.drop;
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await db?.$disconnect();
  await drop?.();
  delete process.env.WEBHOOK_ALLOW_LOOPBACK;
  resetConfigForTests();
});

/** An entrepreneur with a request, linked to a new organisation whose client has an endpoint at `url`. */
async function linkedRequest(url = receiver.url, kenmerk: string | null = 'DOSSIER-1') {
  const ondernemer = await createUser(db);
  const company = await createCompany(db, { ownerId: ondernemer.id });
  const aanvraag = await db.aanvraag.create({
    data: { companyId: company.id, ondernemerId: ondernemer.id, verklaringType: 'IKV' },
  });
  const org = await createOrganisationClient(db);
  const koppeling = await linkOndernemer(db, org.organisatieId, ondernemer.id, kenmerk);
  const endpoint = await createEndpoint(db, org.apiClientId, url);
  return { ondernemer, aanvraag, koppeling, ...org, ...endpoint };
}

const queueStatus = (aanvraagId: string, status: string, now = new Date()) =>
  inTransaction(db, (tx) => queueAanvraagStatusGewijzigd(tx, { aanvraagId, status }, now));

const rowsOf = (endpointId: string) =>
  db.webhookAflevering.findMany({ where: { endpointId }, orderBy: { aangemaaktOp: 'asc' } });

describe('webhook delivery', () => {
  it('delivers a queued event signed, once, to the linked client only', async () => {
    const a = await linkedRequest();
    const other = await linkedRequest(); // another entrepreneur's organisation hears nothing of a
    const before = receiver.received.length;
    await queueStatus(a.aanvraag.id, 'IN_BEHANDELING');
    await expect(
      inTransaction(db, async (tx) => {
        await queueAanvraagStatusGewijzigd(tx, { aanvraagId: a.aanvraag.id, status: 'AFGEROND' }, new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf(other.endpointId)).toHaveLength(0);
    expect(await rowsOf(a.endpointId)).toHaveLength(1); // the rolled-back change queued nothing

    const result = await deliverDueWebhooks(db);
    expect(result.afgeleverd).toBeGreaterThanOrEqual(1);
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const [hit] = got;
    expect(hit!.headers['content-type']).toBe('application/json');
    expect(await verifyWebhook(a.secret, hit!.headers as Record<string, string>, hit!.body, new Date())).toBe(true);
    expect(await verifyWebhook(other.secret, hit!.headers as Record<string, string>, hit!.body, new Date())).toBe(
      false,
    );
    const body = JSON.parse(hit!.body) as { type: string; timestamp: string; data: unknown };
    expect(body.type).toBe('aanvraag.status_gewijzigd');
    expect(body.data).toEqual({
      koppelingId: a.koppeling.id,
      kenmerk: 'DOSSIER-1',
      aanvraagId: a.aanvraag.id,
      status: 'IN_BEHANDELING',
    });
    const [row] = await rowsOf(a.endpointId);
    expect(row).toMatchObject({ status: 'AFGELEVERD', pogingen: 1, laatsteStatus: 200, volgendePoging: null });
    expect(row!.webhookId).toBe(hit!.headers['webhook-id']);
    await deliverDueWebhooks(db);
    expect(receiver.received.length).toBe(before + 1);
  });

  it('a 500 is retried on the backoff and then delivered exactly once', async () => {
    const a = await linkedRequest();
    const t0 = new Date();
    await queueStatus(a.aanvraag.id, 'AANVULLING_NODIG', t0);
    const mine = () => receiver.received.filter((r) => r.body.includes(a.aanvraag.id));
    receiver.answer = 500;
    await deliverDueWebhooks(db, { now: () => t0 });
    let [row] = await rowsOf(a.endpointId);
    expect(row).toMatchObject({ status: 'OPNIEUW', pogingen: 1, laatsteStatus: 500, laatsteFout: 'HTTP 500' });
    expect(row!.volgendePoging).toEqual(new Date(t0.getTime() + 30_000));
    // not due yet: nothing is sent
    await deliverDueWebhooks(db, { now: () => new Date(t0.getTime() + 10_000) });
    expect(mine()).toHaveLength(1);
    // the receiver recovers; the retry is due
    receiver.answer = 200;
    await deliverDueWebhooks(db, { now: () => new Date(t0.getTime() + 31_000) });
    await deliverDueWebhooks(db, { now: () => new Date(t0.getTime() + 3_600_000) });
    expect(mine().map((r) => r.answered)).toEqual([500, 200]);
    expect(new Set(mine().map((r) => r.headers['webhook-id'])).size).toBe(1);
    [row] = await rowsOf(a.endpointId);
    expect(row).toMatchObject({ status: 'AFGELEVERD', pogingen: 2, laatsteStatus: 200 });
  });

  it('a receiver that does not answer in time is a failed attempt', async () => {
    const a = await linkedRequest();
    await queueStatus(a.aanvraag.id, 'IN_BEHANDELING');
    receiver.answer = 'hang';
    try {
      await deliverDueWebhooks(db, { timeoutMs: 300 });
    } finally {
      receiver.answer = 200;
    }
    const [row] = await rowsOf(a.endpointId);
    expect(row).toMatchObject({ status: 'OPNIEUW', pogingen: 1, laatsteStatus: null });
    expect(row!.laatsteFout).toContain('geen antwoord');
  });

  it('three concurrent rounds send 25 events exactly once each (a claim waits for another and skips what it took)', async () => {
    const a = await linkedRequest();
    await inTransaction(db, async (tx) => {
      for (let i = 0; i < 25; i++)
        await queueAanvraagStatusGewijzigd(tx, { aanvraagId: a.aanvraag.id, status: `S${i}` }, new Date());
    });
    const before = receiver.received.length;
    await Promise.all([deliverDueWebhooks(db), deliverDueWebhooks(db), deliverDueWebhooks(db)]);
    const ids = receiver.received.slice(before).map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(await db.webhookAflevering.count({ where: { endpointId: a.endpointId, status: 'AFGELEVERD' } })).toBe(25);
  });

  it('after 24 hours of failures: MISLUKT, the endpoint switched off, the managers and the technical contact mailed; nothing more is sent', async () => {
    const beheerder = await createAdviser(db, { beheer: true, voornaam: 'Bea' });
    const a = await linkedRequest();
    const contact = `techniek-${a.organisatieId}@kantoor.example.nl`;
    await db.organisatie.update({ where: { id: a.organisatieId }, data: { technischContact: contact } });
    const t0 = new Date();
    await queueStatus(a.aanvraag.id, 'IN_BEHANDELING', t0);
    receiver.answer = 503;
    let t = t0;
    try {
      for (let i = 0; i < 30; i++) {
        await deliverDueWebhooks(db, { now: () => t });
        const [row] = await rowsOf(a.endpointId);
        if (row!.status !== 'OPNIEUW') break;
        t = row!.volgendePoging!;
      }
    } finally {
      receiver.answer = 200;
    }
    const [row] = await rowsOf(a.endpointId);
    expect(row).toMatchObject({ status: 'MISLUKT', laatsteStatus: 503, volgendePoging: null });
    expect(t.getTime() - t0.getTime()).toBe(WEBHOOK_RETRY_WINDOW_MS);
    const endpoint = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: a.endpointId } });
    expect(endpoint.uitgeschakeld).toBe(true);
    const mail = await db.outgoingMail.findFirstOrThrow({ where: { aan: beheerder.email } });
    expect(mail.onderwerp).toContain('uitgeschakeld');
    expect(mail.tekst).toContain(receiver.url);
    // the organisation's technical contact, once, in Dutch and English
    const toContact = await db.outgoingMail.findMany({ where: { aan: contact } });
    expect(toContact).toHaveLength(1);
    expect(toContact[0]!.onderwerp).toContain('uitgeschakeld');
    expect(toContact[0]!.onderwerp).toContain('switched off');
    expect(toContact[0]!.tekst).toContain(receiver.url);

    // an event for the switched-off endpoint is kept (OPNIEUW), not sent
    const before = receiver.received.length;
    await queueStatus(a.aanvraag.id, 'AFGEROND');
    await deliverDueWebhooks(db);
    expect(receiver.received.length).toBe(before);
    expect((await rowsOf(a.endpointId)).map((r) => r.status)).toEqual(['MISLUKT', 'OPNIEUW']);
  });

  it('checks the address again at sending: a name resolving to a private address, or loopback without the setting', async () => {
    const named = await linkedRequest('https://hooks.example.nl/ikv');
    await queueStatus(named.aanvraag.id, 'IN_BEHANDELING');
    await deliverDueWebhooks(db, { resolver: async () => ['93.184.215.14', '10.0.0.7'] });
    expect((await rowsOf(named.endpointId))[0]).toMatchObject({ status: 'OPNIEUW', pogingen: 1, laatsteStatus: null });
    expect((await rowsOf(named.endpointId))[0]!.laatsteFout).toContain('intern');

    const loop = await linkedRequest();
    await queueStatus(loop.aanvraag.id, 'IN_BEHANDELING');
    const before = receiver.received.length;
    delete process.env.WEBHOOK_ALLOW_LOOPBACK;
    resetConfigForTests();
    try {
      await deliverDueWebhooks(db, { resolver: async () => ['93.184.215.14'] });
    } finally {
      process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
      resetConfigForTests();
    }
    expect(receiver.received.length).toBe(before);
    expect((await rowsOf(loop.endpointId))[0]!.laatsteFout).toContain('https');
  });

  it('a withdrawal goes to the subscribed lender and the linked intermediary, once per endpoint', async () => {
    const a = await linkedRequest();
    const lender = await createOrganisationClient(db, 'GELDVERSTREKKER');
    const lenderEndpoint = await createEndpoint(db, lender.apiClientId, receiver.url, ['verklaring.ingetrokken']);
    const statusOnly = await createEndpoint(db, lender.apiClientId, receiver.url, ['aanvraag.status_gewijzigd']);
    const verklaring = await db.verklaring.create({
      data: {
        aanvraagId: a.aanvraag.id,
        nummer: `IKV-2026-${Math.floor(Math.random() * 1e6)}`,
        code: `code${Math.random().toString(36).slice(2)}abcdefghijkl`,
        ikvResultId: 'x',
        regelsVersie: '2026',
        uitgegevenOp: new Date(),
        geldigTot: new Date('2027-05-01'),
        adviseurNaam: 'Pieter Bakker',
        payload: {},
        jws: 'x',
        kid: 'x',
        pdf: new Uint8Array([1]),
        pdfSha256: Math.random().toString(16),
      },
    });
    await db.verificatieAbonnement.create({ data: { apiClientId: lender.apiClientId, verklaringId: verklaring.id } });
    const op = new Date('2026-11-29T10:00:00Z');
    await inTransaction(db, (tx) =>
      queueVerklaringIngetrokken(tx, { aanvraagId: a.aanvraag.id, nummer: verklaring.nummer, ingetrokkenOp: op }, op),
    );
    expect(await rowsOf(lenderEndpoint.endpointId)).toHaveLength(1);
    expect(await rowsOf(statusOnly.endpointId)).toHaveLength(0);
    const [intermediary] = await rowsOf(a.endpointId);
    expect(JSON.parse(intermediary!.payload)).toEqual({
      type: 'verklaring.ingetrokken',
      timestamp: op.toISOString(),
      data: { nummer: verklaring.nummer, ingetrokkenOp: op.toISOString() },
    });
  });
});
