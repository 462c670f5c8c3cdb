// The booking grid, moving and cancelling over REST against real PostgreSQL: the week of free
// slots across the spring daylight-saving change in the caller's zone; either party moves an
// appointment or cancels it with a reason. A confirmed appointment keeps its confirmed time while a
// move is pending: the other party accepts (the time moves) or declines (the old time stays). The
// other party is notified in his language; the mails carry iCalendar invitations with the same UID,
// a rising SEQUENCE, REQUEST for new times and CANCEL/CANCELLED at the end.
import { createAvailability } from '@ikv/db/factories';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectProblem } from '../../../test/api-client.ts';
import { at, makeActor, type TestActor } from '../../../test/scheduling.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
let adviser: TestActor;
let jan: TestActor;
let piet: TestActor;

// the week of the last Sunday of March 2027 (28 March: 02:00 CET → 03:00 CEST)
const SAT = '2027-03-27';
const SUN = '2027-03-28';
const MON = '2027-03-29';

beforeAll(async () => {
  app = await startTestApp();
  [adviser, jan, piet] = await Promise.all([
    makeActor(app.db, 'ADVISEUR', { voornaam: 'Ada' }),
    makeActor(app.db, 'ONDERNEMER', { voornaam: 'Jan' }),
    makeActor(app.db, 'ONDERNEMER', { voornaam: 'Piet' }),
  ]);
  // the adviser reads English; the entrepreneur Dutch
  await app.db.user.update({ where: { id: adviser.id }, data: { taal: 'EN' } });
  for (const [d, from, to] of [
    [SAT, '09:00', '11:00'],
    [SUN, '09:00', '11:00'],
    [MON, '09:00', '11:00'],
  ] as const)
    await createAvailability(app.db, {
      adviseurId: adviser.id,
      start: new Date(at(d, from)),
      eind: new Date(at(d, to)),
    });
});
afterAll(async () => {
  await app?.close();
});

const post = (who: TestActor, path: string, json?: unknown) =>
  call(app.url, 'POST', path, { token: who.token, json: json ?? {} });
const slotsOf = (who: TestActor, query: string) =>
  call(app.url, 'GET', `/advisers/${adviser.id}/slots?${query}`, { token: who.token });
const startsOf = (day: { slots: { start: string }[] }) => day.slots.map((s) => new Date(s.start).toISOString());
const mailsTo = (aan: string, onderwerp: string) =>
  app.db.outgoingMail.findMany({
    where: { aan, onderwerp: { startsWith: onderwerp } },
    orderBy: { aangemaaktOp: 'asc' },
  });
function eventOf(ics: string | null): VEvent & { sequence?: string | number } {
  expect(ics).toBeTruthy();
  const events = Object.values(ical.sync.parseICS(ics!)).filter((e): e is VEvent => e?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0]!;
}
const methodOf = (ics: string | null) => /^METHOD:(\w+)\r?$/m.exec(ics ?? '')?.[1];

describe('the week grid of free slots', () => {
  it('gives 30-minute slots per local day, correct across the change to summer time, in the caller’s zone', async () => {
    const res = await slotsOf(jan, `week=${SUN}&tz=Europe/Amsterdam`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ week: '2027-03-22', tijdzone: 'Europe/Amsterdam', slotMinuten: 30 });
    const days = res.body.dagen as { datum: string; slots: { start: string; end: string }[] }[];
    expect(days.map((d) => d.datum)).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      SAT,
      SUN,
    ]);
    // Saturday 09:00 CET is 08:00Z, Sunday 09:00 CEST is 07:00Z: four slots each
    expect(startsOf(days[5]!)).toEqual([
      '2027-03-27T08:00:00.000Z',
      '2027-03-27T08:30:00.000Z',
      '2027-03-27T09:00:00.000Z',
      '2027-03-27T09:30:00.000Z',
    ]);
    expect(startsOf(days[6]!)).toEqual([
      '2027-03-28T07:00:00.000Z',
      '2027-03-28T07:30:00.000Z',
      '2027-03-28T08:00:00.000Z',
      '2027-03-28T08:30:00.000Z',
    ]);
    expect(days[6]!.slots[0]!.start).toBe('2027-03-28T09:00:00+02:00');

    // in New York the same instants fall on that zone's days and hours (still DST there since 14 March)
    const ny = await slotsOf(jan, `week=${SUN}&tz=America/New_York`);
    const nySat = (ny.body.dagen as { datum: string; slots: { start: string }[] }[]).find((d) => d.datum === SAT)!;
    expect(startsOf(nySat)).toEqual([
      '2027-03-27T08:00:00.000Z',
      '2027-03-27T08:30:00.000Z',
      '2027-03-27T09:00:00.000Z',
      '2027-03-27T09:30:00.000Z',
    ]);

    // a week with free time has no pointer; an empty week points to the first free day after it (in the caller's zone)
    expect(res.body.volgendeVrij).toBeNull();
    expect((await slotsOf(jan, 'week=2027-03-08&tz=Europe/Amsterdam')).body).toMatchObject({
      week: '2027-03-08',
      volgendeVrij: SAT,
    });
    const after = await slotsOf(jan, 'week=2027-04-05');
    expect(after.body.dagen.every((d: { slots: unknown[] }) => d.slots.length === 0)).toBe(true);
    expect(after.body.volgendeVrij).toBeNull();

    // the adviser may look at his own grid; bad input is a 400, an unknown adviser 404, anonymous 401
    expect((await slotsOf(adviser, `week=${MON}`)).body.week).toBe(MON);
    expectProblem(await slotsOf(jan, `week=${SUN}&tz=Mars/Olympus`), 400);
    expectProblem(await slotsOf(jan, 'week=28-03-2027'), 400);
    expectProblem(await call(app.url, 'GET', `/advisers/${jan.id}/slots?week=${SUN}`, { token: jan.token }), 404);
    expectProblem(await call(app.url, 'GET', `/advisers/${adviser.id}/slots?week=${SUN}`), 401);
  });
});

describe('moving and cancelling', () => {
  it('either party moves (a confirmed appointment keeps its time until the move is accepted; then SEQUENCE up, REQUEST) and cancels with a reason (CANCEL)', async () => {
    // Jan books Sunday 09:00–09:30 (CEST) from the grid; Ada approves: both get a REQUEST, SEQUENCE 0
    const booked = await post(jan, '/appointments', {
      adviserId: adviser.id,
      start: at(SUN, '09:00'),
      end: at(SUN, '09:30'),
      onderwerp: 'Grid-afspraak',
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    const sunday = (await slotsOf(piet, `week=${SUN}`)).body.dagen[6];
    expect(startsOf(sunday)).not.toContain(at(SUN, '09:00'));
    expect((await post(adviser, `/adviseur/appointments/${id}/approve`)).body.status).toBe('BEVESTIGD');
    const [confirmMail] = await mailsTo(jan.email, 'Afspraak bevestigd');
    expect(methodOf(confirmMail!.kalender)).toBe('REQUEST');
    const confirmed = eventOf(confirmMail!.kalender);
    expect(confirmed.uid).toBe(`${id}@ikv-service`);
    expect(Number(confirmed.sequence)).toBe(0);
    expect(confirmed.status).toBe('CONFIRMED');

    // Jan proposes Saturday 10:00 (CET) instead: the appointment stays confirmed on Sunday, the new
    // time waits for Ada; she is notified and mailed in English, without a calendar invitation
    expectProblem(
      await post(jan, `/appointments/${id}/reschedule`, { start: at(SAT, '10:30'), end: at(SAT, '11:30') }),
      409,
    ); // past the block's end
    expectProblem(
      await post(jan, `/appointments/${id}/reschedule`, { start: at(SAT, '11:00'), end: at(SAT, '10:00') }),
      400,
    );
    const moved = await post(jan, `/appointments/${id}/reschedule`, {
      start: at(SAT, '10:00'),
      end: at(SAT, '10:30'),
      reden: 'Zondag kan ik niet',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id,
      status: 'BEVESTIGD',
      voorgesteldDoor: 'ONDERNEMER',
      verplaatsing: { voorgesteldDoor: 'ONDERNEMER', reden: 'Zondag kan ik niet' },
    });
    expect(new Date(moved.body.start).toISOString()).toBe(at(SUN, '09:00'));
    expect(new Date(moved.body.verplaatsing.start).toISOString()).toBe(at(SAT, '10:00'));
    const adaNotes = await app.db.notification.findMany({
      where: { userId: adviser.id, afspraakId: id },
      orderBy: { aangemaaktOp: 'asc' },
    });
    expect(adaNotes.at(-1)).toMatchObject({ titel: 'New time proposed for your appointment' });
    expect(adaNotes.at(-1)!.bericht).toContain('Reason: Zondag kan ik niet');
    expect(adaNotes.at(-1)!.bericht).toContain(
      'current time (stays until you accept): Sunday, 28 March 2027, 09:00–09:30',
    );
    const [movedMail] = await mailsTo(adviser.email, 'New time proposed');
    expect(movedMail!.kalender).toBeNull();
    expect(movedMail!.tekst).toContain('proposed new time: Saturday, 27 March 2027, 10:00–10:30');
    expect((await app.db.appointment.findUniqueOrThrow({ where: { id } })).volgnummer).toBe(0);
    // the confirmed slot stays taken, and the proposed one is held for the decision
    let grid = (await slotsOf(piet, `week=${SUN}`)).body.dagen;
    expect(startsOf(grid[6])).not.toContain(at(SUN, '09:00'));
    expect(startsOf(grid[5])).not.toContain(at(SAT, '10:00'));
    // the calendar feed still has the confirmed Sunday time
    const feedBefore = await call<string>(app.url, 'GET', '/appointments/calendar.ics', { token: jan.token });
    const stillSunday = Object.values(ical.sync.parseICS(feedBefore.body)).find(
      (e) => (e as VEvent).uid === `${id}@ikv-service`,
    ) as VEvent;
    expect(new Date(stillSunday.start).toISOString()).toBe(at(SUN, '09:00'));

    // Jan cannot accept his own move; Ada rejects it: still confirmed on Sunday, Jan hears it in Dutch
    expectProblem(await post(jan, `/appointments/${id}/accept`), 409);
    const rejected = await post(adviser, `/adviseur/appointments/${id}/reject`, { reden: 'Zaterdag ben ik er niet' });
    expect(rejected.body).toMatchObject({ status: 'BEVESTIGD', verplaatsing: null, reden: null });
    expect(new Date(rejected.body.start).toISOString()).toBe(at(SUN, '09:00'));
    const declinedNote = (
      await app.db.notification.findMany({
        where: { userId: jan.id, afspraakId: id },
        orderBy: { aangemaaktOp: 'asc' },
      })
    ).at(-1)!;
    expect(declinedNote.titel).toBe('Nieuw tijdstip afgewezen');
    expect(declinedNote.bericht).toContain('De afspraak blijft op het bevestigde tijdstip.');
    expect((await mailsTo(jan.email, 'Nieuw tijdstip afgewezen'))[0]!.kalender).toBeNull();
    // nothing left to decide; the proposed Saturday slot is free again
    expectProblem(await post(adviser, `/adviseur/appointments/${id}/approve`), 409);
    grid = (await slotsOf(piet, `week=${SUN}`)).body.dagen;
    expect(startsOf(grid[5])).toContain(at(SAT, '10:00'));

    // Jan proposes Saturday again; Ada approves: the time moves, both get a REQUEST with SEQUENCE 1
    await post(jan, `/appointments/${id}/reschedule`, { start: at(SAT, '10:00'), end: at(SAT, '10:30') });
    const approved = await post(adviser, `/adviseur/appointments/${id}/approve`);
    expect(approved.body).toMatchObject({ status: 'BEVESTIGD', verplaatsing: null });
    expect(new Date(approved.body.start).toISOString()).toBe(at(SAT, '10:00'));
    for (const [aan, subject] of [
      [jan.email, 'Nieuw tijdstip bevestigd'],
      [adviser.email, 'New time confirmed'],
    ] as const) {
      const [mail] = await mailsTo(aan, subject);
      expect(methodOf(mail!.kalender)).toBe('REQUEST');
      const e = eventOf(mail!.kalender);
      expect(e.uid).toBe(`${id}@ikv-service`);
      expect(Number(e.sequence)).toBe(1);
      expect(e.status).toBe('CONFIRMED');
      expect(new Date(e.start).toISOString()).toBe(at(SAT, '10:00'));
    }
    // now the Sunday slot is free and Saturday taken
    grid = (await slotsOf(piet, `week=${SUN}`)).body.dagen;
    expect(startsOf(grid[6])).toContain(at(SUN, '09:00'));
    expect(startsOf(grid[5])).not.toContain(at(SAT, '10:00'));

    // Ada proposes Monday 09:30; Jan is notified in Dutch and accepts (SEQUENCE 2)
    const byAda = await post(adviser, `/adviseur/appointments/${id}/reschedule`, {
      start: at(MON, '09:30'),
      end: at(MON, '10:00'),
    });
    expect(byAda.body).toMatchObject({ status: 'BEVESTIGD', verplaatsing: { voorgesteldDoor: 'ADVISEUR' } });
    const janNotes = await app.db.notification.findMany({
      where: { userId: jan.id, afspraakId: id },
      orderBy: { aangemaaktOp: 'asc' },
    });
    expect(janNotes.at(-1)!.titel).toBe('Nieuw tijdstip voorgesteld voor uw afspraak');
    expect(janNotes.at(-1)!.bericht).toContain(
      'huidig tijdstip (blijft staan tot u accepteert): zaterdag 27 maart 2027, 10:00–10:30',
    );
    expectProblem(await post(adviser, `/adviseur/appointments/${id}/approve`), 409);
    const accepted = await post(jan, `/appointments/${id}/accept`);
    expect(accepted.body).toMatchObject({ status: 'BEVESTIGD', verplaatsing: null });
    expect(new Date(accepted.body.start).toISOString()).toBe(at(MON, '09:30'));
    expect((await app.db.appointment.findUniqueOrThrow({ where: { id } })).volgnummer).toBe(2);

    // cancelling needs a reason; Ada cancels; both get METHOD:CANCEL with STATUS:CANCELLED, SEQUENCE 3
    expectProblem(await post(adviser, `/adviseur/appointments/${id}/cancel`, {}), 400);
    const cancelled = await post(adviser, `/adviseur/appointments/${id}/cancel`, { reden: 'Ziek' });
    expect(cancelled.body).toMatchObject({ status: 'GEANNULEERD', reden: 'Ziek' });
    for (const aan of [jan.email, adviser.email]) {
      const mails = await app.db.outgoingMail.findMany({
        where: { aan, kalender: { contains: `${id}@ikv-service` } },
        orderBy: { aangemaaktOp: 'asc' },
      });
      const last = mails.at(-1)!;
      expect(methodOf(last.kalender)).toBe('CANCEL');
      expect(last.kalender).toContain('STATUS:CANCELLED');
      const e = eventOf(last.kalender);
      expect(e.uid).toBe(`${id}@ikv-service`);
      expect(Number(e.sequence)).toBe(3);
      expect(new Date(e.start).toISOString()).toBe(at(MON, '09:30'));
    }
    expect(
      (
        await app.db.notification.findMany({
          where: { userId: jan.id, afspraakId: id },
          orderBy: { aangemaaktOp: 'asc' },
        })
      ).at(-1),
    ).toMatchObject({ titel: 'Afspraak geannuleerd' });
    expect((await app.db.appointment.findUniqueOrThrow({ where: { id } })).volgnummer).toBe(3);

    // the feed has it cancelled with the same SEQUENCE; nothing moves or cancels after the end
    const feed = await call<string>(app.url, 'GET', '/appointments/calendar.ics', { token: jan.token });
    const inFeed = Object.values(ical.sync.parseICS(feed.body)).find(
      (e) => (e as VEvent).uid === `${id}@ikv-service`,
    ) as VEvent & { sequence?: string };
    expect(inFeed.status).toBe('CANCELLED');
    expect(Number(inFeed.sequence)).toBe(3);
    expectProblem(
      await post(jan, `/appointments/${id}/reschedule`, { start: at(MON, '10:00'), end: at(MON, '10:30') }),
      409,
    );
    expectProblem(await post(jan, `/appointments/${id}/cancel`, { reden: 'nogmaals' }), 409);

    // the history tells the story
    const detail = await call(app.url, 'GET', `/appointments/${id}`, { token: jan.token });
    expect(detail.body.historie.map((h: { actie: string }) => h.actie)).toEqual([
      'VOORGESTELD',
      'GOEDKEUREN',
      'VERPLAATST',
      'VERPLAATSING_WEIGEREN',
      'VERPLAATST',
      'VERPLAATSING_GOEDKEUREN',
      'VERPLAATST',
      'VERPLAATSING_ACCEPTEREN',
      'ANNULEREN',
    ]);
  });

  it('accepting a move never double-books: the confirmed time stays when the new one was taken meanwhile', async () => {
    // Jan's confirmed appointment on Saturday 09:00; Ada proposes Monday 10:00 for it
    const mine = await post(jan, '/appointments', {
      adviserId: adviser.id,
      start: at(SAT, '09:00'),
      end: at(SAT, '09:30'),
      onderwerp: 'Blijft staan',
    });
    const id = mine.body.id as string;
    await post(adviser, `/adviseur/appointments/${id}/approve`);
    expect(
      (
        await post(adviser, `/adviseur/appointments/${id}/reschedule`, {
          start: at(MON, '10:00'),
          end: at(MON, '10:30'),
        })
      ).body.verplaatsing,
    ).not.toBeNull();
    // entrepreneurs cannot book the held time; the adviser can still propose it to Piet, who accepts
    expectProblem(
      await post(piet, '/appointments', {
        adviserId: adviser.id,
        start: at(MON, '10:00'),
        end: at(MON, '10:30'),
        onderwerp: 'Ook maandag',
      }),
      409,
    );
    const other = await post(adviser, '/adviseur/appointments', {
      ondernemerId: piet.id,
      start: at(MON, '10:00'),
      end: at(MON, '10:30'),
      onderwerp: 'Ook maandag',
    });
    expect((await post(piet, `/appointments/${other.body.id}/accept`)).body.status).toBe('BEVESTIGD');
    // now Jan's acceptance would double-book Ada: 409, and the appointment keeps its confirmed time and the move
    expect(expectProblem(await post(jan, `/appointments/${id}/accept`), 409).code).toBe('APPOINTMENT_OVERLAP');
    const row = await app.db.appointment.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      status: 'BEVESTIGD',
      start: new Date(at(SAT, '09:00')),
      verplaatsingDoor: 'ADVISEUR',
      volgnummer: 0,
    });
    // the database refuses the double booking by itself too, and a pending move on an open proposal
    await expect(
      app.db.appointment.update({
        where: { id },
        data: { start: new Date(at(MON, '10:00')), eind: new Date(at(MON, '10:30')) },
      }),
    ).rejects.toThrow(/appointments_no_double_booking|23P01|exclusion/i);
    await expect(
      app.db.appointment
        .update({ where: { id: other.body.id as string }, data: { status: 'GEANNULEERD', reden: 'x' } })
        .then(() =>
          app.db.appointment.update({
            where: { id: other.body.id as string },
            data: {
              verplaatsingStart: new Date(at(MON, '10:00')),
              verplaatsingEind: new Date(at(MON, '10:30')),
              verplaatsingDoor: 'ADVISEUR',
            },
          }),
        ),
    ).rejects.toThrow(/appointments_verplaatsing_consistent|23514|check/i);
    // Jan declines: it stays on Saturday, confirmed, without a move
    const declined = await post(jan, `/appointments/${id}/decline`);
    expect(declined.body).toMatchObject({ status: 'BEVESTIGD', verplaatsing: null });
    expect(new Date(declined.body.start).toISOString()).toBe(at(SAT, '09:00'));
  });

  it('an open proposal may be withdrawn (cancelled) by its maker without a calendar invitation', async () => {
    const res = await post(piet, '/appointments', {
      adviserId: adviser.id,
      start: at(MON, '10:30'),
      end: at(MON, '11:00'),
      onderwerp: 'Even sparren',
    });
    const id = res.body.id as string;
    const cancelled = await post(piet, `/appointments/${id}/cancel`, { reden: 'Niet meer nodig' });
    expect(cancelled.body).toMatchObject({ status: 'GEANNULEERD', reden: 'Niet meer nodig' });
    expect((await app.db.appointment.findUniqueOrThrow({ where: { id } })).volgnummer).toBe(1);
    const mails = await app.db.outgoingMail.findMany({
      where: { aan: piet.email, onderwerp: { startsWith: 'Afspraak geannuleerd' } },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kalender).toBeNull();
    expect(
      (await app.db.notification.findMany({ where: { userId: adviser.id, afspraakId: id } })).some(
        (n) => n.titel === 'Appointment cancelled',
      ),
    ).toBe(true);
  });
});
