// Background work of an app instance, started once per server process (apps/web/src/instrumentation.ts)
// and stopped on shutdown (apps/web/server.ts, on SIGTERM/SIGINT, before the database pool closes).
// Every job keeps its state in PostgreSQL and is safe to run in several instances at once.
import { processDb } from './infra/database.ts';
import { config } from './infra/config.ts';
import { startReminderJob } from './modules/appointments/reminders.service.ts';
import { startChatMailJob } from './modules/chat/chat.service.ts';
import { startLivePruneJob } from './modules/live/live.service.ts';
import { startDashboardCountsJob } from './modules/adviseur/adviseur.service.ts';
import { startIdempotencyPruneJob } from './infra/idempotency/idempotency.ts';
import { kickMailDelivery, stopMailDelivery } from './modules/mail/mail-delivery.ts';
import { kickWebhookDelivery, stopWebhookDelivery } from './modules/webhook-outbox/webhook-delivery.ts';
import { log } from './infra/observability/logger.ts';
import { startCodeRequestJob } from './modules/auth/code-requests.ts';
import { kickIntake, stopIntake } from './modules/documents/intake/intake.service.ts';
import { startExportJob } from './modules/privacy/export.service.ts';
import { startRetentionJob } from './modules/privacy/retention.service.ts';
import { systemClock } from './infra/clock.ts';

// on globalThis: Next's bundle starts the jobs, the app server (its own copy of this module) stops them
const globalForJobs = globalThis as unknown as { __ikvJobStops?: (() => Promise<unknown>)[] | null };

/** Starts the jobs (idempotent); IKV_DISABLE_JOBS=1 or no DATABASE_URL leaves them off. */
export function startBackgroundJobs(): void {
  if (globalForJobs.__ikvJobStops || config().jobsDisabled || !config().databaseUrl) return;
  const db = processDb();
  globalForJobs.__ikvJobStops = [
    startReminderJob(db),
    startChatMailJob(db),
    startLivePruneJob(db),
    startDashboardCountsJob(db),
    startIdempotencyPruneJob(db),
    startCodeRequestJob(db),
    startExportJob(db, systemClock),
    startRetentionJob(db, systemClock),
    () => stopMailDelivery(db),
    () => stopWebhookDelivery(db),
    () => stopIntake(db),
  ];
  // the outbox: a round now and every 30 s, so mail queued by any module (invitations, status
  // changes, reminders) goes out even when nothing kicks the worker directly
  kickMailDelivery(db);
  // the webhook outbox likewise: a round now and every 10 s (retries with backoff, and events queued
  // by other instances); the services kick it after the transaction that queued an event commits
  kickWebhookDelivery(db);
  // documents waiting to be read (uploads kick the reader at once; this also takes over readings
  // whose instance died)
  kickIntake(db);
  log().info(
    'jobs: appointment reminders every 5 minutes, chat e-mail fallback and dashboard-count folding every minute, mail delivery every 30 s, webhook delivery every 10 s, document reading on upload, account exports every 5 minutes, retention (docs/privacy.md) daily',
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
