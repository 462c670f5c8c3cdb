// A background job of an app instance: run now, then every `intervalMs`, never two runs of the same
// job at once in this process, errors logged and retried at the next tick. Jobs keep their state in
// PostgreSQL and claim their work there, so every instance may run them. Each run has its own request
// id, log line, span and metrics (observability/job-run.ts).
import { runJob } from './observability/job-run.ts';

type PeriodicJobOptions = {
  intervalMs: number;
  log?: (msg: string, e?: unknown) => void;
};

/** Starts the job; returns the function that stops it, whose promise settles when a run in flight has ended. */
export function startPeriodicJob(
  name: string,
  run: () => Promise<unknown>,
  options: PeriodicJobOptions,
): () => Promise<void> {
  const log = options.log ?? (() => undefined); // runJob logs every failure already
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await runJob(name, run);
      } catch (e) {
        log(`[${name}] run failed`, e);
      } finally {
        running = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
