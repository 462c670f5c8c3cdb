// Races: many clients at once try to take the same time of one adviser. Exactly one wins, every
// other gets a 409 problem, never a 500, and the database holds exactly one winner. The advisory
// lock serialises proposals and availability changes; the exclusion constraint
// appointments_no_double_booking is what decides between racing approvals and accepts.
import { createAppointment, createAvailability } from '@ikv/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api-client.ts';
import { at, makeActor, mondayAhead, type TestActor } from '../../../test/scheduling.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays } from '../../shared/amsterdam-time.ts';

const N = 50;
let app: TestApp;
let adviser: TestActor;
let entrepreneurs: TestActor[];
const week = mondayAhead(3);

beforeAll(async () => {
  app = await startTestApp();
  adviser = await makeActor(app.db, 'ADVISEUR');
  entrepreneurs = [];
  for (let i = 0; i < N; i++) entrepreneurs.push(await makeActor(app.db, 'ONDERNEMER'));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

function tally(results: { status: number; body: { code?: string } }[]) {
  const counts: Record<string, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

describe(`${N} concurrent conflicting requests`, () => {
  it('proposals for overlapping times in one free slot: exactly one 201, the rest 409', async () => {
    const d = week;
    await createAvailability(app.db, {
      adviseurId: adviser.id,
      start: new Date(at(d, '09:00')),
      eind: new Date(at(d, '17:00')),
    });
    const t0 = performance.now();
    const results = await Promise.all(
      entrepreneurs.map((e, i) =>
        call(app.url, 'POST', '/appointments', {
          token: e.token,
          // all start at 10:00 and end at 10:30 or 11:00: every pair overlaps
          json: {
            adviserId: adviser.id,
            start: at(d, '10:00'),
            end: at(d, i % 2 ? '11:00' : '10:30'),
            onderwerp: `Race ${i}`,
          },
        }),
      ),
    );
    const ms = performance.now() - t0;
    expect(tally(results)).toEqual({ 201: 1, 409: N - 1 });
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'SLOT_NOT_FREE')).toBe(true);
    expect(await app.db.appointment.count({ where: { adviseurId: adviser.id, start: new Date(at(d, '10:00')) } })).toBe(
      1,
    );
    console.info(`[race] ${N} concurrent proposals: ${ms.toFixed(0)} ms`);
  });

  it('approvals of overlapping proposals: exactly one BEVESTIGD, the rest 409', async () => {
    const d = addDays(week, 1);
    const proposals = await Promise.all(
      entrepreneurs.map((e, i) =>
        createAppointment(app.db, {
          adviseurId: adviser.id,
          ondernemerId: e.id,
          start: new Date(at(d, i % 2 ? '10:00' : '10:15')),
          eind: new Date(at(d, '11:00')),
          voorgesteldDoor: 'ONDERNEMER',
        }),
      ),
    );
    const t0 = performance.now();
    const results = await Promise.all(
      proposals.map((p) =>
        call(app.url, 'POST', `/adviseur/appointments/${p.id}/approve`, { token: adviser.token, json: {} }),
      ),
    );
    const ms = performance.now() - t0;
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'APPOINTMENT_OVERLAP')).toBe(true);
    const ids = proposals.map((p) => p.id);
    expect(await app.db.appointment.count({ where: { id: { in: ids }, status: 'BEVESTIGD' } })).toBe(1);
    expect(await app.db.appointment.count({ where: { id: { in: ids }, status: 'VOORGESTELD' } })).toBe(N - 1);
    console.info(`[race] ${N} concurrent approvals: ${ms.toFixed(0)} ms`);
  });

  it('accepts of overlapping adviser proposals by different entrepreneurs: exactly one wins', async () => {
    const d = addDays(week, 2);
    const proposals = await Promise.all(
      entrepreneurs.map((e) =>
        createAppointment(app.db, {
          adviseurId: adviser.id,
          ondernemerId: e.id,
          start: new Date(at(d, '14:00')),
          eind: new Date(at(d, '15:00')),
          voorgesteldDoor: 'ADVISEUR',
        }),
      ),
    );
    const results = await Promise.all(
      proposals.map((p, i) =>
        call(app.url, 'POST', `/appointments/${p.id}/accept`, { token: entrepreneurs[i]!.token, json: {} }),
      ),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    expect(
      await app.db.appointment.count({ where: { id: { in: proposals.map((p) => p.id) }, status: 'BEVESTIGD' } }),
    ).toBe(1);
  });

  it('the same approval sent 50 times: one 200, the rest 409 (the state changed)', async () => {
    const d = addDays(week, 3);
    const p = await createAppointment(app.db, {
      adviseurId: adviser.id,
      ondernemerId: entrepreneurs[0]!.id,
      start: new Date(at(d, '09:00')),
      eind: new Date(at(d, '10:00')),
      voorgesteldDoor: 'ONDERNEMER',
      onderwerp: 'Dubbelklik',
    });
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        call(app.url, 'POST', `/adviseur/appointments/${p.id}/approve`, { token: adviser.token, json: {} }),
      ),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    expect(await app.db.appointmentEvent.count({ where: { afspraakId: p.id, naarStatus: 'BEVESTIGD' } })).toBe(1);
    expect(
      await app.db.outgoingMail.count({
        where: { aan: entrepreneurs[0]!.email, onderwerp: 'Afspraak bevestigd: Dubbelklik' },
      }),
    ).toBe(1);
  });

  it('availability blocks: exactly one of 50 overlapping creates wins', async () => {
    const d = addDays(week, 4);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call(app.url, 'POST', '/adviseur/availability', {
          token: adviser.token,
          json: { start: at(d, i % 2 ? '09:00' : '09:30'), end: at(d, '12:00') },
        }),
      ),
    );
    expect(tally(results)).toEqual({ 201: 1, 409: N - 1 });
    expect(await app.db.availability.count({ where: { adviseurId: adviser.id, eind: new Date(at(d, '12:00')) } })).toBe(
      1,
    );
  });
});
