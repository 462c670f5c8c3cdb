// Background work of an app instance, started once per server process (apps/web/src/instrumentation.ts)
// and stopped on shutdown (apps/web/server.ts, on SIGTERM/SIGINT, before the database pool closes).
// Every job runs on the job runtime (infra/jobs/runtime.ts: graphile-worker on PostgreSQL): jobs are
// rows, added by the transaction or request that causes them, by the cron below and once as an
// instance starts; any instance runs them, retried with backoff, and kept as dead letters (counted
// in /api/metrics) once their attempts are used up. Each task has a queue of its own, so its runs
// never overlap, and a job key, so at most one run waits.
import { processDb } from './infra/database.ts';
import { config } from './infra/config.ts';
import { sweepReminders } from './modules/appointments/reminders.service.ts';
import { sweepChatMails } from './modules/chat/chat.service.ts';
import { pruneLiveEvents } from './modules/live/live.service.ts';
import { foldDashboardCounts } from './modules/adviseur/adviseur.service.ts';
import { pruneIdempotencyKeys } from './infra/idempotency/idempotency.ts';
import { pruneRateLimitBuckets } from './modules/rate-limit/rate-limit.service.ts';
import { MAIL_DELIVERY_JOB, mailDeliveryJob, MAX_ATTEMPTS } from './modules/mail/mail-delivery.ts';
import { WEBHOOK_DELIVERY_JOB, webhookDeliveryJob } from './modules/webhook-outbox/webhook-delivery.ts';
import { log } from './infra/observability/logger.ts';
import { CODE_REQUESTS_JOB, processCodeRequests } from './modules/auth/code-requests.ts';
import { INTAKE_JOB, intakeJob, READ_ON_JOB, readOnJob } from './modules/documents/intake/intake.service.ts';
import { ACCOUNT_EXPORTS_JOB, runAccountExports } from './modules/privacy/export.service.ts';
import { enforceRetention } from './modules/privacy/retention.service.ts';
import { systemClock } from './infra/clock.ts';
import { startJobRuntime, type JobHandler, type JobRuntime } from './infra/jobs/runtime.ts';
import { insertJob } from './infra/jobs/job-runtime.repository.ts';
import type { Db } from '@ikv/db';

/** A task of the runtime: its work, its schedule (cron: minute hour day month weekday) and how often it is tried. */
interface Task {
  run: JobHandler;
  cron?: string;
  maxAttempts: number;
  /** the queue its runs share, one at a time (default: the task's name) */
  queue?: string;
}

/** Every task of the runtime, by name (also the name of its queue, its job key and its metrics). */
export function backgroundTasks(db: Db): Record<string, Task> {
  const now = () => systemClock.now();
  return {
    // each transaction that queues mail asks for a round as it commits (deliverAfterCommit); the cron and
    // the keyed round retry; all in one queue, so never two rounds at once
    [MAIL_DELIVERY_JOB]: { run: mailDeliveryJob(db), cron: '* * * * *', maxAttempts: MAX_ATTEMPTS, queue: 'mail' },
    // the rounds are asked for by the services and by the rounds themselves (the next retry); the cron is a backstop
    [WEBHOOK_DELIVERY_JOB]: { run: webhookDeliveryJob(db), cron: '* * * * *', maxAttempts: 5, queue: 'webhooks' },
    // uploads ask for a round; the cron takes up readings whose instance died (their claim expired)
    [INTAKE_JOB]: { run: intakeJob(db), cron: '* * * * *', maxAttempts: 3 },
    // a round asks for it when a reading was cut short by time; the cron takes up those whose instance died
    [READ_ON_JOB]: { run: readOnJob(db), cron: '* * * * *', maxAttempts: 3 },
    reminders: { run: () => sweepReminders(db, now()).then(() => undefined), cron: '*/5 * * * *', maxAttempts: 3 },
    'chat-mail': { run: () => sweepChatMails(db, now()).then(() => undefined), cron: '* * * * *', maxAttempts: 3 },
    live: { run: () => pruneLiveEvents(db, now()), cron: '0 * * * *', maxAttempts: 3 },
    'dashboard-counts': { run: () => foldDashboardCounts(db), cron: '* * * * *', maxAttempts: 3 },
    'idempotency-prune': { run: () => pruneIdempotencyKeys(db, now()), cron: '0 * * * *', maxAttempts: 3 },
    'rate-limit-prune': { run: () => pruneRateLimitBuckets(db, now()), cron: '0 * * * *', maxAttempts: 3 },
    [CODE_REQUESTS_JOB]: {
      run: () => processCodeRequests(db).then(() => undefined),
      cron: '* * * * *',
      maxAttempts: 5,
    },
    [ACCOUNT_EXPORTS_JOB]: { run: () => runAccountExports(db, systemClock), cron: '*/5 * * * *', maxAttempts: 5 },
    // docs/privacy.md: daily, at night
    'privacy-retention': {
      run: () => enforceRetention(db, systemClock).then(() => undefined),
      cron: '30 3 * * *',
      maxAttempts: 3,
    },
  };
}

/** The handlers of `tasks`, for the runtime. */
export const handlersOf = (tasks: Record<string, Task>): Record<string, JobHandler> =>
  Object.fromEntries(Object.entries(tasks).map(([name, t]) => [name, t.run]));

/** The crontab of `tasks` (graphile-worker's format); the cron adds each tick's run once across all instances. */
const crontabOf = (tasks: Record<string, Task>): string =>
  Object.entries(tasks)
    .filter(([, t]) => t.cron)
    .map(([name, t]) => `${t.cron} ${name} ?max=${t.maxAttempts}&queue=${t.queue ?? name}&jobKey=${name}`)
    .join('\n');

// on globalThis: Next's bundle starts the jobs, the app server (its own copy of this module) stops them
const globalForJobs = globalThis as unknown as { __ikvJobStops?: (() => Promise<unknown>)[] | null };

async function startRuntime(databaseUrl: string, db: Db): Promise<JobRuntime | null> {
  try {
    const tasks = backgroundTasks(db);
    const runtime = await startJobRuntime({
      connectionString: databaseUrl,
      db,
      tasks: handlersOf(tasks),
      crontab: crontabOf(tasks),
    });
    // a run of every periodic task as the instance starts (as after downtime); the key keeps it one
    for (const [name, t] of Object.entries(tasks))
      await insertJob(db, name, {}, { queueName: t.queue ?? name, jobKey: name, maxAttempts: t.maxAttempts });
    return runtime;
  } catch (e) {
    log().error({ err: e }, 'jobs: the job runtime did not start');
    return null;
  }
}

/** Starts the jobs (idempotent); IKV_DISABLE_JOBS=1 or no DATABASE_URL leaves them off. */
export function startBackgroundJobs(): void {
  const { jobsDisabled, databaseUrl } = config();
  if (globalForJobs.__ikvJobStops || jobsDisabled || !databaseUrl) return;
  const db = processDb();
  const runtime = startRuntime(databaseUrl, db);
  globalForJobs.__ikvJobStops = [async () => (await runtime)?.stop()];
  log().info(
    'jobs: the job runtime runs mail delivery on request (and every minute), appointment reminders every 5 minutes, chat e-mail fallback, dashboard-count folding and code requests every minute, account exports every 5 minutes, pruning (live feed, idempotency keys, ended rate-limit windows) hourly, retention (docs/privacy.md) daily, webhook delivery on request and at each due retry, document reading on upload (and every minute)',
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
