// Webhooks end to end over REST on loopback (API.md, Integrations; issue 41): an intermediary's
// client registers an endpoint (https to public addresses only; the test setting lets 127.0.0.1
// through), its linked entrepreneur's statement is issued and the receiver has a validly signed
// verklaring.uitgegeven, sent because the issuing asked for it (the test app runs no cron, so no sweep can
// have sent it; how many seconds that takes is a figure of the machine, not a property to time here: on
// an idle machine it is well under a second); a lender's client subscribes by number and code and hears of the
// withdrawal; the delivery log, replay, deletion, and other clients' ids are 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeIssuable } from '../../../test/trust.ts';
import { linkOndernemer, startReceiver, type Receiver } from '../../../test/webhooks.ts';
import { resetConfigForTests } from '../../infra/config.ts';
import { createClient } from '../integraties/clients.service.ts';
import { checkWebhookDestination } from '../webhook-outbox/webhook-http.ts';
import { verifyWebhook } from '../webhook-outbox/webhook-signature.rules.ts';

let app: TestApp;
let adviser: { token: string };
let crm: Receiver;
let bank: Receiver;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
  resetConfigForTests();
  app = await startTestApp();
  adviser = await createAdviserAndLogin(app.url, app.db);
  crm = await startReceiver();
  bank = await startReceiver();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await crm?.close();
  await bank?.close();
  delete process.env.WEBHOOK_ALLOW_LOOPBACK;
  resetConfigForTests();
});

const beheer = () => ({ db: app.db, clock: { now: () => new Date() }, userId: null, ip: null });

/** A client of a new organisation and its access token. */
async function clientToken(soort: 'INTERMEDIAIR' | 'GELDVERSTREKKER', scopes: string[]) {
  const client = await createClient(beheer(), {
    naam: 'Systeem',
    organisatie: `${soort} ${Math.random().toString(36).slice(2, 8)}`,
    soort,
    scopes: scopes as never,
  });
  const res = await fetch(`${app.url}/api/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await res.json()) as { access_token: string };
  const row = await app.db.apiClient.findUniqueOrThrow({ where: { clientId: client.clientId } });
  return { token: body.access_token, organisatieId: row.organisatieId };
}

async function until<T>(what: () => T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = what();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const eventOf = (r: Receiver, type: string, match: (data: Record<string, unknown>) => boolean) =>
  r.received.find((w) => {
    const b = JSON.parse(w.body) as { type: string; data: Record<string, unknown> };
    return b.type === type && match(b.data);
  });

describe('webhooks over REST', () => {
  it('refuses internal addresses with 400 WEBHOOK_URL_NIET_TOEGESTAAN, and a client without the scope with 403', async () => {
    const { token } = await clientToken('INTERMEDIAIR', ['webhooks']);
    const post = (url: string) =>
      call(app.url, 'POST', '/webhooks', { token, json: { url, events: ['verklaring.uitgegeven'] } });
    for (const url of [
      'https://10.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://100.64.0.1/hook',
      'http://crm.example.nl/hook',
    ]) {
      const p = expectProblem(await post(url), 400);
      expect(p.code, url).toBe('WEBHOOK_URL_NIET_TOEGESTAAN');
    }
    // without the test setting, loopback is refused too
    delete process.env.WEBHOOK_ALLOW_LOOPBACK;
    resetConfigForTests();
    try {
      expect(expectProblem(await post(crm.url), 400).code).toBe('WEBHOOK_URL_NIET_TOEGESTAAN');
    } finally {
      process.env.WEBHOOK_ALLOW_LOOPBACK = '1';
      resetConfigForTests();
    }
    expect(await app.db.webhookEndpoint.count()).toBe(0);

    // a name that resolves to a private address (a resolver injected into the guard)
    const named = await checkWebhookDestination('https://crm.example.nl/hook', {
      allowLoopback: true,
      resolver: async () => ['10.0.0.8'],
    });
    expect(named.ok).toBe(false);
    const mixed = await checkWebhookDestination('https://crm.example.nl/hook', {
      allowLoopback: true,
      resolver: async () => ['93.184.215.14', '::1'],
    });
    expect(mixed.ok).toBe(false);
    const pub = await checkWebhookDestination('https://crm.example.nl/hook', {
      allowLoopback: false,
      resolver: async () => ['93.184.215.14'],
    });
    expect(pub).toMatchObject({ ok: true, address: '93.184.215.14' });

    const other = await clientToken('INTERMEDIAIR', ['koppelingen']);
    expect(
      expectProblem(
        await call(app.url, 'POST', '/webhooks', {
          token: other.token,
          json: { url: crm.url, events: ['verklaring.uitgegeven'] },
        }),
        403,
      ).code,
    ).toBe('SCOPE_MISSING');
  });

  it('issuing reaches the linked intermediary, signed, without a sweep; a subscribed lender hears of the withdrawal', async () => {
    const intermediary = await clientToken('INTERMEDIAIR', ['webhooks', 'koppelingen']);
    const created = await call(app.url, 'POST', '/webhooks', {
      token: intermediary.token,
      json: { url: crm.url, events: ['aanvraag.status_gewijzigd', 'verklaring.uitgegeven', 'verklaring.ingetrokken'] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      url: crm.url,
      events: ['aanvraag.status_gewijzigd', 'verklaring.uitgegeven', 'verklaring.ingetrokken'],
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const secret = created.body.secret as string;
    // the secret is stored sealed, never as given
    const stored = await app.db.webhookEndpoint.findUniqueOrThrow({ where: { id: created.body.id as string } });
    expect(stored.geheim).not.toContain(secret.slice(6));
    const listed = await call(app.url, 'GET', '/webhooks', { token: intermediary.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, uitgeschakeld: false })]);
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');

    const { aanvraagId: id, owner } = await createRequest(app, '69599084', { voornaam: 'Wim', achternaam: 'Webhook' });
    const koppeling = await linkOndernemer(app.db, intermediary.organisatieId, owner.userId, 'DOSSIER-77');
    const calc = await call(app.url, 'POST', `/aanvragen/${id}/ikv`, { token: adviser.token, json: {} });
    expect(calc.status).toBe(200);
    await makeIssuable(
      app.url,
      app.db,
      id,
      adviser.token,
      (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar),
    );
    const patch = (json: unknown) =>
      call(app.url, 'PATCH', `/adviseur/aanvragen/${id}`, { token: adviser.token, json });
    expect((await patch({ status: 'IN_BEHANDELING' })).status).toBe(200);
    const issued = await patch({ status: 'AFGEROND', conclusie: 'Vastgesteld op de gecontroleerde jaarrekeningen.' });
    expect(issued.status).toBe(200);
    const verklaring = await app.db.verklaring.findUniqueOrThrow({ where: { aanvraagId: id } });

    const hit = await until(() => eventOf(crm, 'verklaring.uitgegeven', (d) => d.aanvraagId === id));
    expect(await verifyWebhook(secret, hit.headers as Record<string, string>, hit.body, new Date())).toBe(true);
    const body = JSON.parse(hit.body) as { type: string; timestamp: string; data: unknown };
    expect(body.data).toEqual({
      koppelingId: koppeling.id,
      kenmerk: 'DOSSIER-77',
      aanvraagId: id,
      nummer: verklaring.nummer,
      code: verklaring.code,
      toetsinkomen: verklaring.toetsinkomen === null ? null : Number(verklaring.toetsinkomen),
      geldigTot: verklaring.geldigTot.toISOString().slice(0, 10),
    });
    // the status changes went along
    await until(() => eventOf(crm, 'aanvraag.status_gewijzigd', (d) => d.aanvraagId === id && d.status === 'AFGEROND'));
    expect(eventOf(crm, 'aanvraag.status_gewijzigd', (d) => d.status === 'IN_BEHANDELING')).toBeDefined();

    // the lender: subscribes by number and code (a wrong code is 404, as in the verification)
    const lender = await clientToken('GELDVERSTREKKER', ['verificatie', 'webhooks']);
    const lenderHook = await call(app.url, 'POST', '/webhooks', {
      token: lender.token,
      json: { url: bank.url, events: ['verklaring.ingetrokken'] },
    });
    expect(lenderHook.status).toBe(201);
    const subscribe = (json: unknown) =>
      call(app.url, 'POST', '/verificatie/abonnementen', { token: lender.token, json });
    expect(
      expectProblem(await subscribe({ nummer: verklaring.nummer, code: 'onbekendeCode0000000000' }), 404).code,
    ).toBe('VERKLARING_NOT_FOUND');
    expect(expectProblem(await subscribe({ nummer: 'IKV-2020-000001', code: verklaring.code }), 404).code).toBe(
      'VERKLARING_NOT_FOUND',
    );
    const sub = await subscribe({ nummer: verklaring.nummer, code: verklaring.code });
    expect(sub.status).toBe(201);
    expect(sub.body).toMatchObject({ nummer: verklaring.nummer, status: 'GELDIG' });
    expect((await subscribe({ nummer: verklaring.nummer, code: verklaring.code })).body.id).toBe(sub.body.id);
    expect(bank.received).toHaveLength(0); // it heard nothing of the issuing or the status

    const withdrawn = await call(app.url, 'POST', `/adviseur/aanvragen/${id}/verklaring/intrekken`, {
      token: adviser.token,
      json: { reden: 'Cijfers onjuist gebleken.' },
    });
    expect(withdrawn.status).toBe(200);
    const gone = await until(() => eventOf(bank, 'verklaring.ingetrokken', (d) => d.nummer === verklaring.nummer));
    const lenderSecret = lenderHook.body.secret as string;
    expect(await verifyWebhook(lenderSecret, gone.headers as Record<string, string>, gone.body, new Date())).toBe(true);
    const after = await app.db.verklaring.findUniqueOrThrow({ where: { aanvraagId: id } });
    expect((JSON.parse(gone.body) as { data: unknown }).data).toEqual({
      nummer: verklaring.nummer,
      ingetrokkenOp: after.ingetrokkenOp!.toISOString(),
    });
    // the linked intermediary hears of it too
    await until(() => eventOf(crm, 'verklaring.ingetrokken', (d) => d.nummer === verklaring.nummer));

    // the delivery log, replay (same webhook-id, signed anew), and other clients' ids
    const hookId = created.body.id as string;
    const log = await call(app.url, 'GET', `/webhooks/${hookId}/afleveringen`, { token: intermediary.token });
    expect(log.status).toBe(200);
    const rows = log.body as { id: string; event: string; status: string; pogingen: number; webhookId: string }[];
    const uitgegeven = rows.find((r) => r.event === 'verklaring.uitgegeven')!;
    expect(uitgegeven).toMatchObject({ status: 'AFGELEVERD', pogingen: 1, laatsteStatus: 200 });
    expect(uitgegeven.webhookId).toBe(hit.headers['webhook-id']);
    expect((await call(app.url, 'GET', `/webhooks/${hookId}/afleveringen`, { token: lender.token })).status).toBe(404);
    expect(
      (
        await call(app.url, 'POST', `/webhooks/${hookId}/afleveringen/${uitgegeven.id}/opnieuw`, {
          token: lender.token,
        })
      ).status,
    ).toBe(404);
    const before = crm.received.length;
    const replay = await call(app.url, 'POST', `/webhooks/${hookId}/afleveringen/${uitgegeven.id}/opnieuw`, {
      token: intermediary.token,
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ id: uitgegeven.id, status: 'OPNIEUW' });
    const again = await until(() => (crm.received.length > before ? crm.received.at(-1) : undefined));
    expect(again.headers['webhook-id']).toBe(uitgegeven.webhookId);
    expect(again.body).toBe(hit.body);
    expect(await verifyWebhook(secret, again.headers as Record<string, string>, again.body, new Date())).toBe(true);

    expect((await call(app.url, 'DELETE', `/webhooks/${hookId}`, { token: lender.token })).status).toBe(404);
    expect((await call(app.url, 'DELETE', `/webhooks/${hookId}`, { token: intermediary.token })).status).toBe(204);
    expect((await call(app.url, 'GET', '/webhooks', { token: intermediary.token })).body).toEqual([]);
    expect(await app.db.webhookAflevering.count({ where: { endpointId: hookId } })).toBe(0);
  }, 300_000);
});
