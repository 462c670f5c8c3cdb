// The notification centre over REST and tRPC: newest first, unread count, read, delete; only the recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem } from '../../../test/api-client.ts';
import { registerPerson, trpc } from '../../../test/people.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { notify } from '../notify/notify.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function seed(userId: string) {
  const ids: string[] = [];
  for (const [i, titel] of ['eerste', 'tweede', 'derde'].entries()) {
    const n = await notify(app.db, {
      userId,
      type: 'SYSTEEM',
      sleutel: 'ikv.adviseur-bericht',
      parameters: { titel: titel, bericht: `bericht ${i}` },
    });
    await app.db.notification.update({
      where: { id: n.id },
      data: { aangemaaktOp: new Date(Date.UTC(2026, 0, 1 + i)) },
    });
    ids.push(n.id);
  }
  return ids;
}

describe('notifications', () => {
  it('lists newest first, counts unread, marks read, deletes', async () => {
    const me = await registerPerson(app.url);
    const [first, second, third] = await seed(me.userId);
    const list = await call(app.url, 'GET', '/notifications', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.map((n: { titel: string }) => n.titel)).toEqual(['derde', 'tweede', 'eerste']);
    expect(list.body[0]).toEqual({
      id: third,
      type: 'SYSTEEM',
      titel: 'derde',
      bericht: 'bericht 2',
      gelezen: false,
      aangemaaktOp: '2026-01-03T00:00:00.000Z',
      link: '/meldingen',
    });
    expect((await call(app.url, 'GET', '/notifications/unread-count', { token: me.token })).body).toEqual({
      aantal: 3,
    });

    const read = await call(app.url, 'PUT', `/notifications/${second}/read`, { token: me.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: second, gelezen: true });
    expect((await call(app.url, 'GET', '/notifications/unread-count', { token: me.token })).body).toEqual({
      aantal: 2,
    });
    const unread = await call(app.url, 'GET', '/notifications?ongelezen=true', { token: me.token });
    expect(unread.body.map((n: { id: string }) => n.id)).toEqual([third, first]);
    expect((await call(app.url, 'GET', '/notifications?limit=1', { token: me.token })).body).toHaveLength(1);

    const del = await call(app.url, 'DELETE', `/notifications/${first}`, { token: me.token });
    expect(del.status).toBe(204);
    expect(expectProblem(await call(app.url, 'DELETE', `/notifications/${first}`, { token: me.token }), 404).code).toBe(
      'NOTIFICATION_NOT_FOUND',
    );
    expect((await call(app.url, 'GET', '/notifications', { token: me.token })).body).toHaveLength(2);
  });

  it("another user's notification is a 404 for every operation, and is left alone", async () => {
    const a = await registerPerson(app.url);
    const b = await registerPerson(app.url);
    const [id] = await seed(a.userId);
    for (const [method, path] of [
      ['PUT', `/notifications/${id}/read`],
      ['DELETE', `/notifications/${id}`],
      ['POST', `/notifications/${id}/accept`],
      ['POST', `/notifications/${id}/decline`],
    ] as const)
      expect(expectProblem(await call(app.url, method, path, { token: b.token }), 404).code).toBe(
        'NOTIFICATION_NOT_FOUND',
      );
    expect((await call(app.url, 'GET', '/notifications', { token: b.token })).body).toEqual([]);
    const row = await app.db.notification.findUniqueOrThrow({ where: { id } });
    expect(row.gelezen).toBe(false);
  });

  it('accept/decline on a notification that is no invitation is a 409', async () => {
    const me = await registerPerson(app.url);
    const [id] = await seed(me.userId);
    expect(
      expectProblem(await call(app.url, 'POST', `/notifications/${id}/accept`, { token: me.token }), 409).code,
    ).toBe('NOT_AN_INVITATION');
    expect(
      expectProblem(await call(app.url, 'POST', `/notifications/${id}/decline`, { token: me.token }), 409).code,
    ).toBe('NOT_AN_INVITATION');
  });

  it('400 for bad query values, 401 anonymous; advisers have a notification centre too', async () => {
    const me = await registerPerson(app.url);
    expectProblem(await call(app.url, 'GET', '/notifications?ongelezen=misschien', { token: me.token }), 400);
    expectProblem(await call(app.url, 'GET', '/notifications?limit=0', { token: me.token }), 400);
    expectProblem(await call(app.url, 'GET', '/notifications?limit=101', { token: me.token }), 400);
    expectProblem(await call(app.url, 'GET', '/notifications'), 401);
    expectProblem(await call(app.url, 'PUT', '/notifications/x/read'), 401);
    const adviser = await createAdviserAndLogin(app.url, app.db);
    expect((await call(app.url, 'GET', '/notifications', { token: adviser.token })).body).toEqual([]);
  });

  it('the same operations over tRPC', async () => {
    const me = await registerPerson(app.url);
    const [, , third] = await seed(me.userId);
    const list = await trpc(app.url, me.token, 'notifications.list', {}, 'query');
    expect(list.data.map((n: { titel: string }) => n.titel)).toEqual(['derde', 'tweede', 'eerste']);
    expect((await trpc(app.url, me.token, 'notifications.unreadCount', {}, 'query')).data).toEqual({ aantal: 3 });
    expect((await trpc(app.url, me.token, 'notifications.markRead', { id: third }, 'mutation')).data.gelezen).toBe(
      true,
    );
    const other = await registerPerson(app.url);
    expect(
      (await trpc(app.url, other.token, 'notifications.delete', { id: third }, 'mutation')).error.data.httpStatus,
    ).toBe(404);
  });
});
