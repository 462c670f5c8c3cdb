// The job runtime against real PostgreSQL: a job survives kill -9 of the instance running it (another
// instance runs it to the end, its effect happens once), a failed job is retried and ends as a dead
// letter when its attempts are used up, and the metrics source counts backlog and dead letters per task.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@ikv/db';
import { createTestDatabase } from '@ikv/db/testing';
import { startJobRuntime } from './runtime.ts';
import { insertJob, readJobQueues } from './job-runtime.repository.ts';
import { advisoryLocksOfThisDatabase } from '../../../test/advisory-locks.ts';

let db: Db;
let url: string;
let drop: () => Promise<void>;
const children: ChildProcess[] = [];
beforeAll(async () => {
  const database = await createTestDatabase();
  url = database.url;
  drop = database.drop;
  db = createDb(url, { max: 4 });
  await db.$executeRawUnsafe('CREATE TABLE job_test_starts (key text, pid int)');
  await db.$executeRawUnsafe('CREATE TABLE job_test_effects (key text)');
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await db?.$disconnect();
  await drop?.();
});

/** Waits for `done` (polled, no fixed sleep), failing after 20 s. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const CHILD = fileURLToPath(new URL('../../../test/job-runtime-child.ts', import.meta.url));

/** A runtime instance in a child process; resolves once it runs. */
function instance(stall: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, JOB_TEST_DATABASE_URL: url, JOB_TEST_STALL: stall ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout!.on('data', (c: Buffer) => c.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`instance exited (${code}): ${err}`)));
  });
}

const count = async (table: string, key: string) =>
  (await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM ${table} WHERE key = $1`, key))[0]!.n;
const jobsOf = async (task: string) =>
  db.$queryRaw<{ attempts: number; locked_by: string | null; last_error: string | null }[]>`
    SELECT attempts, locked_by, last_error FROM graphile_worker.jobs WHERE task_identifier = ${task}`;

describe('the job runtime', () => {
  it('a job whose instance is killed (kill -9) mid-run is run to the end by another instance, its effect once', async () => {
    const first = await instance(true);
    await insertJob(db, 'test-effect', { key: 'k1' });
    await until(async () => (await count('job_test_starts', 'k1')) === 1n);
    const gone = new Promise((r) => first.once('exit', r));
    first.kill('SIGKILL');
    await gone;
    // PostgreSQL has ended the dead instance's sessions (its liveness lock is gone with them)
    await until(async () => (await advisoryLocksOfThisDatabase(db)).length === 0);
    expect(await jobsOf('test-effect')).toEqual([
      expect.objectContaining({ attempts: 1, locked_by: expect.any(String) }),
    ]);
    // the rescue leaves jobs locked for less than a second alone (a new instance takes its lock as it starts)
    await until(
      async () =>
        (
          await db.$queryRaw<
            unknown[]
          >`SELECT 1 FROM graphile_worker.jobs WHERE locked_at < now() - interval '1 second'`
        ).length === 1,
    );

    const second = await instance(false);
    await until(async () => (await jobsOf('test-effect')).length === 0);
    expect(await count('job_test_starts', 'k1')).toBe(2n);
    expect(await count('job_test_effects', 'k1')).toBe(1n);
    second.kill('SIGTERM');
  });

  it('retries a failed job and keeps it as a dead letter once its attempts are used up; the metrics count both', async () => {
    let runs = 0;
    const runtime = await startJobRuntime({
      connectionString: url,
      db,
      tasks: {
        'test-fails': async () => {
          runs++;
          throw new Error(`poging ${runs} mislukt`);
        },
      },
    });
    try {
      await insertJob(db, 'test-fails', {}, { maxAttempts: 2 });
      await until(
        async () => (await jobsOf('test-fails'))[0]?.attempts === 1 && !(await jobsOf('test-fails'))[0]?.locked_by,
      );
      expect(await readJobQueues(db)).toContainEqual({ task: 'test-fails', backlog: 1, deadLetters: 0 });
      // the backoff has passed
      await db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now()`;
      await until(
        async () => (await jobsOf('test-fails'))[0]?.attempts === 2 && !(await jobsOf('test-fails'))[0]?.locked_by,
      );
      expect(runs).toBe(2);
      expect((await jobsOf('test-fails'))[0]!.last_error).toContain('poging 2 mislukt');
      expect(await readJobQueues(db)).toContainEqual({ task: 'test-fails', backlog: 0, deadLetters: 1 });
    } finally {
      await runtime.stop();
    }
  });

  it('once stopped, its connections are closed: the server ending them then (a restart, a dropped database) fails nothing', async () => {
    const unhandled: unknown[] = [];
    const note = (e: unknown) => unhandled.push(e);
    process.on('uncaughtException', note);
    try {
      // the server ends every connection (what DROP DATABASE … WITH (FORCE) does) while the runtime stops,
      // at a few moments of its stopping
      for (const ms of [0, 0, 2, 5, 10, 20]) {
        const runtime = await startJobRuntime({ connectionString: url, db, tasks: {}, pollIntervalMs: 50 });
        const stopping = runtime.stop();
        await new Promise((r) => setTimeout(r, ms));
        await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`;
        await stopping;
        // (a backend leaves pg_stat_activity a moment after its client has gone)
        await expect
          .poll(
            async () =>
              (
                await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pg_stat_activity
                  WHERE datname = current_database() AND application_name LIKE 'ikv-jobs%'`
              )[0]!.n,
            { timeout: 2_000 },
          )
          .toBe(0n);
      }
      await new Promise((r) => setTimeout(r, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', note);
    }
  });
});
