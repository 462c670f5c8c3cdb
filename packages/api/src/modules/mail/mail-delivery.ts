// The delivery worker of the outbox: claims queued rows with FOR UPDATE SKIP LOCKED (so several
// app instances never send the same mail twice), sends them, marks them sent, and retries failures
// on later rounds until MAX_ATTEMPTS.
import type { Db } from '@ikv/db';
import { defaultMailTransport, type MailTransport } from '../../infra/mailer.ts';
import { claimPendingMail, markMailFailed, markMailSent } from './mail.repository.ts';
import { kickedWorker } from '../../infra/kicked-worker.ts';
import { inTransaction } from '../../infra/database.ts';

export const MAX_ATTEMPTS = 5;
const BATCH = 20;

interface DeliveryResult {
  sent: number;
  failed: number;
}

/** One round: deliver what is queued now. Safe to run concurrently in many processes. */
export async function deliverPendingMail(
  db: Db,
  transport: MailTransport,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await inTransaction(
      db,
      async (tx) => {
        const rows = await claimPendingMail(tx, BATCH);
        for (const row of rows) {
          try {
            await transport.send({
              to: row.aan,
              subject: row.onderwerp,
              text: row.tekst,
              html: row.html,
              calendar: row.kalender,
            });
            await markMailSent(tx, row.id, now(), row.wissenNaVerzending);
            result.sent++;
          } catch (e) {
            await markMailFailed(
              tx,
              row.id,
              e instanceof Error ? e.message : String(e),
              row.pogingen + 1 >= MAX_ATTEMPTS,
              row.wissenNaVerzending,
            );
            result.failed++;
          }
        }
        return rows.length;
      },
      { timeout: 60_000 },
    );
    // a failed mail stays queued for the next round; do not spin on it now
    if (batch < BATCH || result.failed > 0) return result;
  }
}

/** This process's mail worker: delivers soon after a transaction that queued mail commits, and every 30 s for retries. */
const mailWorker = kickedWorker('mail-delivery', 30_000, async (db) => {
  await deliverPendingMail(db, await defaultMailTransport());
});

/** Ask this process's worker to deliver soon (called after a transaction that queued mail commits). Never throws. */
export const kickMailDelivery = (db: Db): void => mailWorker.kick(db);

/** Stop the periodic round for a database (tests, shutdown). */
export const stopMailDelivery = (db: Db): Promise<unknown> => mailWorker.stop(db);
