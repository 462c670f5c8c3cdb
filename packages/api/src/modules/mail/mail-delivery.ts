// The delivery of the outbox, a job of the job runtime (infra/jobs): `mail-delivery` runs on the
// runtime's queue `mail`, so one delivery runs at a time across all instances and no row is locked
// while SMTP answers. A transaction that queues mail asks for a delivery after it commits
// (requestMailDelivery); the cron also runs one every minute for mail no one asked for. A failed mail
// stays queued with its attempt counted, the job fails and the runtime retries it with backoff; after
// MAX_ATTEMPTS the mail is given up (MISLUKT).
import type { Db } from '@ikv/db';
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

/** One round: deliver what is queued now, each mail tried once. Run by one job at a time (queue `mail`). */
export async function deliverPendingMail(
  db: Db,
  transport: MailTransport,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const failedIds: string[] = [];
  for (;;) {
    const rows = await queuedMail(db, BATCH, failedIds);
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

/** The job: a round with the configured transport; failures make the runtime try again later. */
export const mailDeliveryJob =
  (db: Db, transport?: MailTransport): JobHandler =>
  async () => {
    const result = await deliverPendingMail(db, transport ?? (await defaultMailTransport()));
    if (result.failed > 0) throw new Error(`${result.failed} mail(s) could not be delivered; they stay queued`);
  };

/** The job's queueing: one waiting delivery at most (its key), deliveries one at a time (its queue). */
export const MAIL_DELIVERY_SPEC = { jobKey: MAIL_DELIVERY_JOB, queueName: 'mail', maxAttempts: MAX_ATTEMPTS };

/** Asks for a delivery soon (after a transaction that queued mail commits). Never throws. */
export function requestMailDelivery(db: Db): void {
  insertJob(db, MAIL_DELIVERY_JOB, {}, MAIL_DELIVERY_SPEC).catch((e: unknown) =>
    log().warn({ err: e }, 'mail: could not queue a delivery; the cron delivers within a minute'),
  );
}
