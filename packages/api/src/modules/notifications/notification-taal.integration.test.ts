// Notifications in the reader's language at reading time (API.md, Flow III): stored as a key with
// parameters, rendered by GET /notifications, GET /notifications/aanvraag/{id} and the mark-read answer
// in the caller's current language; over REST, Accept-Language overrides; a row from before the keys
// shows its stored text; the database refuses a notification without a key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { trpc } from '../../../test/people.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

type Message = { id: string; titel: string; bericht: string; gelezen: boolean };

const list = async (token: string, headers: Record<string, string> = {}) => {
  const res = await call(app.url, 'GET', '/notifications', { token, headers });
  expect(res.status).toBe(200);
  return res.body as Message[];
};

describe('notifications are rendered in the reader’s language when read', () => {
  it('an entrepreneur who read Dutch switches to English: what he was told before is English now; Accept-Language overrides', async () => {
    const req = await createRequest(app, '69599084');
    expect((await app.db.user.findUniqueOrThrow({ where: { id: req.owner.userId } })).taal).toBe('NL');
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const moved = await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
      token: adviser.token,
      json: { status: 'IN_BEHANDELING' },
    });
    expect(moved.status).toBe(200);
    const asked = await call(app.url, 'PATCH', `/adviseur/aanvragen/${req.aanvraagId}`, {
      token: adviser.token,
      json: { status: 'AANVULLING_NODIG', gevraagd: [{ soort: 'DOCUMENT', jaar: 2025, omschrijving: 'PDF 2025' }] },
    });
    expect(asked.status).toBe(200);

    const nl = await list(req.owner.token);
    expect(nl.map((n) => n.titel)).toEqual([
      'Uw adviseur heeft meer informatie nodig',
      'Een adviseur behandelt uw aanvraag',
    ]);
    expect(nl[0]!.bericht).toContain('- Een document over 2025: PDF 2025');

    // stored as a key with parameters: codes and numbers, no sentence (the copy in titel is the Dutch of then)
    const rows = await app.db.notification.findMany({
      where: { userId: req.owner.userId },
      orderBy: { aangemaaktOp: 'asc' },
    });
    expect(rows.map((r) => r.sleutel)).toEqual(['aanvraag.status', 'aanvraag.status']);
    expect(rows[0]!.parameters).toMatchObject({ van: 'INGEDIEND', naar: 'IN_BEHANDELING', opmerking: null });
    expect(rows[1]!.parameters).toMatchObject({
      naar: 'AANVULLING_NODIG',
      gevraagd: [{ soort: 'DOCUMENT', jaar: 2025, omschrijving: 'PDF 2025' }],
    });

    expect((await call(app.url, 'PUT', '/account/taal', { token: req.owner.token, json: { taal: 'EN' } })).status).toBe(
      200,
    );
    const en = await list(req.owner.token);
    expect(en.map((n) => n.titel)).toEqual([
      'Your adviser needs more information',
      'An adviser is handling your request',
    ]);
    expect(en[0]!.bericht).toContain('- A document for 2025: PDF 2025');
    expect(en[0]!.bericht).not.toMatch(/\b(uw|aanvraag|vraagt|adviseur|een)\b/i);

    // the other answers that carry notifications: per request, and marking one read
    const perRequest = await call(app.url, 'GET', `/notifications/aanvraag/${req.aanvraagId}`, {
      token: req.owner.token,
    });
    expect(perRequest.body.map((n: Message) => n.titel)).toEqual(en.map((n) => n.titel));
    const read = await call(app.url, 'PUT', `/notifications/${en[1]!.id}/read`, { token: req.owner.token });
    expect(read.body).toMatchObject({ titel: 'An adviser is handling your request', gelezen: true });

    // the web app's tRPC follows the account's language (the browser's header does not override it)
    const viaTrpc = (await trpc(app.url, req.owner.token, 'notifications.list', {}, 'query')) as {
      data?: Message[];
    };
    expect(viaTrpc.data?.map((n) => n.titel)).toEqual(en.map((n) => n.titel));

    // REST: Accept-Language overrides, by weight; a header naming neither language leaves his own
    expect((await list(req.owner.token, { 'accept-language': 'nl' })).map((n) => n.titel)).toEqual(
      nl.map((n) => n.titel),
    );
    expect((await list(req.owner.token, { 'accept-language': 'fr, nl-BE;q=0.8, en;q=0.5' }))[0]!.titel).toBe(
      'Uw adviseur heeft meer informatie nodig',
    );
    expect((await list(req.owner.token, { 'accept-language': 'nl;q=0, en' }))[0]!.titel).toBe(
      'Your adviser needs more information',
    );
    expect((await list(req.owner.token, { 'accept-language': 'de-DE' }))[0]!.titel).toBe(
      'Your adviser needs more information',
    );
    const readNl = await call(app.url, 'PUT', `/notifications/${en[0]!.id}/read`, {
      token: req.owner.token,
      headers: { 'accept-language': 'nl' },
    });
    expect(readNl.body.titel).toBe('Uw adviseur heeft meer informatie nodig');
  });

  it('a notification from before the keys shows the text it was stored with, in any language', async () => {
    const req = await createRequest(app, '69599076');
    await app.db.notification.create({
      data: {
        userId: req.owner.userId,
        type: 'SYSTEEM',
        sleutel: 'eerder',
        titel: 'Een oude melding',
        bericht: 'zoals hij toen is opgeslagen',
      },
    });
    await call(app.url, 'PUT', '/account/taal', { token: req.owner.token, json: { taal: 'EN' } });
    const shown = (await list(req.owner.token)).find((n) => n.titel === 'Een oude melding');
    expect(shown?.bericht).toBe('zoals hij toen is opgeslagen');
  });

  it('the database refuses a notification without a key', async () => {
    const req = await createRequest(app, '69599084');
    await expect(
      app.db.$executeRaw`INSERT INTO "notifications" ("id", "userId", "type", "titel", "bericht")
        VALUES ('zonder-sleutel', ${req.owner.userId}, 'SYSTEEM', 'titel', 'bericht')`,
    ).rejects.toThrow(/sleutel|null/i);
    await expect(
      app.db.notification.create({
        // @ts-expect-error: the row type requires the key as well
        data: { userId: req.owner.userId, type: 'SYSTEEM', titel: 'titel', bericht: 'bericht' },
      }),
    ).rejects.toThrow();
  });
});
