// The appointment state machine held by the database (migration *_appointment_transitions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraintOf, isCheckViolation } from '../src/errors.ts';
import { createAdviser, createAppointment, createUser } from '../src/factories/index.ts';
import { openTestDb, type TestDb } from './db-fixture.ts';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb(4);
});
afterAll(() => t.close());

type Status = 'VOORGESTELD' | 'BEVESTIGD' | 'AFGEWEZEN' | 'GEANNULEERD';
const all: Status[] = ['VOORGESTELD', 'BEVESTIGD', 'AFGEWEZEN', 'GEANNULEERD'];
// an open proposal can be withdrawn (cancelled) by either side too, and a reschedule makes a confirmed one a proposal again
const legal = new Set([
  'VOORGESTELD>BEVESTIGD',
  'VOORGESTELD>AFGEWEZEN',
  'VOORGESTELD>GEANNULEERD',
  'BEVESTIGD>GEANNULEERD',
  'BEVESTIGD>VOORGESTELD',
]);

describe('appointments_status_transition', () => {
  it('allows exactly the transitions of the appointment state machine (and same-status updates)', async () => {
    const adviser = await createAdviser(t.db);
    const entrepreneur = await createUser(t.db);
    let hour = 0;
    for (const from of all) {
      for (const to of all) {
        const start = new Date(Date.UTC(2031, 0, 1, hour++));
        const a = await createAppointment(t.db, {
          adviseurId: adviser.id,
          ondernemerId: entrepreneur.id,
          status: from,
          start,
          eind: new Date(start.getTime() + 1_800_000),
        });
        const result = await t.db.appointment.update({ where: { id: a.id }, data: { status: to } }).then(
          () => 'ok',
          (e: unknown) => e,
        );
        if (from === to || legal.has(`${from}>${to}`)) expect(result, `${from} → ${to}`).toBe('ok');
        else {
          expect(isCheckViolation(result), `${from} → ${to}`).toBe(true);
          expect(constraintOf(result)).toBe('appointments_status_transition');
        }
      }
    }
  });
});
