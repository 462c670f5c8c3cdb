// The delivery worker of the outbox: claims queued rows with FOR UPDATE SKIP LOCKED (so several
// app instances never send the same mail twice), sends them, marks them sent, and retries failures
// on later rounds until MAX_ATTEMPTS.
import type { Db } from '@ikv/db';
import { defaultMailTransport, type MailTransport } from '../../infra/mailer.ts';
import { claimPendingMail, markMailFailed, markMailSent } from './mail.repository.ts';
import { runJob } from '../../infra/observability/job-run.ts';
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
            await markMailSent(tx, row.id, now());
            result.sent++;
          } catch (e) {
            await markMailFailed(
              tx,
              row.id,
              e instanceof Error ? e.message : String(e),
              row.pogingen + 1 >= MAX_ATTEMPTS,
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

// on globalThis: the app server (REST) and Next's bundle each load this module, and a kick from
// either must reach the one worker per database that the shutdown stops (jobs.ts)
const globalForMail = globalThis as unknown as {
  __ikvMailWorkers?: WeakMap<Db, { running: Promise<unknown> | null; again: boolean; timer: NodeJS.Timeout }>;
};
const workers = (globalForMail.__ikvMailWorkers ??= new WeakMap());
const RETRY_INTERVAL_MS = 30_000;

/**
 * Ask this process's worker to deliver soon (called after a transaction that queued mail commits).
 * The first call also starts a periodic round for retries. Never throws.
 */
export function kickMailDelivery(db: Db): void {
  let w = workers.get(db);
  if (!w) {
    const timer = setInterval(() => kickMailDelivery(db), RETRY_INTERVAL_MS);
    timer.unref();
    w = { running: null, again: false, timer };
    workers.set(db, w);
  }
  const state = w;
  if (state.running) {
    state.again = true;
    return;
  }
  const round = () =>
    runJob('mail-delivery', async () => {
      do {
        state.again = false;
        await deliverPendingMail(db, await defaultMailTransport());
      } while (state.again);
    });
  state.running = round()
    .catch(() => undefined) // runJob logged and counted the failure
    .finally(() => {
      state.running = null;
    });
}

/** Stop the periodic round for a database (tests, shutdown). */
export function stopMailDelivery(db: Db): Promise<unknown> {
  const w = workers.get(db);
  if (!w) return Promise.resolve();
  clearInterval(w.timer);
  workers.delete(db);
  return w.running ?? Promise.resolve();
}
