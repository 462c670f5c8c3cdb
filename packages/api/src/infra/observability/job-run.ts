// One run of a background job as the operator sees it: its own request id and span, a log line
// (job, outcome, durationMs) and the job metrics (runs by outcome, last success, duration).
import { log } from './logger.ts';
import { metrics } from './metrics.ts';
import { newRequestId, runWithRequest } from './request-context.ts';
import { withSpan } from './tracing.ts';

/** Runs `fn` as a run of job `name`; rethrows its error after logging and counting it. */
export function runJob<T>(name: string, fn: () => Promise<T>): Promise<T> {
  return runWithRequest({ requestId: newRequestId(), operation: `job ${name}` }, async () => {
    const start = performance.now();
    const m = metrics();
    try {
      const result = await withSpan(`job ${name}`, { 'ikv.job': name }, fn);
      const durationMs = performance.now() - start;
      m?.jobRuns.inc({ job: name, outcome: 'ok' });
      m?.jobLastSuccess.set({ job: name }, Date.now() / 1000);
      m?.jobDuration.observe({ job: name }, durationMs / 1000);
      log().info({ job: name, outcome: 'ok', durationMs: Math.round(durationMs * 10) / 10 }, 'job run');
      return result;
    } catch (e) {
      const durationMs = performance.now() - start;
      m?.jobRuns.inc({ job: name, outcome: 'failed' });
      m?.jobDuration.observe({ job: name }, durationMs / 1000);
      log().error(
        { job: name, outcome: 'failed', durationMs: Math.round(durationMs * 10) / 10, err: e },
        'job run failed',
      );
      throw e;
    }
  });
}
