import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from './observability/logger.ts';
import { startPeriodicJob } from './periodic-job.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A job whose runs end only when the test says so (run n is `finish[n - 1]`). */
function controlledJob() {
  const finish: ((outcome?: Error) => void)[] = [];
  let runs = 0;
  let concurrent = 0;
  let maxConcurrent = 0;
  const run = () => {
    runs++;
    concurrent++;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    return new Promise<void>((resolve, reject) => {
      finish.push((outcome) => {
        concurrent--;
        if (outcome) reject(outcome);
        else resolve();
      });
    });
  };
  return { run, finish, runs: () => runs, maxConcurrent: () => maxConcurrent };
}

describe('startPeriodicJob', () => {
  it('runs at once, then at the next tick after a run ends; never two runs at once', async () => {
    const job = controlledJob();
    const stop = startPeriodicJob('test', job.run, { intervalMs: 5 });
    expect(job.runs()).toBe(1);
    // ten ticks while the first run is still busy: all skipped
    await vi.advanceTimersByTimeAsync(50);
    expect(job.runs()).toBe(1);
    job.finish[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.runs()).toBe(1); // not at once: at the next tick
    await vi.advanceTimersByTimeAsync(5);
    expect(job.runs()).toBe(2);
    expect(job.maxConcurrent()).toBe(1);
    void stop(); // the second run stays in flight
  });

  it('logs a failed run and runs again at the next tick', async () => {
    const job = controlledJob();
    const logs: string[] = [];
    const structured = captureLogs();
    const stop = startPeriodicJob('test', job.run, { intervalMs: 5, log: (m) => logs.push(m) });
    job.finish[0]!(new Error('boom'));
    await vi.advanceTimersByTimeAsync(0);
    structured.restore();
    expect(logs).toEqual(['[test] run failed']);
    expect(structured.lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual(['job run failed']);
    await vi.advanceTimersByTimeAsync(5);
    expect(job.runs()).toBe(2);
    job.finish[1]!();
    await vi.advanceTimersByTimeAsync(5);
    expect(job.runs()).toBe(3);
    expect(logs).toEqual(['[test] run failed']);
    void stop(); // the third run stays in flight
  });

  it('stop() ends the ticks: a run in flight finishes, no new one starts', async () => {
    const job = controlledJob();
    const stop = startPeriodicJob('test', job.run, { intervalMs: 5 });
    const stopped = stop();
    job.finish[0]!();
    await stopped;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job.runs()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  describe('with fake timers', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('after stop no run starts, however much time passes; stop waits for the run in flight', async () => {
      vi.useFakeTimers();
      let started = 0;
      let finish: () => void = () => undefined;
      const stop = startPeriodicJob(
        'marker',
        () => {
          started++;
          return new Promise<void>((resolve) => (finish = resolve));
        },
        { intervalMs: 1_000 },
      );
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
