// The delivery of the outbox, a job of the job runtime (infra/jobs): `mail-delivery` runs on the
// runtime's queue `mail`, so one delivery runs at a time across all instances and no row is locked
// while SMTP answers. A transaction that queues mail (queue-mail.ts) adds a round that starts as it
// commits (deliverAfterCommit); the cron also runs one every minute. A failed mail stays queued with
// its attempt counted, the job fails and the runtime retries it with backoff (requestMailDelivery, one
// keyed round); after MAX_ATTEMPTS the mail is given up (MISLUKT).
import type { Db, Tx } from '@ikv/db';
import { defaultMailTransport, type MailTransport } from '../../infra/mailer.ts';
import { markMailFailed, markMailSent, queuedMail } from './mail.repository.ts';
import { insertJob } from '../../infra/jobs/job-runtime.repository.ts';
import type { JobHandler } from '../../infra/jobs/runtime.ts';
import { log } from '../../infra/observability/logger.ts';

export const MAX_ATTEMPTS = 5;
const BATCH = 20;

interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * One round: deliver what is queued now, each mail tried once (with `neverTried`, only mail not tried
 * before: retries are left to the rounds that back off). Run by one job at a time (queue `mail`).
 */
export async function deliverPendingMail(
  db: Db,
  transport: MailTransport,
  now: () => Date = () => new Date(),
  neverTried = false,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const failedIds: string[] = [];
  for (;;) {
    const rows = await queuedMail(db, BATCH, failedIds, neverTried);
    for (const row of rows) {
      try {
        await transport.send({
          to: row.aan,
          subject: row.onderwerp,
          text: row.tekst,
          html: row.html,
          calendar: row.kalender,
        });
      } catch (e) {
        await markMailFailed(
          db,
          row.id,
          e instanceof Error ? e.message : String(e),
          row.pogingen + 1 >= MAX_ATTEMPTS,
          row.wissenNaVerzending,
        );
        failedIds.push(row.id);
        result.failed++;
        continue;
      }
      await markMailSent(db, row.id, now(), row.wissenNaVerzending);
      result.sent++;
    }
    if (rows.length < BATCH) return result;
  }
}

export const MAIL_DELIVERY_JOB = 'mail-delivery';

/**
 * The job: a round with the configured transport; failures make the runtime try again later, with
 * backoff. A round added by the transaction that queued the mail (deliverAfterCommit) delivers only mail
 * never tried, and a failure there is left to the keyed round it asks for: so a busy hour while the
 * SMTP server is down does not use up a mail's attempts.
 */
export const mailDeliveryJob =
  (db: Db, transport?: MailTransport): JobHandler =>
  async (payload) => {
    const afterCommit = isAfterCommit(payload);
    const result = await deliverPendingMail(db, transport ?? (await defaultMailTransport()), undefined, afterCommit);
    if (result.failed === 0) return;
    if (afterCommit) requestMailDelivery(db);
    else throw new Error(`${result.failed} mail(s) could not be delivered; they stay queued`);
  };

const isAfterCommit = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && (payload as { naCommit?: unknown }).naCommit === true;

/**
 * The round a transaction that queues mail adds beside it (queue-mail.ts): the job becomes visible, and
 * the workers hear of it, when the transaction commits, so the round sees the mail at once. No job
 * key: a keyed job's row would stay locked by each transaction that queues mail until it commits.
 */
export async function deliverAfterCommit(tx: Db | Tx): Promise<void> {
  await insertJob(tx, MAIL_DELIVERY_JOB, { naCommit: true }, { queueName: 'mail', maxAttempts: 1 });
}

/** The job's queueing: one waiting delivery at most (its key), deliveries one at a time (its queue). */
export const MAIL_DELIVERY_SPEC = { jobKey: MAIL_DELIVERY_JOB, queueName: 'mail', maxAttempts: MAX_ATTEMPTS };

/** Asks for the keyed round, which the runtime retries with backoff while mail fails. Never throws. */
function requestMailDelivery(db: Db): void {
  insertJob(db, MAIL_DELIVERY_JOB, {}, MAIL_DELIVERY_SPEC).catch((e: unknown) =>
    log().warn({ err: e }, 'mail: could not queue a delivery; the cron delivers within a minute'),
  );
}
