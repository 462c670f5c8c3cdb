// API.md, Operations: an instance with METRICS_TOKEN and an OTLP endpoint (a local receiver): the
// request id comes back and is on the request's JSON log line (with status and duration) and spans;
// /api/metrics refuses without the token and shows the request-duration histogram of the operation,
// the event-loop delay and the pool use; an IKV issue is one trace with database, PDF and signing
// spans; a job run has its own id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDb } from '../database.ts';
import { createTestDatabase } from '@ikv/db/testing';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { startObservedServer, startOtlpReceiver, type ReceivedSpan } from '../../../test/observed-server.ts';
import { createRequest } from '../../../test/requests.ts';
import { makeIssuable } from '../../../test/trust.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  captureLogs,
  flushTracing,
  metricsReply,
  resetMetricsForTests,
  runJob,
  startObservability,
  tracing,
} from './index.ts';
import { resetConfigForTests } from '../config.ts';

const TOKEN = 'metrics-token-of-this-test-0123456789';
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let server: Awaited<ReturnType<typeof startObservedServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startOtlpReceiver();
  process.env.DATABASE_URL = database.url;
  process.env.METRICS_TOKEN = TOKEN;
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
  resetConfigForTests();
  resetMetricsForTests();
  await startObservability();
  logs = captureLogs();
  server = await startObservedServer();
});

afterAll(async () => {
  logs.restore();
  await server.close();
  await tracing()?.shutdown();
  await receiver.close();
  await database.drop();
});

const requestLines = (requestId: string) => logs.lines.filter((l) => l.requestId === requestId && l.msg === 'request');

async function spansOf(requestId: string, atLeast: number): Promise<ReceivedSpan[]> {
  for (let i = 0; i < 50; i++) {
    await flushTracing();
    const found = receiver.spans.filter((s) => s.attributes['ikv.request_id'] === requestId);
    if (found.length >= atLeast) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return receiver.spans.filter((s) => s.attributes['ikv.request_id'] === requestId);
}

/** The spans of one trace as an indented tree (printed for the operator's documentation). */
function tree(spans: ReceivedSpan[]): string {
  const byParent = new Map<string | undefined, ReceivedSpan[]>();
  const ids = new Set(spans.map((s) => s.spanId));
  for (const s of spans) {
    const parent = s.parentSpanId && ids.has(s.parentSpanId) ? s.parentSpanId : undefined;
    byParent.set(parent, [...(byParent.get(parent) ?? []), s]);
  }
  const ms = (s: ReceivedSpan) =>
    ((Number(BigInt(s.endTimeUnixNano) - BigInt(s.startTimeUnixNano)) / 1e6).toFixed(1) + ' ms').padStart(10);
  const lines: string[] = [];
  const walk = (parent: string | undefined, depth: number) => {
    for (const s of (byParent.get(parent) ?? []).sort((a, b) =>
      BigInt(a.startTimeUnixNano) < BigInt(b.startTimeUnixNano) ? -1 : 1,
    )) {
      const detail = s.attributes['db.query.text']
        ? `  ${String(s.attributes['db.query.text']).replace(/\s+/g, ' ').slice(0, 90)}`
        : '';
      lines.push(`${ms(s)}  ${'  '.repeat(depth)}${s.name}${detail}`);
      walk(s.spanId, depth + 1);
    }
  };
  walk(undefined, 0);
  return lines.join('\n');
}

describe('operations: request id, log line, metrics and trace of one instance', () => {
  it('answers the sent X-Request-Id and logs the request with status, duration and user; its trace carries the id', async () => {
    const { owner } = await createRequest(server as unknown as TestApp, '69599084');
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentSpanId = '00f067aa0ba902b7';
    const res = await call(server.url, 'POST', '/kvk', {
      token: owner.token,
      json: { kvkNummer: '69599084' },
      headers: { 'x-request-id': 'complaint-1403.upload_A', traceparent: `00-${traceId}-${parentSpanId}-01` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('complaint-1403.upload_A');

    const [line, ...more] = requestLines('complaint-1403.upload_A');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      operation: 'kvk.lookup',
      method: 'POST',
      path: '/api/kvk',
      status: 200,
      userId: owner.userId,
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(typeof line!.time).toBe('string');

    const spans = await spansOf('complaint-1403.upload_A', 2);
    const root = spans.find((s) => s.name === 'POST kvk.lookup');
    expect(root).toMatchObject({ traceId, parentSpanId });
    expect(root!.attributes).toMatchObject({ 'http.response.status_code': 200, 'ikv.operation': 'kvk.lookup' });
    // its database queries hang under it, in the same trace
    const queries = spans.filter((s) => s.name.startsWith('db '));
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) expect(q.traceId).toBe(traceId);
  });

  it('generates an id when none or an insane one is sent', async () => {
    const none = await fetch(`${server.url}/api/health`);
    const insane = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': `${'x'.repeat(129)}` } });
    const evil = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'a"b<script>' } });
    for (const r of [none, insane, evil]) expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([none, insane, evil].map((r) => r.headers.get('x-request-id'))).size).toBe(3);
  });

  it('serves /api/metrics only with the token, with the request histogram, event-loop delay and pool use', async () => {
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/api/metrics`, { headers: { authorization: 'Bearer not-the-token' } })).status,
    ).toBe(401);
    // the outbox gauges read the database through the source createApp() registers: a mail queued an hour
    // ago shows (no job runtime runs in this process, so nothing sends it meanwhile)
    const queued = await processDb().outgoingMail.create({
      data: {
        aan: 'metrics@example.test',
        onderwerp: 'outbox',
        tekst: 'outbox',
        aangemaaktOp: new Date(Date.now() - 3_600_000),
      },
    });
    // the job runtime's gauges likewise: a waiting job and a dead letter (every attempt used up)
    await processDb().$executeRaw`SELECT graphile_worker.add_job('metrics-waiting', '{}')`;
    await processDb().$executeRaw`SELECT graphile_worker.add_job('metrics-dead', '{}', max_attempts => 1)`;
    await processDb().$executeRaw`UPDATE graphile_worker._private_jobs SET attempts = 1 WHERE task_id =
      (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'metrics-dead')`;
    const res = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /^http_server_request_duration_seconds_bucket\{le="0\.25",operation="kvk\.lookup",http_request_method="POST",status_class="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_server_request_duration_seconds_count\{operation="kvk\.lookup",http_request_method="POST",status_class="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [0-9.e-]+$/m);
    expect(text).toMatch(/^db_client_connection_count\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^db_client_connection_max 10$/m);
    expect(text).toMatch(/^db_client_operation_duration_seconds_count\{outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^ikv_mail_outbox_backlog \d+$/m);
    expect(text).toMatch(/^ikv_mail_outbox_oldest_age_seconds [0-9.e-]+$/m);
    expect(Number(/^ikv_mail_outbox_backlog (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^ikv_mail_outbox_oldest_age_seconds ([0-9.e-]+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(3_590);
    expect(text).toMatch(/^ikv_job_backlog\{task="metrics-waiting"\} 1$/m);
    expect(text).toMatch(/^ikv_job_dead_letters\{task="metrics-dead"\} 1$/m);
    expect(text).toMatch(/^ikv_job_dead_letters\{task="metrics-waiting"\} 0$/m);
    await processDb().outgoingMail.delete({ where: { id: queued.id } });
    expect(text).toMatch(/^ikv_live_subscribers 0$/m);

    // without METRICS_TOKEN the endpoint does not exist
    delete process.env.METRICS_TOKEN;
    resetConfigForTests();
    try {
      expect((await metricsReply(`Bearer ${TOKEN}`)).status).toBe(404);
    } finally {
      process.env.METRICS_TOKEN = TOKEN;
      resetConfigForTests();
    }
  });

  it('a background job run has its own id, log line, span and metrics', async () => {
    await runJob('test-job', async () => {
      await server.db.$queryRaw`SELECT 1`;
    });
    await expect(runJob('test-job', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const runs = logs.lines.filter((l) => l.operation === 'job test-job' && l.job === 'test-job');
    expect(runs.map((l) => [l.level, l.outcome])).toEqual([
      ['info', 'ok'],
      ['error', 'failed'],
    ]);
    expect(runs[0]!.requestId).not.toBe(runs[1]!.requestId);
    const spans = await spansOf(runs[0]!.requestId as string, 2);
    expect(spans.map((s) => s.name).sort()).toEqual(['db SELECT', 'job test-job']);
    const text = (await metricsReply(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^ikv_job_runs_total\{job="test-job",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^ikv_job_runs_total\{job="test-job",outcome="failed"\} 1$/m);
    expect(text).toMatch(/^ikv_job_last_success_timestamp_seconds\{job="test-job"\} \d+/m);
  });

  it('an IKV issue is one trace: the request, its queries, the PDF rendering and the signing', async () => {
    const adviser = await createAdviserAndLogin(server.url, server.db);
    const { aanvraagId } = await createRequest(server as unknown as TestApp, '69599076', {
      voornaam: 'Trace',
      achternaam: 'Tester',
    });
    const calc = await call(server.url, 'POST', `/aanvragen/${aanvraagId}/ikv`, { token: adviser.token, json: {} });
    expect(calc.status).toBe(200);
    await makeIssuable(
      server.url,
      server.db,
      aanvraagId,
      adviser.token,
      (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar),
    );
    expect(
      (
        await call(server.url, 'PATCH', `/adviseur/aanvragen/${aanvraagId}`, {
          token: adviser.token,
          json: { status: 'IN_BEHANDELING' },
        })
      ).status,
    ).toBe(200);
    const issued = await call(server.url, 'PATCH', `/adviseur/aanvragen/${aanvraagId}`, {
      token: adviser.token,
      json: { status: 'AFGEROND', conclusie: 'Het toetsinkomen is vastgesteld op de gecontroleerde documenten.' },
      headers: { 'x-request-id': 'ikv-issue-trace' },
    });
    expect(issued.status).toBe(200);
    expect(issued.body.verklaring).toMatchObject({ status: 'GELDIG' });

    const spans = await spansOf('ikv-issue-trace', 5);
    const names = spans.map((s) => s.name);
    expect(names).toContain('PATCH adviseur.aanvragen.update');
    expect(names).toContain('pdf.render');
    expect(names).toContain('statement.sign');
    expect(names.filter((n) => n.startsWith('db ')).length).toBeGreaterThan(3);
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);
    console.log(
      `\nTrace of one IKV issue (PATCH /api/adviseur/aanvragen/{id} {status: AFGEROND}, X-Request-Id ikv-issue-trace), ${spans.length} spans:\n${tree(spans)}\n`,
    );
    console.log(`Log lines of it:\n${logs.raw.filter((l) => l.includes('"ikv-issue-trace"')).join('')}`);
  }, 120_000);
});
