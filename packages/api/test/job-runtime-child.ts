// One instance of the job runtime in a process of its own, for the kill -9 test
// (src/infra/jobs/runtime.integration.test.ts). Its task `test-effect` notes each start, then, unless
// JOB_TEST_STALL=1 makes it hang until the process is killed, writes its effect.
import { createDb } from '@ikv/db';
import { startJobRuntime } from '../src/infra/jobs/runtime.ts';

const url = process.env.JOB_TEST_DATABASE_URL!;
const stall = process.env.JOB_TEST_STALL === '1';
const db = createDb(url, { max: 2 });
await startJobRuntime({
  connectionString: url,
  db,
  tasks: {
    'test-effect': async (payload) => {
      const { key } = payload as { key: string };
      await db.$executeRawUnsafe('INSERT INTO job_test_starts (key, pid) VALUES ($1, $2)', key, process.pid);
      if (stall) await new Promise(() => undefined);
      await db.$executeRawUnsafe('INSERT INTO job_test_effects (key) VALUES ($1)', key);
    },
  },
});
process.stdout.write('ready\n');
