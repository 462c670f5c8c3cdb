// `pnpm bench`: load on the two fixed operations of the production build (apps/web/server.ts) beside
// the minimal correct server (scripts/bench-baseline.ts: node:http + pg, token verified, revocations
// in memory, ONE query per request), in one run on one fresh database. Prints req/s, p50/p99
// latency, the ratios and the app's resident memory (idle and under this load).
// Usage: pnpm bench [--seconds 5] [--rounds 3] [--connections 50] [--only kvk|submit]
// Profile the app: BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" pnpm exec tsx scripts/bench.ts --only kvk
// (then: pnpm exec tsx scripts/profile-top.ts /tmp/prof/<the largest>.cpuprofile)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { cpuMs, json, median, postgresCpuMs, rssMiB, runMain, sampleRss, startAppAndBaseline, stopChildren } from './bench-support.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const rounds = arg('rounds', 3);
const connections = arg('connections', 50);
/** --only kvk | submit: one of the two operations (e.g. to profile it) */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
let appPid = 0;
let basePid = 0;
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
interface Figures { rps: number; p50: number; p99: number; errors: number; non2xx: number; cpu: number; pgCpu: number }

function cannon(url: string, body: unknown, token: string, duration: number) {
  return autocannon({
    url, connections, duration, method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
}

/**
 * App and baseline in alternating rounds (app, baseline, app, baseline, …) and the median of each:
 * on a shared machine a burst of other work then hits both sides alike instead of one run.
 */
async function compare(app: string, base: string, body: unknown, token: string, appRss: number[]): Promise<[Figures, Figures]> {
  await cannon(app, body, token, 2); // warm-up
  await cannon(base, body, token, 2);
  type Run = Awaited<ReturnType<typeof measured>>;
  const runs: [Run[], Run[]] = [[], []];
  for (let i = 0; i < rounds; i++) {
    const rss = sampleRss(appPid);
    runs[0].push(await measured(app, body, token, appPid));
    appRss.push(...rss.stop());
    runs[1].push(await measured(base, body, token, basePid));
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
  return [figures(runs[0]), figures(runs[1])];
}

async function main() {
  const loadBefore = loadavg(); // the machine is shared: what else ran before this bench
  const dataDir = mkdtempSync(join(tmpdir(), 'ikv-bench-'));
  const database = await resolveDatabaseUrl({ dataDir }); // the embedded server takes the empty directory over (as root it hands it to postgres)
  try {
    await applyMigrations(database.url);
    const started = await startAppAndBaseline(database.url);
    const { app, base } = started;
    appPid = started.appPid;
    basePid = started.basePid;
    pgDataDir = dataDir;

    const email = `bench-${Date.now()}@test.nl`;
    await json(`${app}/api/auth/register`, { method: 'POST', json: { email, wachtwoord: 'bench-wachtwoord-lang', voornaam: 'Bench', achternaam: 'Mark' } });
    const { accessToken } = await json(`${app}/api/auth/login`, { method: 'POST', json: { email, wachtwoord: 'bench-wachtwoord-lang' } });
    const auth = { authorization: `Bearer ${accessToken}` };
    const company = await json(`${app}/api/companies`, { method: 'POST', headers: auth, json: { kvkNummer: '69599084' } });
    await json(`${app}/api/kvk`, { method: 'POST', headers: auth, json: { kvkNummer: '69599084' } }); // fills the cache
    const boekjaren = [2023, 2024, 2025].map((jaar) => ({
      jaar, fiscaleWinst: 48250.5, vlottendeActiva: 12000, immaterieleActiva: 0, eigenVermogen: 30500.25, balanstotaal: 81000, balanscorrectie: 0, balanscorrectieReden: null,
    }));
    // sanity: both servers give the same answers (key order aside: the baseline sends jsonb as stored)
    const same = async (path: string, body: unknown) => {
      const a = await json(`${app}${path}`, { method: 'POST', headers: auth, json: body });
      const b = await json(`${base}${path}`, { method: 'POST', headers: auth, json: body });
      if (!isDeepStrictEqual(a, b)) throw new Error(`baseline differs on ${path}:\n${JSON.stringify(a)}\n${JSON.stringify(b)}`);
    };
    await same('/api/kvk', { kvkNummer: '69599084' });
    await same(`/api/companies/financials/${company.id}`, { boekjaren });

    // idle: started, the first requests served (modules loaded, caches filled), then left alone
    await new Promise((r) => setTimeout(r, 3000));
    const idleRss = rssMiB(appPid);
    const loadRss: number[] = [];
    const rows: [string, Figures, Figures][] = [];
    for (const [name, path, body] of [
      ['POST /api/kvk (cached)', '/api/kvk', { kvkNummer: '69599084' }],
      ['POST /api/companies/financials/{id} (3 years)', `/api/companies/financials/${company.id}`, { boekjaren }],
    ] as const) {
      if (only && !(only === 'kvk' ? path === '/api/kvk' : path !== '/api/kvk')) continue;
      const [ours, baseline] = await compare(`${app}${path}`, `${base}${path}`, body, accessToken, loadRss);
      rows.push([name, ours, baseline]);
    }

    console.log(`\n${connections} connections, ${rounds} alternating rounds of ${seconds} s per server (medians), ${cpus().length} cores, load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg().map((x) => x.toFixed(2)).join(' ')}; app = apps/web/server.ts (production build), baseline = node:http + pg, one query per request\n`);
    console.log('operation'.padEnd(48), 'server'.padEnd(9), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'non-2xx'.padStart(8), 'CPU ms/req'.padStart(11), 'PG CPU ms/req'.padStart(14));
    for (const [name, ours, baseline] of rows) {
      for (const [label, f] of [['app', ours], ['baseline', baseline]] as const) {
        console.log(name.padEnd(48), label.padEnd(9), f.rps.toFixed(0).padStart(8), String(f.p50).padStart(8), String(f.p99).padStart(8), String(f.errors).padStart(7), String(f.non2xx).padStart(8), f.cpu.toFixed(2).padStart(11), f.pgCpu.toFixed(2).padStart(14));
      }
      const ratio = ours.rps / baseline.rps;
      const p99 = ours.p99 / baseline.p99;
      console.log(
        ''.padEnd(48),
        `throughput ${(ratio * 100).toFixed(0)} % of baseline (target ≥ 50 %: ${ratio >= 0.5 ? 'met' : 'NOT met'}), p99 ${p99.toFixed(2)}× baseline (target ≤ 2×: ${p99 <= 2 ? 'met' : 'NOT met'}); ` +
          `CPU per request (server + PostgreSQL) ${((ours.cpu + ours.pgCpu) / (baseline.cpu + baseline.pgCpu)).toFixed(2)}× baseline\n`,
      );
    }
    console.log(
      `app memory (RSS): idle ${idleRss.toFixed(0)} MiB; under load median ${median(loadRss).toFixed(0)} MiB, max ${Math.max(...loadRss).toFixed(0)} MiB; after the load ${rssMiB(appPid).toFixed(0)} MiB`,
    );
  } finally {
    await stopChildren();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
