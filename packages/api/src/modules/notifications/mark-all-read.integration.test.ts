// notifications.markAllRead (POST /notifications/read-all): every unread notification of the caller
// becomes read at once, nobody else's; the answer says how many.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { registerPerson } from '../../../test/people.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { notify } from '../notify/notify.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('mark all notifications read', () => {
  it("marks only the caller's unread ones, answers the count, and is 0 the second time", async () => {
    const me = await registerPerson(app.url);
    const other = await registerPerson(app.url);
    for (const titel of ['een', 'twee', 'drie'])
      await notify(app.db, {
        userId: me.userId,
        type: 'SYSTEEM',
        sleutel: 'ikv.adviseur-bericht',
        parameters: { titel, bericht: titel },
      });
    const already = await notify(app.db, {
      userId: me.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'gelezen', bericht: '-' },
    });
    await call(app.url, 'PUT', `/notifications/${already.id}/read`, { token: me.token });
    const theirs = await notify(app.db, {
      userId: other.userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'van een ander', bericht: '-' },
    });

    const res = await call(app.url, 'POST', '/notifications/read-all', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ aantal: 3 });
    expect((await call(app.url, 'GET', '/notifications/unread-count', { token: me.token })).body).toEqual({
      aantal: 0,
    });
    expect((await call(app.url, 'GET', '/notifications?ongelezen=true', { token: me.token })).body).toEqual([]);
    expect((await app.db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).gelezen).toBe(false);
    expect((await call(app.url, 'POST', '/notifications/read-all', { token: me.token })).body).toEqual({ aantal: 0 });
    // the open tab hears of it through the live feed
    const live = await app.db.liveEvent.findMany({ where: { userId: me.userId, soort: 'notification.changed' } });
    expect(live.some((e) => JSON.stringify(e.payload).includes('alleGelezen'))).toBe(true);
  });

  it('works for an adviser too, and anonymously it is a 401', async () => {
    const adviser = await createAdviserAndLogin(app.url, app.db);
    const { id: userId } = await app.db.user.findUniqueOrThrow({
      where: { email: adviser.email },
      select: { id: true },
    });
    await notify(app.db, {
      userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: 'x', bericht: 'y' },
    });
    expect((await call(app.url, 'POST', '/notifications/read-all', { token: adviser.token })).body).toEqual({
      aantal: 1,
    });
    expect((await call(app.url, 'POST', '/notifications/read-all', {})).status).toBe(401);
  });
});
