// Background work of an app instance, started once per server process (apps/web/src/instrumentation.ts)
// and stopped on shutdown (apps/web/server.ts, on SIGTERM/SIGINT, before the database pool closes).
// Every job runs on the job runtime (infra/jobs/runtime.ts: graphile-worker on PostgreSQL): jobs are
// rows, added by the transaction that causes them or by the cron below, run by any instance, retried
// with backoff, and kept as dead letters (counted in /api/metrics) once their attempts are used up.
import { processDb } from './infra/database.ts';
import { config } from './infra/config.ts';
import { startReminderJob } from './modules/appointments/reminders.service.ts';
import { startChatMailJob } from './modules/chat/chat.service.ts';
import { startLivePruneJob } from './modules/live/live.service.ts';
import { startDashboardCountsJob } from './modules/adviseur/adviseur.service.ts';
import { startIdempotencyPruneJob } from './infra/idempotency/idempotency.ts';
import { MAIL_DELIVERY_JOB, mailDeliveryJob } from './modules/mail/mail-delivery.ts';
import { kickWebhookDelivery, stopWebhookDelivery } from './modules/webhook-outbox/webhook-delivery.ts';
import { log } from './infra/observability/logger.ts';
import { startCodeRequestJob } from './modules/auth/code-requests.ts';
import { kickIntake, stopIntake } from './modules/documents/intake/intake.service.ts';
import { startExportJob } from './modules/privacy/export.service.ts';
import { startRetentionJob } from './modules/privacy/retention.service.ts';
import { systemClock } from './infra/clock.ts';
import { startJobRuntime, type JobHandler, type JobRuntime } from './infra/jobs/runtime.ts';
import type { Db } from '@ikv/db';

/** Every task of the runtime, by name. */
export function backgroundTasks(db: Db): Record<string, JobHandler> {
  return {
    [MAIL_DELIVERY_JOB]: mailDeliveryJob(db),
  };
}

/**
 * The periodic work (graphile-worker crontab: minute hour day month weekday, task, options). `?max=1`:
 * a run that fails is not retried, the next tick is the retry; the cron runs each tick once across
 * all instances.
 */
export const BACKGROUND_CRONTAB = [
  // mail no transaction asked a delivery for (and retries of given-up rounds)
  `* * * * * ${MAIL_DELIVERY_JOB} ?max=5&queue=mail&jobKey=${MAIL_DELIVERY_JOB}`,
].join('\n');

// on globalThis: Next's bundle starts the jobs, the app server (its own copy of this module) stops them
const globalForJobs = globalThis as unknown as { __ikvJobStops?: (() => Promise<unknown>)[] | null };

/** Starts the jobs (idempotent); IKV_DISABLE_JOBS=1 or no DATABASE_URL leaves them off. */
export function startBackgroundJobs(): void {
  const { jobsDisabled, databaseUrl } = config();
  if (globalForJobs.__ikvJobStops || jobsDisabled || !databaseUrl) return;
  const db = processDb();
  const runtime: Promise<JobRuntime | null> = startJobRuntime({
    connectionString: databaseUrl,
    db,
    tasks: backgroundTasks(db),
    crontab: BACKGROUND_CRONTAB,
  }).catch((e: unknown) => {
    log().error({ err: e }, 'jobs: the job runtime did not start');
    return null;
  });
  globalForJobs.__ikvJobStops = [
    async () => (await runtime)?.stop(),
    startReminderJob(db),
    startChatMailJob(db),
    startLivePruneJob(db),
    startDashboardCountsJob(db),
    startIdempotencyPruneJob(db),
    startCodeRequestJob(db),
    startExportJob(db, systemClock),
    startRetentionJob(db, systemClock),
    () => stopWebhookDelivery(db),
    () => stopIntake(db),
  ];
  // the webhook outbox likewise: a round now and every 10 s (retries with backoff, and events queued
  // by other instances); the services kick it after the transaction that queued an event commits
  kickWebhookDelivery(db);
  // documents waiting to be read (uploads kick the reader at once; this also takes over readings
  // whose instance died)
  kickIntake(db);
  log().info(
    'jobs: appointment reminders every 5 minutes, chat e-mail fallback and dashboard-count folding every minute, mail delivery on request and every minute, webhook delivery every 10 s, document reading on upload, account exports every 5 minutes, retention (docs/privacy.md) daily',
  );
}

/**
 * Stops the jobs of this instance (on shutdown, before the database pool closes): no job starts
 * again, and the promise settles once the runs in flight have ended.
 */
export async function stopBackgroundJobs(): Promise<void> {
  const running = globalForJobs.__ikvJobStops ?? [];
  globalForJobs.__ikvJobStops = null;
  await Promise.all(running.map((stop) => stop()));
}
