// The job runtime's database door (runtime.ts): adding a job (in the caller's transaction when it
// passes one), the queue's counts for the metrics, and the liveness of runtime instances. The
// runtime is graphile-worker; its schema `graphile_worker` is installed with the migrations
// (packages/db/src/migrate/apply-migrations.ts).
import type { Db, Tx } from '@ikv/db';
import pg from 'pg';
import { log } from '../observability/logger.ts';

/** How a job is queued. */
interface JobSpec {
  /** jobs with the same queue name run one after another, never at once (e.g. one queue per account) */
  queueName?: string;
  /** a key: adding a job whose key is already waiting replaces it (one pending run), a running one is left alone and a new one queued */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Queues a run of `task` with `payload` (committed with `db`'s transaction when it is one). */
export async function insertJob(db: Db | Tx, task: string, payload: object, spec: JobSpec = {}): Promise<void> {
  await db.$executeRaw`SELECT graphile_worker.add_job(
    identifier => ${task}::text,
    payload => ${JSON.stringify(payload)}::json,
    queue_name => ${spec.queueName ?? null}::text,
    run_at => ${spec.runAt ?? null}::timestamptz,
    max_attempts => ${spec.maxAttempts ?? null}::int,
    job_key => ${spec.jobKey ?? null}::text)`;
}

/** Per task: jobs waiting or running (backlog) and jobs that used all their attempts (dead letters). */
interface JobQueueCount {
  task: string;
  backlog: number;
  deadLetters: number;
}

export async function readJobQueues(db: Db): Promise<JobQueueCount[]> {
  const rows = await db.$queryRaw<{ task: string; backlog: bigint; dead: bigint }[]>`
    SELECT t.identifier AS task,
      count(*) FILTER (WHERE j.attempts < j.max_attempts OR j.locked_at IS NOT NULL) AS backlog,
      count(*) FILTER (WHERE j.attempts >= j.max_attempts AND j.locked_at IS NULL) AS dead
    FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    GROUP BY t.identifier`;
  return rows.map((r) => ({ task: r.task, backlog: Number(r.backlog), deadLetters: Number(r.dead) }));
}

/**
 * The runtime's connection pool, owned here rather than by graphile-worker: when graphile-worker makes
 * its own, its stop takes the pool's error handler away and ends the pool without waiting, so a
 * connection still closing that the server then ends (a restart, a dropped test database) raised an
 * error nobody handled and ended the process. This one keeps its handlers and `end()` is awaited.
 */
export function openJobPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, application_name: 'ikv-jobs' });
  // a connection lost while idle is dropped by the pool; one lost while checked out fails its query, and the job is retried
  const lost = (e: Error) => log().warn({ err: e }, 'jobs: a database connection was lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/** The advisory-lock namespace of runtime pools (two-key form: namespace, hashtext(pool id)). */
const LIVENESS_NAMESPACE = 0x696b76; // "ikv"

/**
 * A runtime instance's liveness: one connection that holds an advisory lock per worker pool of the
 * instance. PostgreSQL drops the locks when the connection goes, also when the process is killed.
 */
export async function openLiveness(connectionString: string): Promise<{
  alive(poolId: string): Promise<void>;
  close(): Promise<void>;
}> {
  const client = new pg.Client({ connectionString, application_name: 'ikv-jobs-liveness' });
  client.on('error', () => undefined); // a lost connection only ends the liveness; the runtime itself reconnects
  await client.connect();
  return {
    async alive(poolId) {
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [LIVENESS_NAMESPACE, poolId]);
    },
    close: () => client.end(),
  };
}

/**
 * Unlocks the jobs of pools whose instance is gone (no connection holds the pool's liveness lock),
 * locked for at least `graceSeconds` (a new pool takes its lock as it starts): they run again, on
 * any instance, as their next attempt. Returns how many dead pools were found.
 */
export async function releaseJobsOfDeadPools(db: Db, graceSeconds = 1): Promise<number> {
  const dead = await db.$queryRaw<{ locked_by: string }[]>`
    SELECT DISTINCT j.locked_by FROM graphile_worker._private_jobs j
    WHERE j.locked_by IS NOT NULL
      AND j.locked_at < now() - make_interval(secs => ${graceSeconds})
      AND NOT EXISTS (
        SELECT 1 FROM pg_locks l
        WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND l.classid = ${LIVENESS_NAMESPACE}::int::oid
          AND l.objid = hashtext(j.locked_by)::oid)`;
  if (dead.length === 0) return 0;
  await db.$executeRaw`SELECT graphile_worker.force_unlock_workers(${dead.map((d) => d.locked_by)}::text[])`;
  return dead.length;
}
