// The job runtime: every background job of the app runs on graphile-worker, a PostgreSQL-backed
// queue (docs/architecture.md, Background jobs). Jobs are rows in `graphile_worker`'s tables, added
// in the transaction that causes them (job-runtime.repository.ts insertJob) or by its cron; any
// instance runs them, each job on one worker at a time. A failed job is retried with exponential
// backoff (graphile-worker: exp(min(attempt, 10)) seconds) until its attempts are used up; it then
// stays in the table as a dead letter, counted per task in /api/metrics.
//
// A job that an instance was running when it died (kill -9, a lost machine) would stay locked for
// four hours in graphile-worker. Here every worker pool holds an advisory lock on a connection of its
// own while it lives (openLiveness); the runtime's rescue (at start and every minute) hands the jobs
// of pools without that lock back to the queue, so they run again elsewhere within a minute.
import { Logger, run, type JobHelpers, type LogFunctionFactory, type Runner, type TaskList } from 'graphile-worker';
import { EventEmitter } from 'node:events';
import type { Db } from '@ikv/db';
import { log } from '../observability/logger.ts';
import { runJob } from '../observability/job-run.ts';
import { redactText } from '../observability/redact.ts';
import { openJobPool, openLiveness, releaseJobsOfDeadPools } from './job-runtime.repository.ts';

/** What a job's handler learns about its run. */
export interface JobRun {
  /** 1 on the first attempt */
  attempt: number;
  maxAttempts: number;
  /** aborted when the instance shuts down and the job has not finished in time */
  signal: AbortSignal | undefined;
}

/** A task: runs one job with its payload; throwing fails the attempt (retried with backoff). */
export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

interface JobRuntimeOptions {
  connectionString: string;
  /** for the runtime's own bookkeeping (the rescue of dead instances' jobs) */
  db: Db;
  tasks: Record<string, JobHandler>;
  /** graphile-worker crontab lines (`<minute> <hour> <dom> <month> <dow> <task> [?opts] [payload]`) */
  crontab?: string;
  /** jobs this instance runs at once */
  concurrency?: number;
  /** how often to look for jobs whose time came (new jobs arrive at once via LISTEN/NOTIFY) */
  pollIntervalMs?: number;
}

export interface JobRuntime {
  /** Stops taking jobs and waits for the running ones (graceful shutdown). */
  stop(): Promise<void>;
}

const RESCUE_TASK = 'jobs-rescue';

/**
 * graphile-worker's log lines into the app's structured log: its errors and warnings, not its chatter,
 * and not its line per failed job (runJob logs every run already).
 */
const logFactory: LogFunctionFactory = (scope) => (level, message, meta) => {
  if (meta?.failure) return;
  if (level === 'error') log().error({ jobRuntime: scope, ...meta }, message);
  else if (level === 'warning') log().warn({ jobRuntime: scope, ...meta }, message);
};

function taskList(tasks: Record<string, JobHandler>, db: Db): TaskList {
  const list: TaskList = {
    [RESCUE_TASK]: async () => {
      const dead = await releaseJobsOfDeadPools(db);
      if (dead > 0) log().warn({ pools: dead }, 'jobs: released the jobs of instances that are gone');
    },
  };
  for (const [name, handler] of Object.entries(tasks))
    list[name] = (payload: unknown, helpers: JobHelpers) =>
      runJob(name, () =>
        handler(payload, {
          attempt: helpers.job.attempts,
          maxAttempts: helpers.job.max_attempts,
          signal: helpers.abortSignal,
        }),
      ).catch((e: unknown) => {
        // the runtime keeps the error with the job (last_error): without the secrets a log line drops
        throw new Error(redactText(e instanceof Error ? e.message : String(e)));
      });
  return list;
}

/** Starts this instance's runtime: its workers, its share of the cron, and the rescue of dead instances' jobs. */
export async function startJobRuntime(options: JobRuntimeOptions): Promise<JobRuntime> {
  const liveness = await openLiveness(options.connectionString);
  const events = new EventEmitter();
  const alive: Promise<void>[] = [];
  // before the pool's workers take their first job (the rescue also waits a grace period)
  events.on('pool:create', ({ workerPool }: { workerPool: { id: string } }) => {
    alive.push(liveness.alive(workerPool.id));
  });
  const concurrency = options.concurrency ?? 4;
  // graphile-worker's own default size (10), and never fewer connections than jobs at once
  const pool = openJobPool(options.connectionString, Math.max(10, concurrency));
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      concurrency,
      pollInterval: options.pollIntervalMs ?? 2_000,
      noHandleSignals: true, // apps/web/server.ts stops the jobs on SIGTERM (stopBackgroundJobs)
      events,
      logger: new Logger(logFactory),
      taskList: taskList(options.tasks, options.db),
      crontab: [`* * * * * ${RESCUE_TASK} ?max=1`, options.crontab ?? ''].join('\n'),
    });
    await Promise.all(alive);
  } catch (e) {
    await liveness.close();
    await pool.end();
    throw e;
  }
  // jobs left behind by an instance that died before this one started
  void releaseJobsOfDeadPools(options.db).catch((e: unknown) => log().warn({ err: e }, 'jobs: rescue failed'));
  return {
    async stop() {
      await runner.stop();
      await pool.end();
      await liveness.close();
    },
  };
}
