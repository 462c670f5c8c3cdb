// Appointments over REST against real PostgreSQL: both proposal flows, decisions, change,
// cancellation, deletion, detail with history, notifications and mails, party and role checks,
// the iCal feed (parsed with node-ical) and the reminder sweep.
import { createAvailability, createCompany } from '@ikv/db/factories';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem } from '../../../test/api-client.ts';
import { at, makeActor, mondayAhead, type TestActor } from '../../../test/scheduling.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays } from '../../shared/amsterdam-time.ts';
import { reminderKey, sweepReminders } from './reminders.service.ts';
import { startJobRuntime } from '../../infra/jobs/runtime.ts';
import { insertJob } from '../../infra/jobs/job-runtime.repository.ts';

let app: TestApp;
let adviser: TestActor;
let otherAdviser: TestActor;
let jan: TestActor;
let piet: TestActor;
const week = mondayAhead(2);
let dayIndex = 0;
/** A fresh day (Amsterdam) with availability 09:00–17:00 for `adviser`. */
async function freshDay(): Promise<string> {
  const d = addDays(week, dayIndex++);
  await createAvailability(app.db, {
    adviseurId: adviser.id,
    start: new Date(at(d, '09:00')),
    eind: new Date(at(d, '17:00')),
  });
  return d;
}

beforeAll(async () => {
  app = await startTestApp();
  [adviser, otherAdviser, jan, piet] = await Promise.all([
    makeActor(app.db, 'ADVISEUR', { voornaam: 'Ada' }),
    makeActor(app.db, 'ADVISEUR'),
    makeActor(app.db, 'ONDERNEMER', { voornaam: 'Jan' }),
    makeActor(app.db, 'ONDERNEMER', { voornaam: 'Piet' }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const propose = (who: TestActor, json: Record<string, unknown>) =>
  call(app.url, 'POST', '/appointments', {
    token: who.token,
    json: { adviserId: adviser.id, onderwerp: 'IKV bespreken', ...json },
  });
const adviserCreate = (json: Record<string, unknown>, who = adviser) =>
  call(app.url, 'POST', '/adviseur/appointments', {
    token: who.token,
    json: { ondernemerId: jan.id, onderwerp: 'Toelichting', locatie: 'Online', ...json },
  });
const post = (who: TestActor, path: string, json?: unknown) =>
  call(app.url, 'POST', path, { token: who.token, json: json ?? {} });
const notificationsOf = (userId: string) =>
  app.db.notification.findMany({ where: { userId }, orderBy: { aangemaaktOp: 'asc' } });

describe('the entrepreneur proposes, the adviser decides', () => {
  it('proposes inside a free slot (201), notifies the adviser; the adviser approves; both get a mail', async () => {
    const d = await freshDay();
    const res = await propose(jan, { start: at(d, '10:00'), end: at(d, '11:00') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'VOORGESTELD',
      voorgesteldDoor: 'ONDERNEMER',
      adviserId: adviser.id,
      ondernemerId: jan.id,
      onderwerp: 'IKV bespreken',
    });
    expect(res.body.adviseur).toMatchObject({ id: adviser.id, voornaam: 'Ada' });
    const id = res.body.id as string;
    expect((await notificationsOf(adviser.id)).some((n) => n.afspraakId === id && n.type === 'AFSPRAAK')).toBe(true);

    // the slot is no longer free
    const q = `from=${encodeURIComponent(at(d, '00:00'))}&to=${encodeURIComponent(at(addDays(d, 1), '00:00'))}`;
    const slots = await call(app.url, 'GET', `/advisers/${adviser.id}/availability?${q}`, { token: piet.token });
    expect(slots.body.map((s: { start: string }) => new Date(s.start).toISOString())).toEqual([
      at(d, '09:00'),
      at(d, '11:00'),
    ]);

    // entrepreneurs cannot approve, and cannot accept their own proposal
    expectProblem(await post(jan, `/adviseur/appointments/${id}/approve`), 403);
    expect(expectProblem(await post(jan, `/appointments/${id}/accept`), 409).code).toBe('ILLEGAL_TRANSITION');

    const ok = await post(adviser, `/adviseur/appointments/${id}/approve`);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('BEVESTIGD');
    expect(expectProblem(await post(adviser, `/adviseur/appointments/${id}/approve`), 409).code).toBe(
      'ILLEGAL_TRANSITION',
    );

    const mails = await app.db.outgoingMail.findMany({
      where: { aan: { in: [adviser.email, jan.email] }, onderwerp: { startsWith: 'Afspraak bevestigd' } },
    });
    expect(mails.map((m) => m.aan).sort()).toEqual([adviser.email, jan.email].sort());
    expect(mails.find((m) => m.aan === jan.email)?.tekst).toContain('Ada');
    expect((await notificationsOf(jan.id)).some((n) => n.afspraakId === id && n.titel === 'Afspraak bevestigd')).toBe(
      true,
    );

    // both see it confirmed
    expect(
      (await call(app.url, 'GET', '/appointments', { token: jan.token })).body.find((a: { id: string }) => a.id === id)
        .status,
    ).toBe('BEVESTIGD');
    expect(
      (await call(app.url, 'GET', '/adviseur/appointments?status=BEVESTIGD', { token: adviser.token })).body.map(
        (a: { id: string }) => a.id,
      ),
    ).toContain(id);
  });

  it('refuses proposals outside availability or over taken time (409), too long or in the past (400)', async () => {
    const d = await freshDay();
    expect(expectProblem(await propose(jan, { start: at(d, '16:30'), end: at(d, '17:30') }), 409).code).toBe(
      'SLOT_NOT_FREE',
    );
    expect((await propose(jan, { start: at(d, '09:00'), end: at(d, '10:00') })).status).toBe(201);
    expect(expectProblem(await propose(piet, { start: at(d, '09:30'), end: at(d, '10:30') }), 409).code).toBe(
      'SLOT_NOT_FREE',
    );
    expect((await propose(piet, { start: at(d, '10:00'), end: at(d, '10:30') })).status).toBe(201); // touching is fine
    const long = expectProblem(await propose(jan, { start: at(d, '09:00'), end: at(d, '17:01') }), 400);
    expect(long.errors?.[0]?.message).toMatch(/8 uur/);
    expectProblem(await propose(jan, { start: '2020-01-01T10:00:00+01:00', end: '2020-01-01T11:00:00+01:00' }), 400);
    expectProblem(await propose(jan, { start: at(d, '12:00'), end: at(d, '11:00') }), 400);
    expectProblem(await propose(jan, { start: at(d, '12:00'), end: at(d, '13:00'), onderwerp: '' }), 400);
    expectProblem(await propose(jan, { start: at(d, '12:00'), end: at(d, '13:00'), adviserId: piet.id }), 404);
    expectProblem(
      await call(app.url, 'POST', '/appointments', {
        token: adviser.token,
        json: { adviserId: adviser.id, start: at(d, '12:00'), end: at(d, '13:00'), onderwerp: 'x' },
      }),
      403,
    );
  });

  it('the adviser rejects with a reason', async () => {
    const d = await freshDay();
    const { body } = await propose(jan, { start: at(d, '13:00'), end: at(d, '14:00') });
    const res = await post(adviser, `/adviseur/appointments/${body.id}/reject`, { reden: 'Dan zit ik in overleg' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'AFGEWEZEN', reden: 'Dan zit ik in overleg' });
    expectProblem(await post(adviser, `/adviseur/appointments/${body.id}/approve`), 409);
  });
});

describe('the adviser proposes, the entrepreneur decides', () => {
  it('creates (201), the entrepreneur accepts; a change re-proposes; cancel with a reason mails both', async () => {
    const d = await freshDay();
    const res = await adviserCreate({ start: at(d, '14:00'), end: at(d, '15:00') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'VOORGESTELD', voorgesteldDoor: 'ADVISEUR', locatie: 'Online' });
    const id = res.body.id as string;
    expect(
      (await notificationsOf(jan.id)).some((n) => n.afspraakId === id && n.titel === 'Nieuw afspraakvoorstel'),
    ).toBe(true);
    expectProblem(await post(adviser, `/adviseur/appointments/${id}/approve`), 409); // his own proposal

    expect((await post(jan, `/appointments/${id}/accept`)).body.status).toBe('BEVESTIGD');

    // a change re-proposes
    const change = await call(app.url, 'PUT', `/adviseur/appointments/${id}`, {
      token: adviser.token,
      json: { ondernemerId: jan.id, start: at(d, '15:00'), end: at(d, '16:00'), onderwerp: 'Toelichting (verzet)' },
    });
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({
      status: 'VOORGESTELD',
      voorgesteldDoor: 'ADVISEUR',
      onderwerp: 'Toelichting (verzet)',
      locatie: null,
    });
    expect(new Date(change.body.start).toISOString()).toBe(at(d, '15:00'));
    expectProblem(
      await call(app.url, 'PUT', `/adviseur/appointments/${id}`, {
        token: adviser.token,
        json: { ondernemerId: piet.id, start: at(d, '15:00'), end: at(d, '16:00'), onderwerp: 'x' },
      }),
      400,
    );
    expect((await post(jan, `/appointments/${id}/accept`)).body.status).toBe('BEVESTIGD');

    // cancelling needs a reason; the entrepreneur may cancel too; a cancelled one stays cancelled
    expect(expectProblem(await post(jan, `/appointments/${id}/cancel`, {}), 400).errors?.[0]?.path).toBe('reden');
    expectProblem(await post(jan, `/appointments/${id}/cancel`, { reden: '   ' }), 400);
    const cancel = await post(jan, `/appointments/${id}/cancel`, { reden: 'Ziek' });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'GEANNULEERD', reden: 'Ziek' });
    expectProblem(await post(adviser, `/adviseur/appointments/${id}/cancel`, { reden: 'ook' }), 409);
    const mails = await app.db.outgoingMail.findMany({
      where: { onderwerp: 'Afspraak geannuleerd: Toelichting (verzet)' },
    });
    expect(mails.map((m) => m.aan).sort()).toEqual([adviser.email, jan.email].sort());
    expect(mails[0]?.tekst).toContain('Reden: Ziek');

    // the detail shows both parties and the whole history
    const detail = await call(app.url, 'GET', `/adviseur/appointments/${id}`, { token: adviser.token });
    expect(detail.status).toBe(200);
    expect(detail.body.ondernemer).toMatchObject({ id: jan.id, email: jan.email });
    expect(detail.body.adviseur).toMatchObject({ id: adviser.id, email: adviser.email });
    expect(
      detail.body.historie.map((h: { actie: string; naarStatus: string }) => `${h.actie}:${h.naarStatus}`),
    ).toEqual([
      'VOORGESTELD:VOORGESTELD',
      'ACCEPTEREN:BEVESTIGD',
      'GEWIJZIGD:VOORGESTELD',
      'ACCEPTEREN:BEVESTIGD',
      'ANNULEREN:GEANNULEERD',
    ]);
    expect(detail.body.historie[4]).toMatchObject({ reden: 'Ziek', door: { id: jan.id } });
    const mine = await call(app.url, 'GET', `/appointments/${id}`, { token: jan.token });
    expect(mine.body).toEqual(detail.body);
  });

  it('the entrepreneur declines with a reason; the adviser cannot double-book (409) and deletes only unconfirmed ones', async () => {
    const d = await freshDay();
    const a = await adviserCreate({ start: at(d, '10:00'), end: at(d, '11:00') });
    const declined = await post(jan, `/appointments/${a.body.id}/decline`, { reden: 'Past niet' });
    expect(declined.body).toMatchObject({ status: 'AFGEWEZEN', reden: 'Past niet' });
    expectProblem(await post(jan, `/appointments/${a.body.id}/accept`), 409);

    const b = await adviserCreate({ start: at(d, '12:00'), end: at(d, '13:00') });
    await post(jan, `/appointments/${b.body.id}/accept`);
    expect(
      expectProblem(await adviserCreate({ ondernemerId: piet.id, start: at(d, '12:30'), end: at(d, '13:30') }), 409)
        .code,
    ).toBe('APPOINTMENT_OVERLAP');
    // an overlapping proposal is allowed while nothing is confirmed, but accepting it collides
    const c = await adviserCreate({ ondernemerId: piet.id, start: at(d, '13:00'), end: at(d, '14:00') });
    const e = await adviserCreate({ ondernemerId: jan.id, start: at(d, '13:30'), end: at(d, '14:30') });
    expect((await post(piet, `/appointments/${c.body.id}/accept`)).status).toBe(200);
    expect(expectProblem(await post(jan, `/appointments/${e.body.id}/accept`), 409).code).toBe('APPOINTMENT_OVERLAP');

    const check = await call(app.url, 'POST', '/adviseur/appointments/overlap-check', {
      token: adviser.token,
      json: { start: at(d, '12:45'), end: at(d, '13:15') },
    });
    expect(check.body.overlap).toBe(true);
    expect(check.body.conflicten.map((x: { id: string }) => x.id).sort()).toEqual([b.body.id, c.body.id].sort());

    expect(
      expectProblem(await call(app.url, 'DELETE', `/adviseur/appointments/${b.body.id}`, { token: adviser.token }), 409)
        .code,
    ).toBe('ILLEGAL_TRANSITION');
    expect(
      (await call(app.url, 'DELETE', `/adviseur/appointments/${e.body.id}`, { token: adviser.token })).status,
    ).toBe(204);
    expectProblem(await call(app.url, 'GET', `/adviseur/appointments/${e.body.id}`, { token: adviser.token }), 404);
    expect((await notificationsOf(jan.id)).some((n) => n.titel === 'Afspraakvoorstel ingetrokken')).toBe(true);
    expect(
      (await call(app.url, 'DELETE', `/adviseur/appointments/${a.body.id}`, { token: adviser.token })).status,
    ).toBe(204);
  });

  it('links a request only when it exists and belongs to the entrepreneur', async () => {
    const d = await freshDay();
    const company = await createCompany(app.db, { ownerId: jan.id });
    const aanvraag = await app.db.aanvraag.create({
      data: { companyId: company.id, ondernemerId: jan.id, verklaringType: 'IKV' },
    });
    const linked = await adviserCreate({ aanvraagId: aanvraag.id, start: at(d, '09:00'), end: at(d, '09:30') });
    expect(linked.status).toBe(201);
    expect(linked.body.aanvraagId).toBe(aanvraag.id);
    const detail = await call(app.url, 'GET', `/appointments/${linked.body.id}`, { token: jan.token });
    expect(detail.body.aanvraag).toMatchObject({ id: aanvraag.id, verklaringType: 'IKV', status: 'INGEDIEND' });
    expectProblem(
      await adviserCreate({
        ondernemerId: piet.id,
        aanvraagId: aanvraag.id,
        start: at(d, '10:00'),
        end: at(d, '10:30'),
      }),
      404,
    );
    expectProblem(await propose(piet, { aanvraagId: aanvraag.id, start: at(d, '11:00'), end: at(d, '11:30') }), 404);
    expect((await propose(jan, { aanvraagId: aanvraag.id, start: at(d, '11:00'), end: at(d, '11:30') })).status).toBe(
      201,
    );
    expectProblem(
      await adviserCreate({ ondernemerId: otherAdviser.id, start: at(d, '12:00'), end: at(d, '12:30') }),
      404,
    );
  });
});

describe('parties and roles', () => {
  it("answers 404 for an appointment that is not the caller's and 403 for the wrong role", async () => {
    const d = await freshDay();
    const a = await adviserCreate({ start: at(d, '09:00'), end: at(d, '10:00') });
    const id = a.body.id as string;
    for (const [method, path, json] of [
      ['GET', `/appointments/${id}`, undefined],
      ['POST', `/appointments/${id}/accept`, {}],
      ['POST', `/appointments/${id}/decline`, {}],
      ['POST', `/appointments/${id}/cancel`, { reden: 'x' }],
      ['POST', `/appointments/${id}/reschedule`, { start: at(d, '11:00'), end: at(d, '11:30') }],
    ] as const)
      expectProblem(await call(app.url, method, path, { token: piet.token, json }), 404);
    for (const [method, path, json] of [
      ['GET', `/adviseur/appointments/${id}`, undefined],
      ['POST', `/adviseur/appointments/${id}/approve`, {}],
      ['POST', `/adviseur/appointments/${id}/reject`, {}],
      ['POST', `/adviseur/appointments/${id}/cancel`, { reden: 'x' }],
      ['POST', `/adviseur/appointments/${id}/reschedule`, { start: at(d, '11:00'), end: at(d, '11:30') }],
      [
        'PUT',
        `/adviseur/appointments/${id}`,
        { ondernemerId: jan.id, start: at(d, '09:00'), end: at(d, '10:00'), onderwerp: 'x' },
      ],
      ['DELETE', `/adviseur/appointments/${id}`, undefined],
    ] as const)
      expectProblem(await call(app.url, method, path, { token: otherAdviser.token, json }), 404);
    for (const path of ['/adviseur/appointments', `/adviseur/appointments/${id}`])
      expectProblem(await call(app.url, 'GET', path, { token: jan.token }), 403);
    expectProblem(
      await post(jan, '/adviseur/appointments', {
        ondernemerId: jan.id,
        start: at(d, '11:00'),
        end: at(d, '12:00'),
        onderwerp: 'x',
      }),
      403,
    );
    expectProblem(
      await post(jan, '/adviseur/appointments/overlap-check', { start: at(d, '11:00'), end: at(d, '12:00') }),
      403,
    );
    for (const path of ['/appointments', `/appointments/${id}`])
      expectProblem(await call(app.url, 'GET', path, { token: adviser.token }), 403);
    expectProblem(await post(adviser, `/appointments/${id}/accept`), 403);
    expectProblem(await call(app.url, 'GET', '/appointments'), 401);
    expect(
      (await call(app.url, 'GET', '/appointments', { token: piet.token })).body.map((x: { id: string }) => x.id),
    ).not.toContain(id);
    // the owner still sees it untouched
    expect((await call(app.url, 'GET', `/appointments/${id}`, { token: jan.token })).body.status).toBe('VOORGESTELD');
  });

  it('answers 400 for malformed input', async () => {
    const d = await freshDay();
    expectProblem(await adviserCreate({ start: 'morgen', end: at(d, '10:00') }), 400);
    expectProblem(await adviserCreate({ ondernemerId: undefined, start: at(d, '09:00'), end: at(d, '10:00') }), 400);
    expectProblem(await adviserCreate({ start: at(d, '09:00'), end: at(d, '10:00'), locatie: 'x'.repeat(201) }), 400);
    // an end before (or at) its start: refused by the schema, with a code the web translates
    for (const end of [at(d, '09:00'), at(d, '10:00')]) {
      expect(expectProblem(await adviserCreate({ start: at(d, '10:00'), end }), 400).errors?.[0]).toMatchObject({
        path: 'end',
        code: 'END_BEFORE_START',
      });
    }
    expectProblem(await call(app.url, 'GET', '/adviseur/appointments?status=ONZIN', { token: adviser.token }), 400);
    const a = await adviserCreate({ start: at(d, '09:00'), end: at(d, '10:00') });
    expectProblem(await post(jan, `/appointments/${a.body.id}/decline`, { reden: 'x'.repeat(1001) }), 400);
  });

  it('works over tRPC as well (same service)', async () => {
    const res = await fetch(`${app.url}/api/trpc/appointments.list`, {
      headers: { authorization: `Bearer ${jan.token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: unknown[] } };
    expect(Array.isArray(body.result.data)).toBe(true);
    const ics = await fetch(`${app.url}/api/trpc/appointments.ical`, {
      headers: { authorization: `Bearer ${jan.token}` },
    });
    const file = ((await ics.json()) as { result: { data: { bestandsnaam: string; inhoud: string } } }).result.data;
    expect(file.bestandsnaam).toBe('afspraken.ics');
    expect(Object.values(ical.sync.parseICS(file.inhoud)).filter((e) => e?.type === 'VEVENT').length).toBeGreaterThan(
      0,
    );
  });
});

describe('iCalendar', () => {
  it('serves the confirmed (and cancelled) appointments as a feed with stable UIDs; single files too', async () => {
    const d = await freshDay();
    const piet = await makeActor(app.db, 'ONDERNEMER');
    const confirmed = await adviserCreate({
      start: at(d, '09:00'),
      end: at(d, '10:00'),
      onderwerp: 'Feed: bevestigd',
      ondernemerId: piet.id,
    });
    await post(piet, `/appointments/${confirmed.body.id}/accept`);
    const cancelled = await adviserCreate({
      start: at(d, '11:00'),
      end: at(d, '12:00'),
      onderwerp: 'Feed: geannuleerd',
      ondernemerId: piet.id,
    });
    await post(piet, `/appointments/${cancelled.body.id}/accept`);
    await post(adviser, `/adviseur/appointments/${cancelled.body.id}/cancel`, { reden: 'Verhinderd' });
    const proposed = await adviserCreate({
      start: at(d, '13:00'),
      end: at(d, '14:00'),
      onderwerp: 'Feed: voorstel',
      ondernemerId: piet.id,
    });

    const feed = await call<string>(app.url, 'GET', '/appointments/calendar.ics', { token: piet.token });
    expect(feed.status).toBe(200);
    expect(feed.contentType).toMatch(/^text\/calendar/);
    const parsed = ical.sync.parseICS(feed.body);
    const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [`${confirmed.body.id}@ikv-service`, `${cancelled.body.id}@ikv-service`].sort(),
    );
    const c = byUid.get(`${confirmed.body.id}@ikv-service`)!;
    expect(c.status).toBe('CONFIRMED');
    expect(c.summary).toBe('Feed: bevestigd');
    expect(new Date(c.start).toISOString()).toBe(at(d, '09:00'));
    expect(new Date(c.end!).toISOString()).toBe(at(d, '10:00'));
    expect(byUid.get(`${cancelled.body.id}@ikv-service`)!.status).toBe('CANCELLED');
    expect(events.some((e) => e.summary === 'Feed: voorstel')).toBe(false);

    // the adviser's feed has the same UIDs
    const adviserFeed = await call<string>(app.url, 'GET', '/appointments/calendar.ics', { token: adviser.token });
    const adviserUids = Object.values(ical.sync.parseICS(adviserFeed.body)).map((e) => (e as { uid?: string }).uid);
    expect(adviserUids).toEqual(expect.arrayContaining([...byUid.keys()]));

    const one = await call<string>(app.url, 'GET', `/appointments/${proposed.body.id}/calendar.ics`, {
      token: piet.token,
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toMatch(/^attachment; filename="afspraak-.*\.ics"$/);
    const single = Object.values(ical.sync.parseICS(one.body)).filter((e) => e?.type === 'VEVENT') as VEvent[];
    expect(single).toHaveLength(1);
    expect(single[0]!.uid).toBe(`${proposed.body.id}@ikv-service`);
    expect(single[0]!.status).toBe('TENTATIVE');

    expectProblem(await call(app.url, 'GET', '/appointments/calendar.ics'), 401);
    expectProblem(
      await call(app.url, 'GET', `/appointments/${proposed.body.id}/calendar.ics`, { token: jan.token }),
      404,
    );
    expectProblem(
      await call(app.url, 'GET', `/appointments/${proposed.body.id}/calendar.ics`, { token: otherAdviser.token }),
      404,
    );
    // an empty feed is still a valid calendar
    const empty = await call<string>(app.url, 'GET', '/appointments/calendar.ics', { token: otherAdviser.token });
    expect(empty.status).toBe(200);
    expect(Object.values(ical.sync.parseICS(empty.body)).filter((e) => e?.type === 'VEVENT')).toHaveLength(0);
  });
});

describe('reminders', () => {
  it('mails both parties once, 24 hours before a confirmed appointment, also with sweeps racing', async () => {
    const d = await freshDay();
    const a = await adviserCreate({
      start: at(d, '15:00'),
      end: at(d, '16:00'),
      onderwerp: 'Herinneringstest',
      ondernemerId: piet.id,
    });
    await post(piet, `/appointments/${a.body.id}/accept`);
    const start = new Date(at(d, '15:00'));

    expect(await sweepReminders(app.db, new Date(start.getTime() - 25 * 3_600_000))).toBe(0);
    const dayBefore = new Date(start.getTime() - 23 * 3_600_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => sweepReminders(app.db, dayBefore)));
    expect(results.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
    const mails = await app.db.outgoingMail.findMany({ where: { sleutel: { startsWith: `reminder:${a.body.id}:` } } });
    expect(mails.map((m) => m.sleutel).sort()).toEqual(
      [reminderKey(a.body.id, start, 'adviseur'), reminderKey(a.body.id, start, 'ondernemer')].sort(),
    );
    expect(mails.map((m) => m.aan).sort()).toEqual([adviser.email, piet.email].sort());
    expect(mails[0]?.onderwerp).toMatch(/^Herinnering/);
    // a later sweep (e.g. after a restart) sends nothing again
    await sweepReminders(app.db, new Date(start.getTime() - 3_600_000));
    expect(await app.db.outgoingMail.count({ where: { sleutel: { startsWith: `reminder:${a.body.id}:` } } })).toBe(2);
    expect(
      (await app.db.appointment.findUniqueOrThrow({ where: { id: a.body.id } })).herinneringVerstuurdOp,
    ).not.toBeNull();
  });

  it('runs as a job of the job runtime', async () => {
    const d = await freshDay();
    const a = await adviserCreate({
      start: at(d, '16:00'),
      end: at(d, '16:30'),
      onderwerp: 'Jobtest',
      ondernemerId: piet.id,
    });
    await post(piet, `/appointments/${a.body.id}/accept`);
    const start = new Date(at(d, '16:00'));
    const runtime = await startJobRuntime({
      connectionString: app.databaseUrl,
      db: app.db,
      tasks: {
        reminders: async () => {
          await sweepReminders(app.db, new Date(start.getTime() - 2 * 3_600_000));
        },
      },
    });
    try {
      await insertJob(app.db, 'reminders', {}, { queueName: 'reminders', jobKey: 'reminders' });
      await expect
        .poll(() => app.db.outgoingMail.count({ where: { sleutel: { startsWith: `reminder:${a.body.id}:` } } }), {
          timeout: 10_000,
        })
        .toBe(2);
    } finally {
      await runtime.stop();
    }
  });
});
