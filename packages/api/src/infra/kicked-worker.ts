// One worker per database that works soon after it is kicked (after a transaction that queued work
// commits) and, from the first kick on, every `intervalMs` for retries and for what other instances
// queued. A kick while a round runs makes it go round once more; rounds never overlap. The workers
// live on globalThis: the app server (REST) and Next's bundle each load the modules that kick, and a
// kick from either must reach the one worker per database that the shutdown stops (jobs.ts).
import type { Db } from '@ikv/db';
import { runJob } from './observability/job-run.ts';

interface WorkerState {
  running: Promise<unknown> | null;
  again: boolean;
  timer: NodeJS.Timeout;
}

interface KickedWorker {
  /** Work soon; the first call also starts the periodic round. Never throws. */
  kick(db: Db): void;
  /** Stop the periodic round for a database and wait for a running round (tests, shutdown). */
  stop(db: Db): Promise<unknown>;
}

/** A kicked worker running `round` as the job `job` (its runs counted and logged by runJob). */
export function kickedWorker(job: string, intervalMs: number, round: (db: Db) => Promise<void>): KickedWorker {
  const store = globalThis as unknown as Record<string, WeakMap<Db, WorkerState> | undefined>;
  const workers = (store[`__ikvKickedWorkers:${job}`] ??= new WeakMap());

  function kick(db: Db): void {
    let state = workers.get(db);
    if (!state) {
      const timer = setInterval(() => kick(db), intervalMs);
      timer.unref();
      state = { running: null, again: false, timer };
      workers.set(db, state);
    }
    const s = state;
    if (s.running) {
      s.again = true;
      return;
    }
    s.running = runJob(job, async () => {
      do {
        s.again = false;
        await round(db);
      } while (s.again);
    })
      .catch(() => undefined) // runJob logged and counted the failure
      .finally(() => {
        s.running = null;
      });
  }

  function stop(db: Db): Promise<unknown> {
    const state = workers.get(db);
    if (!state) return Promise.resolve();
    clearInterval(state.timer);
    workers.delete(db);
    return state.running ?? Promise.resolve();
  }

  return { kick, stop };
}
