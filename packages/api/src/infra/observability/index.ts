// Request ids, structured logs, metrics and traces (API.md, Operations; docs/operations.md).
import { setQueryObserver } from '@ikv/db';
import { log } from './logger.ts';
import { metrics } from './metrics.ts';
import { initTracing, startQuerySpan } from './tracing.ts';

export {
  currentRequest,
  newRequestId,
  noteOperation,
  noteRequestUser,
  runWithRequest,
  saneRequestId,
  type RequestStore,
} from './request-context.ts';
export { captureLogs, createLogger, fileDestination, log, useLogDestination, type Logger } from './logger.ts';
export {
  metrics,
  metricsReply,
  observeDocumentReading,
  resetMetricsForTests,
  setDocumentsWaitingSource,
  setJobQueuesSource,
  setMailOutboxSource,
  statusClass,
  type JobQueues,
  type MailOutbox,
} from './metrics.ts';
export { flushTracing, initTracing, tracing, withSpan } from './tracing.ts';
export { runJob } from './job-run.ts';
export { redact, redactText, REDACTED_FRAGMENTS, REDACTED_KEYS } from './redact.ts';

/**
 * Starts what the environment asks for, once per process: the tracing SDK (OTEL_EXPORTER_OTLP_ENDPOINT),
 * the metrics (METRICS_TOKEN), and the database-query observer when either is on (otherwise queries
 * pass unobserved).
 */
export async function startObservability(): Promise<void> {
  const t = await initTracing();
  const m = metrics();
  if (!t && !m) {
    setQueryObserver(null, (msg) => log().warn(msg));
    return;
  }
  setQueryObserver(
    (statement) => {
      const start = performance.now();
      const endSpan = startQuerySpan(statement);
      return (error) => {
        m?.queryDuration.observe({ outcome: error ? 'error' : 'ok' }, (performance.now() - start) / 1000);
        endSpan?.(error);
      };
    },
    (msg) => log().warn(msg),
  );
}
