import { describe, expect, it } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('startPeriodicJob', () => {
  it('runs at once and then periodically, never overlapping, logging failures and going on', async () => {
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const logs: string[] = [];
    const stop = startPeriodicJob(
      'test',
      async () => {
        runs++;
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await sleep(25);
        concurrent--;
        if (runs === 2) throw new Error('boom');
      },
      { intervalMs: 5, log: (m) => logs.push(m) },
    );
    expect(runs).toBe(1);
    for (let i = 0; i < 100 && runs < 3; i++) await sleep(20); // generous under load
    stop();
    const after = runs;
    await sleep(60);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs - after).toBeLessThanOrEqual(1); // at most the run already in flight
    expect(maxConcurrent).toBe(1);
    expect(logs).toEqual(['[test] run failed']);
  });
});
