// The instance's metrics (API.md, Operations) with prom-client, served as Prometheus text at
// GET /api/metrics behind METRICS_TOKEN. Only recorded when METRICS_TOKEN is set (the hot path then
// costs a histogram observation per request and per query; measured by `pnpm bench`). One registry
// per process on globalThis: the app server and Next's bundle feed the same one.
// Names follow OpenTelemetry's semantic conventions where one exists (http.server.request.duration
// → http_server_request_duration_seconds, db.client.operation.duration, db.client.connection.count).
import { timingSafeEqual } from 'node:crypto';
import client, { type Counter, type Gauge, type Histogram, type Registry } from 'prom-client';
import { poolUse } from '@ikv/db';
import { config } from '../config.ts';
import { problem as problemOf } from '../../errors/to-problem.ts';
import { log } from './logger.ts';

/** OpenTelemetry's advised buckets for http.server.request.duration (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'operation' | 'http_request_method' | 'status_class'>;
  queryDuration: Histogram<'outcome'>;
  jobRuns: Counter<'job' | 'outcome'>;
  jobLastSuccess: Gauge<'job'>;
  jobDuration: Histogram<'job'>;
  documentReading: Histogram<'outcome'>;
}

type Source = () => number | null | Promise<number | null>;
/** The mail outbox as its gauges show it: queued, unsent mails and the age of the oldest (0 when none waits). */
export type MailOutbox = { backlog: number; oldestAgeSeconds: number };
type OutboxSource = () => Promise<MailOutbox | null>;
/** The job runtime's queue per task: jobs waiting or running, and dead letters (attempts used up). */
export type JobQueues = { task: string; backlog: number; deadLetters: number }[];
type JobQueuesSource = () => Promise<JobQueues | null>;
const globalForMetrics = globalThis as unknown as {
  __ikvMetrics?: Metrics | null;
  __ikvDocumentsWaiting?: Source;
  __ikvMailOutbox?: OutboxSource;
  __ikvJobQueues?: JobQueuesSource;
};

/** The database pool's connections by state, its maximum and the requests waiting for one. */
function registerPoolGauges(registry: client.Registry): void {
  new client.Gauge({
    name: 'db_client_connection_count',
    help: 'Connections of the database pool by state (used, idle).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUse();
      if (!use) return;
      this.set({ state: 'used' }, use.total - use.idle);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  new client.Gauge({
    name: 'db_client_connection_max',
    help: 'The most connections the database pool may open (DATABASE_POOL_SIZE).',
    registers: [registry],
    collect() {
      const use = poolUse();
      if (use) this.set(use.max);
    },
  });
  new client.Gauge({
    name: 'db_client_connection_pending_requests',
    help: 'Requests waiting for a database connection (pool saturated when above zero for long).',
    registers: [registry],
    collect() {
      const use = poolUse();
      if (use) this.set(use.waiting);
    },
  });
}

/** What waits, read when scraped: live subscribers, the mail outbox, the job runtime's queues, documents to read. */
function registerBacklogGauges(registry: client.Registry): void {
  new client.Gauge({
    name: 'ikv_live_subscribers',
    help: 'Open live-feed subscriptions (browser tabs on server-sent events) of this instance.',
    registers: [registry],
    collect() {
      const hubs = (globalThis as unknown as { __ikvLiveHubs?: Map<string, { listenerCount(): number }> })
        .__ikvLiveHubs;
      let n = 0;
      for (const hub of hubs?.values() ?? []) n += hub.listenerCount();
      this.set(n);
    },
  });
  const outbox = outboxReader();
  new client.Gauge({
    name: 'ikv_mail_outbox_backlog',
    help: 'Mails queued and not yet sent (whole database).',
    registers: [registry],
    async collect() {
      const o = await outbox();
      if (o) this.set(o.backlog);
    },
  });
  new client.Gauge({
    name: 'ikv_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest queued mail, 0 when none waits.',
    registers: [registry],
    async collect() {
      const o = await outbox();
      if (o) this.set(o.oldestAgeSeconds);
    },
  });
  const queues = sharedRead('the job queues', () => globalForMetrics.__ikvJobQueues?.() ?? Promise.resolve(null));
  new client.Gauge({
    name: 'ikv_job_backlog',
    help: 'Jobs of the job runtime waiting or running, per task (whole database).',
    labelNames: ['task'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of (await queues()) ?? []) this.set({ task: q.task }, q.backlog);
    },
  });
  new client.Gauge({
    name: 'ikv_job_dead_letters',
    help: 'Jobs of the job runtime that failed every attempt and are not retried (dead letters), per task.',
    labelNames: ['task'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of (await queues()) ?? []) this.set({ task: q.task }, q.deadLetters);
    },
  });
  new client.Gauge({
    name: 'ikv_documents_waiting',
    help: 'Uploaded documents waiting to be read (figures not yet extracted).',
    registers: [registry],
    async collect() {
      const source = globalForMetrics.__ikvDocumentsWaiting;
      const n = source ? await source() : null;
      if (n !== null) this.set(n);
    },
  });
}

function create(): Metrics {
  const registry = new client.Registry();
  // process CPU and memory, heap, GC and the event-loop delay (nodejs_eventloop_lag_*_seconds)
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requestDuration = new client.Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Duration of HTTP server requests, per operation, method and status class (OpenTelemetry http.server.request.duration).',
    labelNames: ['operation', 'http_request_method', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const queryDuration = new client.Histogram({
    name: 'db_client_operation_duration_seconds',
    help: 'Duration of database queries of this instance (OpenTelemetry db.client.operation.duration).',
    labelNames: ['outcome'] as const,
    buckets: DB_BUCKETS,
    registers: [registry],
  });
  registerPoolGauges(registry);
  registerBacklogGauges(registry);
  const jobRuns = new client.Counter({
    name: 'ikv_job_runs_total',
    help: 'Background job runs of this instance by outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobLastSuccess = new client.Gauge({
    name: 'ikv_job_last_success_timestamp_seconds',
    help: 'Unix time of the last successful run of each background job on this instance.',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobDuration = new client.Histogram({
    name: 'ikv_job_duration_seconds',
    help: 'Duration of background job runs.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const documentReading = new client.Histogram({
    name: 'ikv_document_reading_duration_seconds',
    help: 'Time to read one document (figures from PDF/XBRL), by outcome.',
    labelNames: ['outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  return { registry, requestDuration, queryDuration, jobRuns, jobLastSuccess, jobDuration, documentReading };
}

/** The outbox's backlog and oldest age from its registered source, read at most once per scrape (both gauges share the read). */
const outboxReader = () =>
  sharedRead('the mail outbox', () => globalForMetrics.__ikvMailOutbox?.() ?? Promise.resolve(null));

/** A source read at most once per scrape (the gauges that show it share the read); a failed read shows nothing. */
function sharedRead<T>(what: string, read: () => Promise<T | null>): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null;
  return () =>
    (pending ??= (async () => {
      try {
        return await read();
      } catch (e) {
        log().warn({ err: e }, `metrics: could not read ${what}`);
        return null;
      } finally {
        setImmediate(() => (pending = null));
      }
    })());
}

/** The process's metrics when METRICS_TOKEN is set, else null (nothing is recorded). */
export function metrics(): Metrics | null {
  if (globalForMetrics.__ikvMetrics === undefined)
    globalForMetrics.__ikvMetrics = config().metricsToken ? create() : null;
  return globalForMetrics.__ikvMetrics;
}

/** Drops the process's metrics so the next call reads METRICS_TOKEN again (tests). */
export function resetMetricsForTests(): void {
  globalForMetrics.__ikvMetrics?.registry.clear();
  delete globalForMetrics.__ikvMetrics;
}

/** The source of `ikv_documents_waiting` (document reading feeds it: a count query or an in-memory queue length). */
export function setDocumentsWaitingSource(source: Source | undefined): void {
  globalForMetrics.__ikvDocumentsWaiting = source;
}

/**
 * The source of `ikv_mail_outbox_backlog` and `ikv_mail_outbox_oldest_age_seconds` (the mail module's
 * read of the whole database's outbox, registered where the app is wired: compose.ts).
 */
export function setMailOutboxSource(source: OutboxSource | undefined): void {
  globalForMetrics.__ikvMailOutbox = source;
}

/** The source of `ikv_job_backlog` and `ikv_job_dead_letters` (the job runtime's queue, registered in compose.ts). */
export function setJobQueuesSource(source: JobQueuesSource | undefined): void {
  globalForMetrics.__ikvJobQueues = source;
}

/** One document read: its duration and outcome (`ok`, `failed`, …). */
export function observeDocumentReading(seconds: number, outcome: string): void {
  metrics()?.documentReading.observe({ outcome }, seconds);
}

/** `2xx`, `4xx`, …: the status class label. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** GET /api/metrics: 404 without METRICS_TOKEN, 401 without the right bearer token, else Prometheus text. */
export async function metricsReply(
  authorization: string | undefined,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const token = config().metricsToken;
  const m = metrics();
  const refuse = (unauthenticated: boolean) => {
    const p = unauthenticated
      ? problemOf('UNAUTHENTICATED', 'Stuur Authorization: Bearer met het METRICS_TOKEN van deze instantie.')
      : problemOf('NOT_FOUND', 'Not found');
    const headers: Record<string, string> = {
      'content-type': 'application/problem+json; charset=utf-8',
      'cache-control': 'no-store',
    };
    if (unauthenticated) headers['www-authenticate'] = 'Bearer realm="metrics"';
    return { status: p.status, headers, body: JSON.stringify(p) };
  };
  if (!token || !m) return refuse(false);
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!given || !sameSecret(given, token)) return refuse(true);
  return {
    status: 200,
    headers: { 'content-type': m.registry.contentType, 'cache-control': 'no-store' },
    body: await m.registry.metrics(),
  };
}
