// The live feed end to end inside one app: publish in a transaction → NOTIFY on commit → the hub
// wakes the subscription → the SSE stream yields the rows, after a catch-up from Last-Event-ID.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerAndLogin } from '../../../test/api-client.ts';
import { subscribe } from '../../../test/sse.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { notify } from '../notify/notify.ts';
import { LiveHub } from './live-hub.ts';
import { publishLive } from './publish.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const titles = (events: { data: unknown }[]) =>
  events.map((e) => (e.data as { payload: { titel: string } }).payload.titel);

describe('live.events', () => {
  it('starts now on a first connection, then delivers each committed notification in order', async () => {
    const me = await registerAndLogin(app.url);
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'van vroeger', bericht: '-' },
    });
    const sub = subscribe(app.url, 'live.events', {}, { token: me.token });
    await sub.connected();
    await app.live.ready();
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'een', bericht: '-' },
    });
    await app.db.$transaction(async (tx) => {
      await notify(tx, {
        userId: me.userId,
        type: 'SYSTEEM',
        sleutel: 'ikv.adviseur-bericht',
        parameters: { titel: 'twee', bericht: '-' },
      });
      await notify(tx, {
        userId: me.userId,
        type: 'SYSTEEM',
        sleutel: 'ikv.adviseur-bericht',
        parameters: { titel: 'drie', bericht: '-' },
      });
    });
    const events = await sub.waitFor(3);
    expect(titles(events)).toEqual(['een', 'twee', 'drie']);
    expect(events[0]!.data).toMatchObject({ soort: 'notification', payload: { type: 'SYSTEEM', gelezen: false } });
    const ids = events.map((e) => BigInt(e.id!));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    await sub.close();
  });

  it('a reconnecting client with Last-Event-ID gets what it missed, without duplicates', async () => {
    const me = await registerAndLogin(app.url);
    const first = subscribe(app.url, 'live.events', {}, { token: me.token });
    await first.connected();
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'a', bericht: '-' },
    });
    const [a] = await first.waitFor(1);
    await first.close();
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'b', bericht: '-' },
    });
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'c', bericht: '-' },
    });
    const again = subscribe(app.url, 'live.events', {}, { token: me.token, lastEventId: a!.id! });
    expect(titles(await again.waitFor(2))).toEqual(['b', 'c']);
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'd', bericht: '-' },
    });
    expect(titles(await again.waitFor(3))).toEqual(['b', 'c', 'd']);
    await again.close();
  });

  it('a catch-up renders the notifications it replays in the language the reader has now', async () => {
    const me = await registerAndLogin(app.url);
    const first = subscribe(app.url, 'live.events', {}, { token: me.token });
    await first.connected();
    await app.live.ready();
    const removed = (bedrijf: string) =>
      notify(app.db, { userId: me.userId, type: 'SYSTEEM', sleutel: 'partner.verwijderd', parameters: { bedrijf } });
    await removed('Bakkerij De Korst');
    const [a] = await first.waitFor(1);
    expect(titles([a!])).toEqual(['Verwijderd als partner van Bakkerij De Korst']);
    await first.close();
    // missed while away, written in Dutch; then he switches to English and comes back
    await removed('Fietsenmaker Spaak');
    expect((await call(app.url, 'PUT', '/account/taal', { token: me.token, json: { taal: 'EN' } })).status).toBe(200);
    const again = subscribe(app.url, 'live.events', {}, { token: me.token, lastEventId: a!.id! });
    const [b] = await again.waitFor(1);
    expect(titles([b!])).toEqual(['Removed as partner of Fietsenmaker Spaak']);
    expect(b!.data).toMatchObject({ payload: { bericht: 'You are no longer a partner of Fietsenmaker Spaak.' } });
    await again.close();
  });

  it("never delivers a rolled-back change, nor another user's events", async () => {
    const me = await registerAndLogin(app.url);
    const other = await registerAndLogin(app.url);
    const sub = subscribe(app.url, 'live.events', {}, { token: me.token });
    await sub.connected();
    await app.db
      .$transaction(async (tx) => {
        await notify(tx, {
          userId: me.userId,
          type: 'SYSTEEM',
          sleutel: 'ikv.adviseur-bericht',
          parameters: { titel: 'teruggedraaid', bericht: '-' },
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await notify(app.db, {
      userId: other.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'voor een ander', bericht: '-' },
    });
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'echt', bericht: '-' },
    });
    expect(titles(await sub.waitFor(1))).toEqual(['echt']);
    // a last event as the marker: events arrive in order, so once it is here nothing else is on its way
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'einde', bericht: '-' },
    });
    expect(titles(await sub.waitFor(2))).toEqual(['echt', 'einde']);
    expect(titles(sub.events())).toEqual(['echt', 'einde']);
    await sub.close();
  });

  it('recovers when its LISTEN connection is killed, and delivers what was published meanwhile', async () => {
    const me = await registerAndLogin(app.url);
    const sub = subscribe(app.url, 'live.events', {}, { token: me.token });
    await sub.connected();
    await app.live.ready();
    const pid = await app.live.backendPid();
    expect(pid).not.toBeNull();
    const admin = new pg.Client({ connectionString: app.databaseUrl });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    // published while the hub may not be listening: the reconnect wakes everyone to catch up
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'tijdens de storing', bericht: '-' },
    });
    expect(titles(await sub.waitFor(1))).toEqual(['tijdens de storing']);
    await app.live.ready();
    expect(await app.live.backendPid()).not.toBe(pid);
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'daarna', bericht: '-' },
    });
    expect(titles(await sub.waitFor(2))).toEqual(['tijdens de storing', 'daarna']);
    await sub.close();
  });

  it('delivers an event whose transaction began first but committed last (ids are given in commit order)', async () => {
    const me = await registerAndLogin(app.url);
    const sub = subscribe(app.url, 'live.events', {}, { token: me.token });
    await sub.connected();
    await app.live.ready();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let published!: () => void;
    const inFirst = new Promise<void>((r) => (published = r));
    // the first transaction publishes, then stays open while a second one publishes and commits
    const first = app.db.$transaction(
      async (tx) => {
        await notify(tx, {
          userId: me.userId,
          type: 'SYSTEEM',
          sleutel: 'ikv.adviseur-bericht',
          parameters: { titel: 'eerst begonnen', bericht: '-' },
        });
        published();
        await held;
      },
      { timeout: 20_000 },
    );
    await inFirst;
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'eerst klaar', bericht: '-' },
    });
    expect(titles(await sub.waitFor(1))).toEqual(['eerst klaar']);
    release();
    await first;
    expect(titles(await sub.waitFor(2))).toEqual(['eerst klaar', 'eerst begonnen']);
    const ids = sub.events().map((e) => BigInt(e.id!));
    expect(ids[1]! > ids[0]!).toBe(true);
    await sub.close();
  });

  it('one read of new rows per wake-up for all subscriptions of the instance, and a message to 1 000 recipients', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => `live-many-${i}-${Date.now()}`);
    await app.db.$executeRaw`INSERT INTO users (id, email, "passwordHash", voornaam, achternaam, "bijgewerktOp")
      SELECT u, u || '@example.nl', '-', 'Veel', 'Ontvangers', now() FROM unnest(${many}::text[]) AS u`;
    await app.live.ready();
    const got = new Map<string, number>();
    const offs = many
      .slice(0, 50)
      .map((u) =>
        app.live.subscribe(u, { push: (rows) => got.set(u, (got.get(u) ?? 0) + rows.length), resync: () => undefined }),
      );
    const before = app.live.fetches;
    // one NOTIFY cannot name 1 000 users (8000 bytes): the signal goes out in parts
    await publishLive(app.db, { userIds: many, soort: 'notification', payload: { titel: 'aan iedereen' } });
    const deadline = Date.now() + 10_000;
    while (got.size < 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(got.size).toBe(50);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    // the parts arrive together: one read, at most one more for a signal that came during it (not 50)
    expect(app.live.fetches - before).toBeLessThanOrEqual(3);
    for (const off of offs) off();
    expect(await app.db.liveEvent.count({ where: { userId: { in: many } } })).toBe(1000);
  });

  it('leaves no listener behind after 100 connects and disconnects', async () => {
    const me = await registerAndLogin(app.url);
    const before = app.live.listenerCount();
    for (let i = 0; i < 100; i++) {
      const sub = subscribe(app.url, 'live.events', {}, { token: me.token });
      await sub.connected();
      await sub.close();
    }
    const deadline = Date.now() + 5_000;
    while (app.live.listenerCount() !== before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(app.live.listenerCount()).toBe(before);
  });

  it('needs a login, and rejects a malformed last event id', async () => {
    const res = await fetch(`${app.url}/api/trpc/live.events?input=${encodeURIComponent('{}')}`, {
      headers: { accept: 'text/event-stream' },
    });
    const text = await res.text();
    expect(text).toMatch(/UNAUTHORIZED|UNAUTHENTICATED/);
    const me = await registerAndLogin(app.url);
    const bad = await fetch(
      `${app.url}/api/trpc/live.events?input=${encodeURIComponent(JSON.stringify({ lastEventId: 'x; DROP' }))}`,
      { headers: { authorization: `Bearer ${me.token}` } },
    );
    expect(await bad.text()).toMatch(/BAD_REQUEST|lastEventId/);
  });

  it('a chat message reaches the other participant live', async () => {
    const { createRequest } = await import('../../../test/requests.ts');
    const { createAdviserAndLogin } = await import('../../../test/api-client.ts');
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const { owner, aanvraagId } = await createRequest(app, '69599084');
    const sub = subscribe(app.url, 'live.events', {}, { token: adviser.token });
    await sub.connected();
    const sent = await call(app.url, 'POST', `/aanvragen/${aanvraagId}/chat`, {
      token: owner.token,
      json: { bericht: 'Hallo <b>live</b>' },
    });
    expect(sent.status).toBe(201);
    const [event] = await sub.waitFor(1);
    expect(event!.data).toMatchObject({
      soort: 'chat.message',
      aanvraagId,
      payload: { id: sent.body.id, bericht: 'Hallo <b>live</b>' },
    });
    await sub.close();
  });
});

describe('LiveHub', () => {
  it('keeps trying to LISTEN while the database is unreachable and never throws', async () => {
    const logs: string[] = [];
    const hub = new LiveHub({
      url: 'postgresql://nobody@127.0.0.1:1/none',
      backoff: { min: 10, max: 20 },
      log: (m) => logs.push(m),
    });
    const off = hub.subscribe('u', { push: () => undefined, resync: () => undefined });
    // it keeps trying: a second failed attempt is logged (the marker), and it is still not listening
    await expect.poll(() => logs.length, { timeout: 10_000 }).toBeGreaterThan(1);
    expect(hub.listening).toBe(false);
    off();
    expect(hub.listenerCount()).toBe(0);
    await hub.close();
  });

  it('publishLive writes one row per distinct recipient and nothing for none', async () => {
    const a = await registerAndLogin(app.url);
    const before = await app.db.liveEvent.count();
    await publishLive(app.db, { userIds: [], soort: 'notification', payload: {} });
    expect(await app.db.liveEvent.count()).toBe(before);
    await publishLive(app.db, { userIds: [a.userId, a.userId], soort: 'notification', payload: { x: 1 } });
    expect(await app.db.liveEvent.count()).toBe(before + 1);
  });
});

describe('LiveHub start-up', () => {
  it('delivers what was published between a subscription and the first LISTEN', async () => {
    const me = await registerAndLogin(app.url);
    const hub = new LiveHub({ url: app.databaseUrl, log: () => undefined });
    let woken = 0;
    // subscribe (which starts connecting), publish at once, before LISTEN can be up
    const off = hub.subscribe(me.userId, { push: () => woken++, resync: () => woken++ });
    await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'vroeg', bericht: '-' },
    });
    await hub.ready();
    const deadline = Date.now() + 5_000;
    while (woken === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(woken).toBeGreaterThan(0);
    off();
    await hub.close();
  });
});
