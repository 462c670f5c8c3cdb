// `pnpm bench`: load on the two fixed operations of the production build (apps/web/server.ts) beside
// the minimal correct server (scripts/bench-baseline.ts: node:http + pg, token verified, revocations
// in memory, ONE query per request), in one run on one fresh database. Prints req/s, p50/p99
// latency, the ratios and the app's resident memory (idle and under this load). The app runs as in
// production with its metrics on (METRICS_TOKEN), a JSON log line per request and tracing off. Variants
// of the app measured in the same alternating rounds: one that also sends every span over OTLP/HTTP to
// a local sink (what tracing on costs; always, unless `--no-tracing`), and with `--quiet` one without
// metrics and request lines (METRICS_TOKEN unset, LOG_LEVEL=warn: what metrics and logs cost). At the
// end the metrics the app's /api/metrics answers (the lines an operator reads) are printed.
// Usage: pnpm bench [--seconds 5] [--rounds 3] [--connections 50] [--only kvk|submit] [--no-tracing] [--quiet]
//   [--variant NAME=VALUE[,…]]…
// Profile the app: BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" pnpm exec tsx scripts/bench.ts --only kvk
// (then: pnpm exec tsx scripts/profile-top.ts /tmp/prof/<the largest>.cpuprofile)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import {
  BENCH_BOEKJAREN,
  cpuMs,
  json,
  median,
  postgresCpuMs,
  rssMiB,
  runMain,
  sampleRss,
  startApp,
  startAppAndBaseline,
  stopChildren,
} from './bench-support.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const rounds = arg('rounds', 3);
const connections = arg('connections', 50);
/** --only kvk | submit: one of the two operations (e.g. to profile it) */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
/** what tracing on costs is part of every run (`--tracing` is still accepted; `--no-tracing` leaves it out) */
const withTracing = !process.argv.includes('--no-tracing');
const withQuiet = process.argv.includes('--quiet');
/**
 * --variant NAME=VALUE[,NAME=VALUE…] (repeatable): one more app instance, with metrics on like the app and
 * these variables on top (an empty value leaves the variable out), measured in the same alternating rounds:
 * what one setting costs, e.g. `--variant LOG_LEVEL=warn` (no request lines) or `--variant METRICS_TOKEN=`.
 */
const variantEnvs = process.argv.flatMap((a, i) =>
  a === '--variant' && process.argv[i + 1] ? [process.argv[i + 1]!] : [],
);
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';
const TRACED = 'app+trace';
let appPid = 0;
let basePid = 0;
/** further app instances measured beside the app (--tracing, --quiet) */
interface Variant {
  label: string;
  what: string;
  url: string;
  pid: number;
}
let pgDataDir = '';

/** One load run against a server whose process group is `pgid`, with the CPU both it and PostgreSQL used per request. */
async function measured(url: string, body: unknown, token: string, pgid: number) {
  const cpu0 = cpuMs(pgid);
  const pg0 = postgresCpuMs(pgDataDir);
  const result = await cannon(url, body, token, seconds);
  const n = Math.max(1, result.requests.total);
  return { result, cpu: (cpuMs(pgid) - cpu0) / n, pgCpu: (postgresCpuMs(pgDataDir) - pg0) / n };
}

/** cpu / pgCpu: CPU milliseconds per request of the server's processes and of PostgreSQL (medians) */
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpu: number;
  pgCpu: number;
}

function cannon(url: string, body: unknown, token: string, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
}

/**
 * App and baseline in alternating rounds (app, baseline, app, baseline, …) and the median of each:
 * on a shared machine a burst of other work then hits both sides alike instead of one run.
 */
async function compare(
  app: string,
  base: string,
  variants: Variant[],
  path: string,
  body: unknown,
  token: string,
  appRss: number[],
): Promise<[Figures, Figures, Figures[]]> {
  await cannon(app, body, token, 2); // warm-up
  await cannon(base, body, token, 2);
  for (const v of variants) await cannon(`${v.url}${path}`, body, token, 2);
  type Run = Awaited<ReturnType<typeof measured>>;
  const runs: Run[][] = [[], [], ...variants.map(() => [])];
  for (let i = 0; i < rounds; i++) {
    const rss = sampleRss(appPid);
    runs[0]!.push(await measured(app, body, token, appPid));
    appRss.push(...rss.stop());
    runs[1]!.push(await measured(base, body, token, basePid));
    for (const [j, v] of variants.entries()) runs[2 + j]!.push(await measured(`${v.url}${path}`, body, token, v.pid));
  }
  const figures = (rs: Run[]): Figures => ({
    rps: median(rs.map((r) => r.result.requests.average)),
    p50: median(rs.map((r) => r.result.latency.p50)),
    p99: median(rs.map((r) => r.result.latency.p99)),
    errors: rs.reduce((n, r) => n + r.result.errors, 0),
    non2xx: rs.reduce((n, r) => n + r.result.non2xx, 0),
    cpu: median(rs.map((r) => r.cpu)),
    pgCpu: median(rs.map((r) => r.pgCpu)),
  });
  return [figures(runs[0]!), figures(runs[1]!), variants.map((_, j) => figures(runs[2 + j]!))];
}

/** A local OTLP/HTTP receiver that reads and drops what it gets (the bench's stand-in for a collector); counts the bytes. */
async function startOtlpSink() {
  let bytes = 0;
  let posts = 0;
  const server = createServer((req, res) => {
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      posts++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats: () => ({ bytes, posts }),
    close: () => server.close(),
  };
}

async function main() {
  const loadBefore = loadavg(); // the machine is shared: what else ran before this bench
  const dataDir = mkdtempSync(join(tmpdir(), 'ikv-bench-'));
  const database = await resolveDatabaseUrl({ databaseUrl: process.env.DATABASE_URL, dataDir }); // the embedded server takes the empty directory over (as root it hands it to postgres)
  try {
    await applyMigrations(database.url);
    const started = await startAppAndBaseline(database.url, { METRICS_TOKEN });
    const { app, base } = started;
    appPid = started.appPid;
    basePid = started.basePid;
    const sink = withTracing ? await startOtlpSink() : null;
    const variants = await startVariants(database.url, sink);
    pgDataDir = dataDir;
    const { accessToken, company } = await benchAccount(app, base);
    const boekjaren = BENCH_BOEKJAREN;

    // idle: started, the first requests served (modules loaded, caches filled), then left alone
    await new Promise((r) => setTimeout(r, 3000));
    const idleRss = rssMiB(appPid);
    const loadRss: number[] = [];
    const rows: Row[] = [];
    for (const [name, path, body] of [
      ['POST /api/kvk (cached)', '/api/kvk', { kvkNummer: '69599084' }],
      ['POST /api/companies/financials/{id} (3 years)', `/api/companies/financials/${company.id}`, { boekjaren }],
    ] as const) {
      if (only && !(only === 'kvk' ? path === '/api/kvk' : path !== '/api/kvk')) continue;
      const [ours, baseline, others] = await compare(
        `${app}${path}`,
        `${base}${path}`,
        variants,
        path,
        body,
        accessToken,
        loadRss,
      );
      rows.push([name, ours, baseline, others]);
    }
    printComparison(rows, variants, loadBefore);
    if (sink)
      console.log(
        `OTLP sink received ${sink.stats().posts} exports, ${(sink.stats().bytes / 1024 / 1024).toFixed(1)} MiB`,
      );
    await printMetrics(app);
    sink?.close();
    console.log(
      `app memory (RSS): idle ${idleRss.toFixed(0)} MiB; under load median ${median(loadRss).toFixed(0)} MiB, max ${Math.max(...loadRss).toFixed(0)} MiB; after the load ${rssMiB(appPid).toFixed(0)} MiB`,
    );
  } finally {
    await stopChildren();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Row = [string, Figures, Figures, Figures[]];

/** The app's other instances: traced to the OTLP sink (with `sink`), quiet (--quiet), and each --variant's environment. */
async function startVariants(databaseUrl: string, sink: Awaited<ReturnType<typeof startOtlpSink>> | null) {
  const variants: Variant[] = [];
  if (sink) {
    const traced = await startApp(databaseUrl, { env: { METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } });
    variants.push({ label: TRACED, what: 'the app with every span sent over OTLP/HTTP to a local sink', ...traced });
  }
  // --quiet is one of the --variant instances, with its own name
  const specs = [
    ...(withQuiet
      ? [
          {
            spec: 'LOG_LEVEL=warn,METRICS_TOKEN=',
            label: 'app quiet',
            what: 'the app without metrics and request log lines',
          },
        ]
      : []),
    ...variantEnvs.map((spec) => ({ spec, label: '', what: `the app with ${spec}` })),
  ];
  for (const { spec, label, what } of specs) {
    const env: Record<string, string> = { METRICS_TOKEN };
    for (const pair of spec.split(',')) {
      const [name, ...value] = pair.split('=');
      if (!name) continue;
      if (value.join('=') === '') delete env[name];
      else env[name] = value.join('=');
    }
    const started = await startApp(databaseUrl, { env });
    variants.push({ label: label || `app ${variants.length + 1}`, what, ...started });
  }
  return variants;
}

/**
 * The bench's entrepreneur (registered, logged in) with a company, the registry's cache filled; both
 * servers checked to give the same answers (key order aside: the baseline sends jsonb as stored).
 */
async function benchAccount(app: string, base: string) {
  const email = `bench-${Date.now()}@test.nl`;
  await json(`${app}/api/auth/register`, {
    method: 'POST',
    json: { email, wachtwoord: 'bench-wachtwoord-lang', voornaam: 'Bench', achternaam: 'Mark' },
  });
  const { accessToken } = await json(`${app}/api/auth/login`, {
    method: 'POST',
    json: { email, wachtwoord: 'bench-wachtwoord-lang' },
  });
  const auth = { authorization: `Bearer ${accessToken}` };
  const company = await json(`${app}/api/companies`, {
    method: 'POST',
    headers: auth,
    json: { kvkNummer: '69599084' },
  });
  await json(`${app}/api/kvk`, { method: 'POST', headers: auth, json: { kvkNummer: '69599084' } }); // fills the cache
  const boekjaren = BENCH_BOEKJAREN;
  const same = async (path: string, body: unknown) => {
    const a = await json(`${app}${path}`, { method: 'POST', headers: auth, json: body });
    const b = await json(`${base}${path}`, { method: 'POST', headers: auth, json: body });
    if (!isDeepStrictEqual(a, b))
      throw new Error(`baseline differs on ${path}:\n${JSON.stringify(a)}\n${JSON.stringify(b)}`);
  };
  await same('/api/kvk', { kvkNummer: '69599084' });
  await same(`/api/companies/financials/${company.id}`, { boekjaren });
  return { accessToken: accessToken as string, company: company as { id: string } };
}

/** Per operation the app, the baseline and the variants, and the app's and variants' shares of the baseline. */
function printComparison(rows: Row[], variants: Variant[], loadBefore: number[]): void {
  console.log(
    `\n${connections} connections, ${rounds} alternating rounds of ${seconds} s per server (medians), ${cpus().length} cores, load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg()
      .map((x) => x.toFixed(2))
      .join(
        ' ',
      )}; app = apps/web/server.ts (production build; metrics on, a JSON log line per request, tracing off)${variants.map((v) => `, ${v.label} = ${v.what}`).join('')}, baseline = node:http + pg, one query per request\n`,
  );
  console.log(
    'operation'.padEnd(48),
    'server'.padEnd(9),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'non-2xx'.padStart(8),
    'CPU ms/req'.padStart(11),
    'PG CPU ms/req'.padStart(14),
  );
  for (const [name, ours, baseline, others] of rows) {
    for (const [label, f] of [
      ['app', ours],
      ['baseline', baseline],
      ...others.map((o, j) => [variants[j]!.label, o] as const),
    ] as const) {
      console.log(
        name.padEnd(48),
        label.padEnd(9),
        f.rps.toFixed(0).padStart(8),
        String(f.p50).padStart(8),
        String(f.p99).padStart(8),
        String(f.errors).padStart(7),
        String(f.non2xx).padStart(8),
        f.cpu.toFixed(2).padStart(11),
        f.pgCpu.toFixed(2).padStart(14),
      );
    }
    const ratio = ours.rps / baseline.rps;
    const p99 = ours.p99 / baseline.p99;
    console.log(
      ''.padEnd(48),
      `throughput ${(ratio * 100).toFixed(0)} % of baseline (target ≥ 50 %: ${ratio >= 0.5 ? 'met' : 'NOT met'}), p99 ${p99.toFixed(2)}× baseline (target ≤ 2×: ${p99 <= 2 ? 'met' : 'NOT met'}); ` +
        `CPU per request (server + PostgreSQL) ${((ours.cpu + ours.pgCpu) / (baseline.cpu + baseline.pgCpu)).toFixed(2)}× baseline\n`,
    );
    for (const [j, o] of others.entries()) {
      const v = variants[j]!;
      const cost = o.cpu - ours.cpu;
      console.log(
        ''.padEnd(48),
        `${v.label}: throughput ${((o.rps / baseline.rps) * 100).toFixed(0)} % of baseline, ${((o.rps / ours.rps) * 100).toFixed(0)} % of the app; ` +
          `p99 ${(o.p99 / ours.p99).toFixed(2)}× the app's; server CPU per request ${cost >= 0 ? '+' : ''}${cost.toFixed(2)} ms against the app` +
          (v.label === TRACED
            ? `\n${''.padEnd(49)}what tracing on costs: ${cost >= 0 ? '+' : ''}${cost.toFixed(3)} ms of server CPU per request (${cost >= 0 ? '+' : ''}${((cost / ours.cpu) * 100).toFixed(0)} %), throughput ${((o.rps / ours.rps - 1) * 100).toFixed(0)} %`
            : '') +
          '\n',
      );
    }
  }
}

/** What an operator's Prometheus would scrape from the app after the load: the dashboard's series. */
async function printMetrics(app: string): Promise<void> {
  // what an operator's Prometheus would scrape from the app after this load (the lines of the dashboard)
  const scraped = await (
    await fetch(`${app}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const shown = scraped
    .split('\n')
    .filter(
      (l) =>
        /^(http_server_request_duration_seconds_(count|sum)|http_server_request_duration_seconds_bucket\{le="(0\.01|0\.05|0\.1)"|db_client_|nodejs_eventloop_lag_(p50|p99|max)_seconds|ikv_|process_resident_memory_bytes)/.test(
          l,
        ) && !l.startsWith('db_client_operation_duration_seconds_bucket'),
    );
  console.log(`\n/api/metrics of the app after the load (selected series):\n${shown.join('\n')}\n`);
}

runMain(main);
