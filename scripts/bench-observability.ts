// `pnpm bench:observability`: the CPU the observability hooks add, per request and per database query,
// measured in one process without the network, PostgreSQL or Next (so a busy shared machine disturbs
// it far less than `pnpm bench`). Each case runs the app server's own wrapper (observeHttp around a
// handler that answers at once) or the query observer many times and prints microseconds per call:
// off (no METRICS_TOKEN, LOG_LEVEL=warn), metrics + the request's JSON log line (to /dev/null), and
// with tracing on (spans batched to a local OTLP sink). Compare with the app's CPU per request of
// the fixed operations in the README (`pnpm bench`).
// Usage: pnpm bench:observability [--requests 200000]
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runMain } from './bench-support.ts';
import type * as Observability from '@ikv/api/observability';
import type { observeHttp } from '@ikv/api/operator';

const i = process.argv.indexOf('--requests');
const N = i > 0 ? Number(process.argv[i + 1]) : 200_000;

type Obs = typeof Observability & { observeHttp: typeof observeHttp };

/** A request and response as observeHttp sees them; the response closes at once, finished. */
function fakes(): { req: IncomingMessage; res: ServerResponse } {
  const req = {
    method: 'POST',
    url: '/api/kvk',
    headers: { 'x-request-id': 'bench-1', authorization: 'Bearer x', 'content-type': 'application/json' },
  } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: true,
    setHeader() {},
  }) as unknown as ServerResponse;
  return { req, res };
}

function perCall(label: string, n: number, fn: () => void): number {
  for (let k = 0; k < Math.min(20_000, n); k++) fn(); // warm-up (JIT)
  const t0 = process.cpuUsage();
  for (let k = 0; k < n; k++) fn();
  const used = process.cpuUsage(t0);
  const us = (used.user + used.system) / n;
  console.log(`${label.padEnd(64)} ${us.toFixed(2).padStart(7)} µs`);
  return us;
}

async function requests(obs: Obs, label: string) {
  const wrapped = obs.observeHttp((_req, res) => {
    res.statusCode = 200;
    (res as unknown as EventEmitter).emit('close');
  });
  const bare = (_req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = 200;
    (res as unknown as EventEmitter).emit('close');
  };
  const base = perCall(`request, no hook`, N, () => {
    const { req, res } = fakes();
    bare(req, res);
  });
  const hooked = perCall(`request through observeHttp, ${label}`, N, () => {
    const { req, res } = fakes();
    wrapped(req, res);
  });
  const observer = (
    globalThis as unknown as { __ikvQueryHooks?: { observer: ((s: string) => (e?: unknown) => void) | null } }
  ).__ikvQueryHooks?.observer;
  const query = observer
    ? perCall(`database query observed, ${label}`, N, () =>
        observer('SELECT "id" FROM "registry_cache" WHERE "sleutel" = $1')(),
      )
    : 0;
  return { added: hooked - base, query };
}

async function main() {
  process.env.LOG_LEVEL = 'warn';
  delete process.env.METRICS_TOKEN;
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const obs = {
    ...(await import('@ikv/api/observability')),
    observeHttp: (await import('@ikv/api/operator')).observeHttp,
  };
  // the app's log goes to /dev/null here, as asynchronously as to stdout in production
  const devNull = () => obs.fileDestination('/dev/null');
  console.log(`${N} calls per case, CPU time per call (user + system)\n`);

  await obs.startObservability();
  obs.useLogDestination(devNull(), 'warn');
  const off = await requests(obs, 'off');

  process.env.METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';
  obs.resetMetricsForTests();
  await obs.startObservability();
  obs.useLogDestination(devNull(), 'info');
  const on = await requests(obs, 'metrics + log line');

  // tracing: spans batched to a local OTLP/HTTP sink that drops them
  const sink = createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end('{}')));
  await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  // initTracing runs once per process: start it now that the endpoint is set
  delete (globalThis as unknown as { __ikvTracingStarting?: unknown }).__ikvTracingStarting;
  await obs.startObservability();
  const traced = await requests(obs, 'metrics + log line + tracing');
  await obs.flushTracing();
  sink.close();

  console.log(`
added per request: off ${off.added.toFixed(1)} µs, metrics + log line ${on.added.toFixed(1)} µs, with tracing ${traced.added.toFixed(1)} µs
added per query:   off ${off.query.toFixed(2)} µs, metrics ${on.query.toFixed(2)} µs, with tracing ${traced.query.toFixed(2)} µs
(a cached POST /api/kvk is one request and one query: metrics + logs add ${(on.added + on.query).toFixed(1)} µs of CPU to it, tracing ${(traced.added + traced.query - on.added - on.query).toFixed(1)} µs more
 to make its spans; exporting them runs later in batches, and spans past the SDK's queue (2 048) are dropped here, so
 the whole cost of tracing is what \`pnpm bench --tracing\` measures)`);
}

runMain(main);
