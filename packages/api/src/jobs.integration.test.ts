// The instance's background jobs: started once, and after stopBackgroundJobs (the server's shutdown)
// none of them runs again, however much time passes. The intervals are fake (the database is real);
// the marker is each run's `job run` log line.
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@ikv/db/testing';
import { resetConfigForTests } from './infra/config.ts';
import { processDb } from './infra/database.ts';
import { captureLogs } from './infra/observability/index.ts';
import { startBackgroundJobs, stopBackgroundJobs } from './jobs.ts';

const PERIODIC = [
  'reminders',
  'chat-mail',
  'live',
  'dashboard-counts',
  'idempotency-prune',
  'code-requests',
  'mail-delivery',
  'webhook-delivery',
  'account-exports',
  'privacy-retention',
];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  resetConfigForTests();
  logs = captureLogs();
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  logs.restore();
  await processDb().$disconnect();
  await database.drop();
});

const runs = () =>
  logs.lines.filter((l) => l.msg === 'job run' || l.msg === 'job run failed').map((l) => String(l.job));

it('after stopBackgroundJobs no job runs again', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  startBackgroundJobs();
  startBackgroundJobs(); // idempotent: one set of jobs
  // every job runs once at start
  await expect.poll(() => new Set(runs()), { timeout: 20_000 }).toEqual(new Set(PERIODIC));
  expect(runs()).toHaveLength(PERIODIC.length);
  expect(vi.getTimerCount()).toBe(PERIODIC.length);

  // the marker sees a run the clock starts (the chat e-mail fallback, every minute)
  vi.advanceTimersByTime(60_000);
  await expect.poll(() => runs().filter((job) => job === 'chat-mail').length, { timeout: 20_000 }).toBe(2);

  await stopBackgroundJobs();
  const before = runs().length;
  expect(vi.getTimerCount()).toBe(0);
  vi.advanceTimersByTime(24 * 60 * 60_000);
  await processDb().$queryRaw`SELECT 1`;
  expect(runs()).toHaveLength(before);

  // and they can be started again (a test app, a restart in the same process)
  startBackgroundJobs();
  expect(vi.getTimerCount()).toBe(PERIODIC.length);
  await stopBackgroundJobs();
  expect(vi.getTimerCount()).toBe(0);
});
