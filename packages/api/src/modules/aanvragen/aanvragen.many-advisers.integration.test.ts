// A new request tells every adviser (a notification, a live event, an e-mail unless turned off) in
// the same transaction as the request. With a thousand advisers that is written in bulk: one
// statement per adviser passed the 5 s transaction limit. The request, its notifications, live
// events and mails land together, each in the adviser's own language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { fixedClock } from '../../infra/clock.ts';

const ADVISERS = 1000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock: fixedClock('2026-06-15T10:00:00Z') });
  await app.db.user.createMany({
    data: Array.from({ length: ADVISERS }, (_, i) => ({
      email: `veel-${i}@adviseurs.test`,
      passwordHash: 'not-used',
      rol: 'ADVISEUR' as const,
      voornaam: `Adviseur${i}`,
      achternaam: 'Veel',
      taal: i % 4 === 0 ? ('EN' as const) : ('NL' as const),
      // every tenth turned the e-mail about new requests off
      emailVoorkeuren: i % 10 === 0 ? { nieuweAanvraag: false } : {},
    })),
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('a new request with a thousand advisers', () => {
  it('is created, and every adviser is told once, in his language, with mail only where wanted', async () => {
    const u = await registerAndLogin(app.url);
    await app.db.user.update({ where: { id: u.userId }, data: { emailGeverifieerdOp: new Date() } });
    const company = await call(app.url, 'POST', '/companies', { token: u.token, json: { kvkNummer: '69599084' } });
    expect(company.status).toBe(201);

    const res = await call(app.url, 'POST', '/aanvragen', {
      token: u.token,
      json: { companyId: company.body.id, verklaringType: 'IKV' },
    });
    expect(res.status).toBe(201);
    const aanvraagId = res.body.id as string;

    const notes = await app.db.notification.findMany({
      where: { aanvraagId },
      select: { userId: true, titel: true, link: true, user: { select: { taal: true, rol: true } } },
    });
    const toAdvisers = notes.filter((n) => n.user.rol === 'ADVISEUR');
    expect(toAdvisers).toHaveLength(ADVISERS);
    expect(new Set(toAdvisers.map((n) => n.userId)).size).toBe(ADVISERS);
    for (const n of toAdvisers) {
      expect(n.link).toBe(`/adviseur/aanvragen/${aanvraagId}`);
      expect(n.titel).toMatch(n.user.taal === 'EN' ? /^New request from / : /^Nieuwe aanvraag van /);
    }
    const live = await app.db.$queryRaw<{ n: bigint; minId: bigint }[]>`
      SELECT count(*) AS n, min(id) AS "minId" FROM live_events WHERE soort = 'notification' AND "aanvraagId" = ${aanvraagId}`;
    expect(Number(live[0]!.n)).toBe(ADVISERS);
    // the commit gave the rows their real (positive) ids
    expect(Number(live[0]!.minId)).toBeGreaterThan(0);
    const mails = await app.db.outgoingMail.count({
      where: { aan: { endsWith: '@adviseurs.test' }, tekst: { contains: `/adviseur/aanvragen/${aanvraagId}` } },
    });
    expect(mails).toBe(ADVISERS - ADVISERS / 10);
  }, 60_000);
});
