// Reminders: both parties get an e-mail 24 hours before a confirmed appointment. A sweep (a job of
// the runtime every 5 minutes, one at a time: jobs.ts) claims due appointments, queues the mails through the outbox with an idempotency key per appointment, start
// time and recipient (a mail is queued at most once, even if a sweep is repeated after a crash),
// and marks the appointment, all in one transaction. State lives in PostgreSQL only, so the job
// survives restarts: after downtime the next sweep sends what fell due (if the appointment is
// still ahead). A change of time resets the mark (appointments.service), and the new start time
// gives new keys.
import type { Db } from '@ikv/db';
import { queueMail } from '../mail/queue-mail.ts';
import { SCHEDULING_TX } from '../availability/availability.repository.ts';
import { appointmentMail } from './appointment-messages.ts';
import { claimDueReminders, findAppointmentById, markReminderSent } from './appointments.repository.ts';
import { inTransaction } from '../../infra/database.ts';

const REMINDER_LEAD_MS = 24 * 3_600_000;
const BATCH = 50;

export const reminderKey = (appointmentId: string, start: Date, rol: 'adviseur' | 'ondernemer') =>
  `reminder:${appointmentId}:${start.toISOString()}:${rol}`;

/** One sweep; returns how many appointments got their reminders. */
export async function sweepReminders(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await inTransaction(
      db,
      async (tx) => {
        const due = await claimDueReminders(tx, now, new Date(now.getTime() + REMINDER_LEAD_MS), BATCH);
        for (const { id } of due) {
          const row = await findAppointmentById(tx, id);
          if (!row) continue;
          for (const [rol, to, other] of [
            ['adviseur', row.adviseur, row.ondernemer],
            ['ondernemer', row.ondernemer, row.adviseur],
          ] as const) {
            const mail = appointmentMail(
              'HERINNERING',
              {
                onderwerp: row.onderwerp,
                start: row.start,
                eind: row.eind,
                locatie: row.locatie,
                ander: `${other.voornaam} ${other.achternaam}`,
              },
              to.taal,
              to.voornaam,
            );
            await queueMail(tx, {
              aan: to.email,
              onderwerp: mail.onderwerp,
              tekst: mail.tekst,
              sleutel: reminderKey(row.id, row.start, rol),
            });
          }
          await markReminderSent(tx, id, now);
        }
        return due.length;
      },
      SCHEDULING_TX,
    );
    total += done;
    if (done < BATCH) return total;
  }
}
