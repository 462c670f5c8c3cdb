// Availability over REST against real PostgreSQL: CRUD, weekly series across DST, overlap (409),
// shrinking/deleting past appointments (409), the period view (with pending moves), free slots, roles
// and ownership.
import { createAppointment } from '@ikv/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem } from '../../../test/api-client.ts';
import { at, makeActor, mondayAhead, type TestActor } from '../../../test/scheduling.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays } from '../../shared/amsterdam-time.ts';

let app: TestApp;
let adviser: TestActor;
let otherAdviser: TestActor;
let entrepreneur: TestActor;
const day = mondayAhead(2); // a Monday two weeks ahead
beforeAll(async () => {
  app = await startTestApp();
  [adviser, otherAdviser, entrepreneur] = await Promise.all([
    makeActor(app.db, 'ADVISEUR'),
    makeActor(app.db, 'ADVISEUR'),
    makeActor(app.db, 'ONDERNEMER'),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const create = (who: TestActor, json: unknown) =>
  call(app.url, 'POST', '/adviseur/availability', { token: who.token, json });

describe('availability CRUD', () => {
  it('creates, lists, gets, updates and deletes a block; instants come back with the Amsterdam offset', async () => {
    const start = at(day, '09:00');
    const res = await create(adviser, { start, end: at(day, '12:00'), notitie: 'Spreekuur' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ adviserId: adviser.id, notitie: 'Spreekuur', reeksId: null, reeks: null });
    expect(new Date(res.body.start).toISOString()).toBe(start);
    expect(res.body.start).toMatch(/T09:00:00\+0[12]:00$/);
    const id = res.body.id as string;

    const list = await call(app.url, 'GET', '/adviseur/availability', { token: adviser.token });
    expect(list.status).toBe(200);
    expect(list.body.map((b: { id: string }) => b.id)).toContain(id);

    const one = await call(app.url, 'GET', `/adviseur/availability/${id}`, { token: adviser.token });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(id);

    const upd = await call(app.url, 'PUT', `/adviseur/availability/${id}`, {
      token: adviser.token,
      json: { start: at(day, '08:00'), end: at(day, '12:30') },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.start).toMatch(/T08:00:00/);
    expect(upd.body.notitie).toBe('Spreekuur');

    const del = await call(app.url, 'DELETE', `/adviseur/availability/${id}`, { token: adviser.token });
    expect(del.status).toBe(204);
    expectProblem(await call(app.url, 'GET', `/adviseur/availability/${id}`, { token: adviser.token }), 404);
  });

  it('refuses overlapping blocks (409) but accepts touching ones; other advisers are independent', async () => {
    const d = addDays(day, 1);
    expect((await create(adviser, { start: at(d, '09:00'), end: at(d, '12:00') })).status).toBe(201);
    const clash = expectProblem(await create(adviser, { start: at(d, '11:00'), end: at(d, '13:00') }), 409);
    expect(clash.code).toBe('AVAILABILITY_OVERLAP');
    expect((await create(adviser, { start: at(d, '12:00'), end: at(d, '13:00') })).status).toBe(201);
    expect((await create(otherAdviser, { start: at(d, '09:00'), end: at(d, '12:00') })).status).toBe(201);

    const check = await call(app.url, 'POST', '/adviseur/availability/overlap-check', {
      token: adviser.token,
      json: { start: at(d, '11:30'), end: at(d, '12:30') },
    });
    expect(check.status).toBe(200);
    expect(check.body.overlap).toBe(true);
    expect(check.body.conflicten).toHaveLength(2);
    const free = await call(app.url, 'POST', '/adviseur/availability/overlap-check', {
      token: adviser.token,
      json: { start: at(d, '13:00'), end: at(d, '14:00') },
    });
    expect(free.body).toEqual({ overlap: false, conflicten: [] });
  });

  it('creates a weekly series at the same local time across the March DST change, atomically', async () => {
    // Tuesdays 16, 23, 30 March and 6 April 2027; clocks go forward on Sunday 28 March 2027
    const res = await create(adviser, {
      start: '2027-03-16T09:00:00+01:00',
      end: '2027-03-16T12:00:00+01:00',
      herhaling: { wekelijksTot: '2027-04-06' },
    });
    expect(res.status).toBe(201);
    expect(res.body.reeks.aantal).toBe(4);
    expect(res.body.reeks.blokken.map((b: { start: string }) => b.start)).toEqual([
      '2027-03-16T09:00:00+01:00',
      '2027-03-23T09:00:00+01:00',
      '2027-03-30T09:00:00+02:00',
      '2027-04-06T09:00:00+02:00',
    ]);
    expect(new Set(res.body.reeks.blokken.map((b: { reeksId: string }) => b.reeksId))).toEqual(
      new Set([res.body.reeks.id]),
    );

    // a series that clashes with one existing block creates nothing
    const before = await app.db.availability.count({ where: { adviseurId: adviser.id } });
    const clash = await create(adviser, {
      start: '2027-03-09T11:00:00+01:00',
      end: '2027-03-09T13:00:00+01:00',
      herhaling: { wekelijksTot: '2027-03-30' },
    });
    expectProblem(clash, 409);
    expect(await app.db.availability.count({ where: { adviseurId: adviser.id } })).toBe(before);
  });

  it('keeps local time across the October change (last Sunday: 31 October 2027)', async () => {
    const res = await create(adviser, {
      start: '2027-10-19T14:00:00+02:00',
      end: '2027-10-19T16:00:00+02:00',
      herhaling: { wekelijksTot: '2027-11-02' },
    });
    expect(res.status).toBe(201);
    expect(res.body.reeks.blokken.map((b: { start: string }) => b.start)).toEqual([
      '2027-10-19T14:00:00+02:00',
      '2027-10-26T14:00:00+02:00',
      '2027-11-02T14:00:00+01:00',
    ]);
  });
});

describe('appointments inside a block', () => {
  it('cannot shrink or delete a block past a proposed or confirmed appointment (409); can shrink around it', async () => {
    const d = addDays(day, 2);
    const block = await create(adviser, { start: at(d, '09:00'), end: at(d, '17:00') });
    expect(block.status).toBe(201);
    await createAppointment(app.db, {
      adviseurId: adviser.id,
      ondernemerId: entrepreneur.id,
      start: new Date(at(d, '13:00')),
      eind: new Date(at(d, '14:00')),
      status: 'BEVESTIGD',
    });

    const shrink = expectProblem(
      await call(app.url, 'PUT', `/adviseur/availability/${block.body.id}`, {
        token: adviser.token,
        json: { start: at(d, '09:00'), end: at(d, '13:30') },
      }),
      409,
    );
    expect(shrink.code).toBe('AVAILABILITY_HAS_APPOINTMENTS');
    expect(
      expectProblem(
        await call(app.url, 'DELETE', `/adviseur/availability/${block.body.id}`, { token: adviser.token }),
        409,
      ).code,
    ).toBe('AVAILABILITY_HAS_APPOINTMENTS');

    const around = await call(app.url, 'PUT', `/adviseur/availability/${block.body.id}`, {
      token: adviser.token,
      json: { start: at(d, '12:00'), end: at(d, '14:00') },
    });
    expect(around.status).toBe(200);
  });
});

describe('period view and free slots', () => {
  it('returns availability and appointments as calendar events, and free slots for entrepreneurs', async () => {
    const d = addDays(day, 3);
    const block = await create(adviser, { start: at(d, '09:00'), end: at(d, '12:00') });
    const proposed = await createAppointment(app.db, {
      adviseurId: adviser.id,
      ondernemerId: entrepreneur.id,
      start: new Date(at(d, '10:00')),
      eind: new Date(at(d, '10:30')),
    });
    await createAppointment(app.db, {
      adviseurId: adviser.id,
      ondernemerId: entrepreneur.id,
      start: new Date(at(d, '11:00')),
      eind: new Date(at(d, '11:30')),
      status: 'BEVESTIGD',
    });
    await createAppointment(app.db, {
      adviseurId: adviser.id,
      ondernemerId: entrepreneur.id,
      start: new Date(at(d, '11:30')),
      eind: new Date(at(d, '12:00')),
      status: 'AFGEWEZEN',
    });

    const q = `from=${encodeURIComponent(at(d, '00:00'))}&to=${encodeURIComponent(at(addDays(d, 1), '00:00'))}`;
    const period = await call(app.url, 'GET', `/adviseur/availability/period?${q}`, { token: adviser.token });
    expect(period.status).toBe(200);
    expect(period.body.map((e: { soort: string; status: string | null }) => [e.soort, e.status])).toEqual([
      ['BESCHIKBAARHEID', null],
      ['AFSPRAAK', 'VOORGESTELD'],
      ['AFSPRAAK', 'BEVESTIGD'],
      ['AFSPRAAK', 'AFGEWEZEN'],
    ]);
    expect(period.body[0].id).toBe(block.body.id);
    expect(period.body[1].id).toBe(proposed.id);

    const slots = await call(app.url, 'GET', `/advisers/${adviser.id}/availability?${q}`, {
      token: entrepreneur.token,
    });
    expect(slots.status).toBe(200);
    expect(
      slots.body.map((s: { start: string; end: string }) => [
        new Date(s.start).toISOString(),
        new Date(s.end).toISOString(),
      ]),
    ).toEqual([
      [at(d, '09:00'), at(d, '10:00')],
      [at(d, '10:30'), at(d, '11:00')],
      [at(d, '11:30'), at(d, '12:00')],
    ]);
    // advisers may read it too; an unknown adviser is 404
    expect(
      (await call(app.url, 'GET', `/advisers/${adviser.id}/availability?${q}`, { token: otherAdviser.token })).status,
    ).toBe(200);
    expectProblem(
      await call(app.url, 'GET', `/advisers/${entrepreneur.id}/availability?${q}`, { token: entrepreneur.token }),
      404,
    );

    const advisers = await call(app.url, 'GET', '/advisers', { token: entrepreneur.token });
    expect(advisers.status).toBe(200);
    expect(advisers.body.map((a: { id: string }) => a.id)).toEqual(
      expect.arrayContaining([adviser.id, otherAdviser.id]),
    );
    expect(advisers.body.map((a: { id: string }) => a.id)).not.toContain(entrepreneur.id);
  });

  it('rejects periods longer than 3 months and from ≥ to (400)', async () => {
    const long = `from=${encodeURIComponent(at(day, '00:00'))}&to=${encodeURIComponent(at(addDays(day, 100), '00:00'))}`;
    expect(
      expectProblem(await call(app.url, 'GET', `/adviseur/availability/period?${long}`, { token: adviser.token }), 400)
        .errors?.[0]?.path,
    ).toBe('to');
    expectProblem(
      await call(app.url, 'GET', `/advisers/${adviser.id}/availability?${long}`, { token: entrepreneur.token }),
      400,
    );
    const backwards = `from=${encodeURIComponent(at(day, '10:00'))}&to=${encodeURIComponent(at(day, '09:00'))}`;
    expectProblem(
      await call(app.url, 'GET', `/adviseur/availability/period?${backwards}`, { token: adviser.token }),
      400,
    );
    expectProblem(
      await call(app.url, 'GET', `/adviseur/availability/period?from=gisteren&to=morgen`, { token: adviser.token }),
      400,
    );
  });
});

describe('pending moves in the period view', () => {
  type Event = {
    id: string;
    soort: string;
    start: string;
    end: string;
    titel: string;
    status: string | null;
    voorgesteldDoor: string | null;
    afspraakId: string | null;
    verplaatsing: { start: string } | null;
  };
  const post = (who: TestActor, path: string, json?: unknown) =>
    call(app.url, 'POST', path, { token: who.token, json: json ?? {} });
  const weekOf = async (who: TestActor, monday: string): Promise<Event[]> => {
    const res = await call(
      app.url,
      'GET',
      `/adviseur/availability/period?from=${encodeURIComponent(at(monday, '00:00'))}&to=${encodeURIComponent(at(addDays(monday, 7), '00:00'))}`,
      { token: who.token },
    );
    expect(res.status).toBe(200);
    return res.body as Event[];
  };
  const utc = (iso: string) => new Date(iso).toISOString();

  it('draws a proposed new time as a VERPLAATSING of the appointment until it is accepted or declined; the confirmed time carries the move', async () => {
    // confirmed on Saturday; the entrepreneur proposes Monday of the next week
    const nextMonday = addDays(day, 7);
    const sat = addDays(day, 5);
    for (const d of [sat, nextMonday])
      expect((await create(adviser, { start: at(d, '09:00'), end: at(d, '11:00') })).status).toBe(201);
    const appt = await createAppointment(app.db, {
      adviseurId: adviser.id,
      ondernemerId: entrepreneur.id,
      start: new Date(at(sat, '09:00')),
      eind: new Date(at(sat, '09:30')),
      status: 'BEVESTIGD',
      onderwerp: 'Verplaatsgesprek',
    });
    const ofAppt = (events: Event[]) => events.filter((e) => e.afspraakId === appt.id);

    // without a move: the existing fields as before, the new ones null for a block
    const before = await weekOf(adviser, day);
    expect(ofAppt(before).map((e) => [e.soort, e.status, e.verplaatsing])).toEqual([['AFSPRAAK', 'BEVESTIGD', null]]);
    expect(before.find((e) => e.soort === 'BESCHIKBAARHEID')).toMatchObject({
      afspraakId: null,
      verplaatsing: null,
      status: null,
      voorgesteldDoor: null,
    });
    expect(ofAppt(await weekOf(adviser, nextMonday))).toEqual([]);

    expect(
      (
        await post(entrepreneur, `/appointments/${appt.id}/reschedule`, {
          start: at(nextMonday, '10:00'),
          end: at(nextMonday, '10:30'),
          reden: 'Zaterdag lukt niet',
        })
      ).status,
    ).toBe(200);

    // this week: the appointment stays on Saturday and says a move is pending (its new time lies next week)
    const [current, ...rest] = ofAppt(await weekOf(adviser, day));
    expect(rest).toEqual([]);
    expect(current).toMatchObject({
      id: appt.id,
      soort: 'AFSPRAAK',
      status: 'BEVESTIGD',
      titel: 'Verplaatsgesprek',
      verplaatsing: { voorgesteldDoor: 'ONDERNEMER', reden: 'Zaterdag lukt niet' },
    });
    expect(utc(current!.start)).toBe(at(sat, '09:00'));
    expect(utc(current!.verplaatsing!.start)).toBe(at(nextMonday, '10:00'));
    // next week: the proposed time as a VERPLAATSING linked to the appointment, with who proposed it
    const [proposed, ...more] = ofAppt(await weekOf(adviser, nextMonday));
    expect(more).toEqual([]);
    expect(proposed).toEqual({
      id: appt.id,
      soort: 'VERPLAATSING',
      start: expect.stringMatching(/T10:00:00\+0[12]:00$/),
      end: expect.stringMatching(/T10:30:00\+0[12]:00$/),
      titel: 'Verplaatsgesprek',
      status: null,
      voorgesteldDoor: 'ONDERNEMER',
      reeksId: null,
      afspraakId: appt.id,
      verplaatsing: null,
    });
    expect([utc(proposed!.start), utc(proposed!.end)]).toEqual([at(nextMonday, '10:00'), at(nextMonday, '10:30')]);
    // another adviser's calendar shows none of it
    expect(ofAppt([...(await weekOf(otherAdviser, day)), ...(await weekOf(otherAdviser, nextMonday))])).toEqual([]);

    // the adviser accepts: the appointment moves, the proposal is gone
    expect((await post(adviser, `/adviseur/appointments/${appt.id}/approve`)).body).toMatchObject({
      status: 'BEVESTIGD',
      verplaatsing: null,
    });
    expect(ofAppt(await weekOf(adviser, day))).toEqual([]);
    const moved = ofAppt(await weekOf(adviser, nextMonday));
    expect(moved.map((e) => [e.soort, e.status, utc(e.start), e.verplaatsing])).toEqual([
      ['AFSPRAAK', 'BEVESTIGD', at(nextMonday, '10:00'), null],
    ]);

    // the adviser proposes Saturday again; within one week both times show; the entrepreneur declines
    expect(
      (
        await post(adviser, `/adviseur/appointments/${appt.id}/reschedule`, {
          start: at(sat, '10:00'),
          end: at(sat, '10:30'),
        })
      ).status,
    ).toBe(200);
    const twoWeeks = await call(
      app.url,
      'GET',
      `/adviseur/availability/period?from=${encodeURIComponent(at(day, '00:00'))}&to=${encodeURIComponent(at(addDays(day, 14), '00:00'))}`,
      { token: adviser.token },
    );
    expect(ofAppt(twoWeeks.body as Event[]).map((e) => [e.soort, utc(e.start), e.voorgesteldDoor])).toEqual([
      ['VERPLAATSING', at(sat, '10:00'), 'ADVISEUR'],
      ['AFSPRAAK', at(nextMonday, '10:00'), 'ONDERNEMER'],
    ]);
    expect((await post(entrepreneur, `/appointments/${appt.id}/decline`)).body).toMatchObject({
      status: 'BEVESTIGD',
      verplaatsing: null,
    });
    expect(ofAppt(await weekOf(adviser, day))).toEqual([]);
    expect(ofAppt(await weekOf(adviser, nextMonday)).map((e) => [e.soort, e.verplaatsing])).toEqual([
      ['AFSPRAAK', null],
    ]);
  });
});

describe('access and input', () => {
  it('answers 401 without a token and 403 for entrepreneurs on adviser operations', async () => {
    expectProblem(await call(app.url, 'GET', '/adviseur/availability'), 401);
    const d = addDays(day, 4);
    expectProblem(await create(entrepreneur, { start: at(d, '09:00'), end: at(d, '10:00') }), 403);
    expectProblem(await call(app.url, 'GET', '/adviseur/availability', { token: entrepreneur.token }), 403);
    expectProblem(
      await call(
        app.url,
        'GET',
        `/adviseur/availability/period?from=${encodeURIComponent(at(d, '00:00'))}&to=${encodeURIComponent(at(d, '23:00'))}`,
        { token: entrepreneur.token },
      ),
      403,
    );
    expectProblem(
      await call(app.url, 'POST', '/adviseur/availability/overlap-check', {
        token: entrepreneur.token,
        json: { start: at(d, '09:00'), end: at(d, '10:00') },
      }),
      403,
    );
  });

  it("answers 404 for another adviser's block", async () => {
    const d = addDays(day, 4);
    const mine = await create(adviser, { start: at(d, '09:00'), end: at(d, '10:00') });
    const path = `/adviseur/availability/${mine.body.id}`;
    expectProblem(await call(app.url, 'GET', path, { token: otherAdviser.token }), 404);
    expectProblem(
      await call(app.url, 'PUT', path, {
        token: otherAdviser.token,
        json: { start: at(d, '09:00'), end: at(d, '11:00') },
      }),
      404,
    );
    expectProblem(await call(app.url, 'DELETE', path, { token: otherAdviser.token }), 404);
    expect((await call(app.url, 'GET', path, { token: adviser.token })).status).toBe(200);
  });

  it('answers 400 problem+json for bad input, never 500', async () => {
    const d = addDays(day, 5);
    const cases: unknown[] = [
      {},
      { start: at(d, '10:00') },
      { start: at(d, '10:00'), end: at(d, '09:00') },
      { start: at(d, '10:00'), end: at(d, '10:00') },
      { start: at(d, '08:00'), end: at(addDays(d, 1), '09:00') },
      { start: '2026-13-01T10:00:00Z', end: at(d, '11:00') },
      { start: at(d, '10:00'), end: at(d, '11:00'), notitie: 'x'.repeat(501) },
      { start: at(d, '10:00'), end: at(d, '11:00'), herhaling: { wekelijksTot: '2030-01-01' } },
      { start: at(d, '10:00'), end: at(d, '11:00'), herhaling: { wekelijksTot: addDays(d, -1) } },
      { start: '2020-01-01T10:00:00Z', end: '2020-01-01T11:00:00Z' },
      { start: at(d, '10:00'), end: at(d, '11:00'), herhaling: { wekelijksTot: '9999-12-31' } },
      { start: at(d, '10:00'), end: at(d, '11:00'), herhaling: { wekelijksTot: '2026-02-30' } },
      { start: '9999-12-31T10:00:00Z', end: '9999-12-31T11:00:00Z' },
      { start: '0001-01-01T10:00:00Z', end: '0001-01-01T11:00:00Z' },
      { start: at(d, '10:00'), end: at(d, '11:00'), notitie: 42 },
      { start: 1700000000000, end: at(d, '11:00') },
    ];
    for (const json of cases) {
      const p = expectProblem(await create(adviser, json), 400);
      expect(p.code).toBe('VALIDATION_FAILED');
    }
    expectProblem(
      await call(app.url, 'POST', '/adviseur/availability', {
        token: adviser.token,
        rawBody: '{"start":',
        contentType: 'application/json',
      }),
      400,
    );
    // an end before its start names the field and the rule (the web words it in the user's language)
    expect(expectProblem(await create(adviser, { start: at(d, '10:00'), end: at(d, '09:00') }), 400).errors).toEqual([
      { path: 'end', message: 'end moet na start liggen', code: 'END_BEFORE_START' },
    ]);
  });
});
