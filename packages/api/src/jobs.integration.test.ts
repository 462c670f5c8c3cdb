// The instance's background jobs: started once, every periodic task runs as the instance starts, the
// cron is installed, and after stopBackgroundJobs (the server's shutdown) no job of this instance
// runs again: a job added then waits for an instance. The marker is each run's `job run` log line.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '@ikv/db/testing';
import { resetConfigForTests } from './infra/config.ts';
import { processDb } from './infra/database.ts';
import { captureLogs } from './infra/observability/index.ts';
import { insertJob } from './infra/jobs/job-runtime.repository.ts';
import { advisoryLocksOfThisDatabase } from '../test/advisory-locks.ts';
import { startBackgroundJobs, stopBackgroundJobs } from './jobs.ts';

const PERIODIC = [
  'reminders',
  'chat-mail',
  'live',
  'dashboard-counts',
  'idempotency-prune',
  'rate-limit-prune',
  'code-requests',
  'mail-delivery',
  'webhook-delivery',
  'account-exports',
  'privacy-retention',
  'intake',
  'intake-read-on',
];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  resetConfigForTests();
  logs = captureLogs();
});

afterAll(async () => {
  logs.restore();
  await processDb().$disconnect();
  await database.drop();
});

const runs = () =>
  logs.lines.filter((l) => l.msg === 'job run' || l.msg === 'job run failed').map((l) => String(l.job));
const waiting = async () =>
  (await processDb().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs`)[0]!.n;

it('every periodic job runs at start, the cron is installed, and after stopBackgroundJobs no job runs', async () => {
  const minute = () => Math.floor(Date.now() / 60_000);
  const startMinute = minute();
  startBackgroundJobs();
  startBackgroundJobs(); // idempotent: one set of jobs
  await expect.poll(() => new Set(runs()), { timeout: 20_000 }).toEqual(new Set(PERIODIC));
  // each task once at the start, and at most once more per minute the cron may have begun meanwhile (a
  // busy machine can take longer than a minute to get here): a second set of jobs would run each twice
  const ticks = minute() - startMinute;
  for (const task of PERIODIC) expect(runs().filter((r) => r === task).length, task).toBeLessThanOrEqual(1 + ticks);
  await expect.poll(waiting, { timeout: 20_000 }).toBe(0n);
  // the cron of this instance, one line per periodic task (and the rescue of dead instances' jobs)
  const cron = await processDb().$queryRaw<{ identifier: string }[]>`
    SELECT identifier FROM graphile_worker._private_known_crontabs`;
  expect(new Set(cron.map((c) => c.identifier))).toEqual(new Set([...PERIODIC, 'jobs-rescue']));

  await stopBackgroundJobs();
  const before = runs().length;
  // the runtime of this instance is gone (its liveness lock with it), so a job added now waits
  expect(await advisoryLocksOfThisDatabase(processDb())).toEqual([]);
  await insertJob(processDb(), 'chat-mail', {});
  expect(runs()).toHaveLength(before);
  expect(await waiting()).toBe(1n);

  // and they can be started again (a restart in the same process): the waiting job runs
  startBackgroundJobs();
  await expect.poll(waiting, { timeout: 20_000 }).toBe(0n);
  expect(runs().filter((job) => job === 'chat-mail').length).toBeGreaterThanOrEqual(2);
  await stopBackgroundJobs();
});
