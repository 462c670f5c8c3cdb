import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const stopped = stop();
    const after = runs;
    await stopped; // the run in flight (if any) has ended
    await sleep(60);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBe(after); // nothing started after stop
    expect(maxConcurrent).toBe(1);
    expect(logs).toEqual(['[test] run failed']);
  });

  describe('with fake timers', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('after stop no run starts, however much time passes; stop waits for the run in flight', async () => {
      vi.useFakeTimers();
      let started = 0;
      let finish: () => void = () => undefined;
      const stop = startPeriodicJob('marker', () => {
        started++;
        return new Promise<void>((resolve) => (finish = resolve));
      }, { intervalMs: 1_000 });
      expect(started).toBe(1);
      await vi.advanceTimersByTimeAsync(5_000); // the first run still in flight: no overlap
      expect(started).toBe(1);
      finish();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(started).toBe(2);
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false); // the second run has not ended yet
      finish();
      await stopping;
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(started).toBe(2);
    });
  });
});
