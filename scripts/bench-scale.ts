// `pnpm bench:scale`: the production build (apps/web/server.ts) on one database that grows through the
// given sizes, by default 10 000 requests (1 000 entrepreneurs, 2 000 companies) and 100 000 (10 000
// entrepreneurs, 20 000 companies, 200 000 chat messages, 20 000 appointments; packages/db/src/seed/scale.ts).
// At each size: the adviser dashboard (filters, search, the behandelaar queues with one request in ten
// assigned, deep page), the entrepreneur's dashboard, IKV calculate + PDF, and the two fixed operations
// beside the bare node:http + pg baseline of `pnpm bench` (at the largest size). Each operation is called
// one at a time, as a user does (--runs, after a warm-up); printed are p50/p95/p99 in ms per size, the
// ratio of the last two sizes at p95 (flat ≈ 1) and, for the fixed operations, app / baseline.
// Usage: pnpm bench:scale [--runs 200] [--requests 10000,100000[,1000000]] [--data-dir DIR]
//   --requests (or SCALE_REQUESTS): the sizes in requests, ten per entrepreneur (--small/--large: two
//   sizes in entrepreneurs, as before). --data-dir: keep the embedded database there and reuse it, so
//   1 000 000 requests are seeded once (a size below what the database holds is refused); without it a
//   fresh temporary database. DATABASE_URL: measure that database instead (grown the same way).
// (build first: pnpm build)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import {
  countScale,
  SCALE_PASSWORD,
  SCALE_REQUESTS_PER_ENTREPRENEUR,
  scaleAdviserEmail,
  scaleEntrepreneurEmail,
  seedScale,
} from '@ikv/db/seed/scale';
import {
  BENCH_BOEKJAREN,
  json,
  option,
  quantile,
  runMain,
  startAppAndBaseline,
  stopChildren,
} from './bench-support.ts';
import { entrepreneursFor, parseSizes, sizeLabel } from './scale-size.ts';

const runs = Number(option('runs') ?? 200);
const requestSizes = option('requests') ?? process.env.SCALE_REQUESTS;
/** The sizes in entrepreneurs, ascending. */
const sizes = requestSizes
  ? parseSizes(requestSizes).map(entrepreneursFor)
  : [Number(option('small') ?? 1000), Number(option('large') ?? 10_000)];
if (sizes.some((n, i) => !Number.isInteger(n) || n < 1 || (i > 0 && n <= sizes[i - 1]!)))
  throw new Error(`sizes must grow: ${sizes.join(', ')} entrepreneurs`);
const keptDataDir = option('data-dir');

interface Timing {
  p50: number;
  p95: number;
  p99: number;
}
type Call = (i: number) => Promise<void>;

/** `runs` calls one after another (after a tenth as warm-up); every answer must be 2xx. */
async function time(call: Call, n = runs): Promise<Timing> {
  for (let i = 0; i < Math.max(5, Math.floor(n / 10)); i++) await call(i);
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await call(i);
    ms.push(performance.now() - t0);
  }
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), p99: quantile(ms, 0.99) };
}

async function ok(res: Response): Promise<void> {
  const body = await res.arrayBuffer();
  if (res.status >= 300) throw new Error(`${res.url}: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// common words: each surname is one in 32 of all entrepreneurs, so the matches grow with the data
const COMMON_SEARCHES = ['Jansen', 'de vries', 'Bakker Bouw', 'Visser IT', 'El Amrani', 'Hoekstra Zorg'];
// one entrepreneur or company: as many matches at any size
const selectiveSearches = (size: number) => [
  `ondernemer${Math.floor(size / 3)}@schaal.test`,
  String(20_000_000 + Math.floor(size / 7)),
  `ondernemer${size - 1}@`,
];

const get = (url: string, headers: Record<string, string>) => fetch(url, { headers }).then(ok);
const post = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(ok);

/**
 * Who and what the operations at one size are called with: the measured adviser, an entrepreneur in
 * the middle of the data (his two companies and open IKV request), and the cursor of the list's page 10.
 */
async function scenarioSetup(app: string, size: number) {
  const login = async (email: string) => {
    const { accessToken } = await json(`${app}/api/auth/login`, {
      method: 'POST',
      json: { email, wachtwoord: SCALE_PASSWORD },
    });
    return { authorization: `Bearer ${accessToken as string}` };
  };
  const adviser = await login(scaleAdviserEmail(0));
  // an entrepreneur in the middle of the data, with his two companies and ten requests
  const who = Math.floor(size / 2);
  const owner = await login(scaleEntrepreneurEmail(who));

  const list = `${app}/api/adviseur/aanvragen`;
  // the cursor of page 10 (rows 181–200), found by walking the pages
  let cursor: string | null = null;
  for (let p = 1; p < 10; p++)
    cursor = (await json(`${list}?${cursor ? `cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: adviser }))
      .nextCursor;

  const companies = (await json(`${app}/api/companies`, { headers: owner })) as { id: string }[];
  const mine = (await json(`${app}/api/aanvragen`, { headers: owner })) as {
    id: string;
    status: string;
    verklaringType: string;
  }[];
  const openIkv = mine.find(
    (a) => a.verklaringType === 'IKV' && ['INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG'].includes(a.status),
  );
  if (!openIkv || companies.length !== 2)
    throw new Error(`scale entrepreneur ${who}: ${companies.length} companies, open IKV ${openIkv?.id}`);
  return { adviser, owner, list, cursor, companies, openIkv };
}

/** The operations at one size; the fixed ones also against the baseline when `base` is given. */
async function scenarios(app: string, base: string | null, size: number) {
  const { adviser, owner, list, cursor, companies, openIkv } = await scenarioSetup(app, size);
  const boekjaren = BENCH_BOEKJAREN;
  await post(`${app}/api/kvk`, owner, { kvkNummer: '69599084' }); // fills the registry cache

  const rows: [string, Timing, Timing?][] = [];
  const measure = async (name: string, call: Call, baseline?: Call, n?: number) => {
    rows.push([name, await time(call, n), baseline && base ? await time(baseline, n) : undefined]);
  };
  await measure('adviser dashboard: newest first', () => get(list, adviser));
  await measure('adviser dashboard: status = INGEDIEND', () => get(`${list}?status=INGEDIEND`, adviser));
  await measure('adviser dashboard: IKV, last 30 days', () =>
    get(`${list}?verklaringType=IKV&van=${day(-30)}&tot=${day(0)}`, adviser),
  );
  const selective = selectiveSearches(size);
  await measure('adviser dashboard: search, one party', (i) =>
    get(`${list}?q=${encodeURIComponent(selective[i % selective.length]!)}`, adviser),
  );
  await measure('adviser dashboard: search, common names', (i) =>
    get(`${list}?q=${encodeURIComponent(COMMON_SEARCHES[i % COMMON_SEARCHES.length]!)}`, adviser),
  );
  await measure('adviser dashboard: behandelaar = mij', () => get(`${list}?behandelaar=mij`, adviser));
  await measure('adviser dashboard: behandelaar = niemand', () => get(`${list}?behandelaar=niemand`, adviser));
  await measure('adviser dashboard: mij + IN_BEHANDELING', () =>
    get(`${list}?behandelaar=mij&status=IN_BEHANDELING`, adviser),
  );
  await measure('adviser dashboard: page 10 (cursor)', () =>
    get(`${list}?cursor=${encodeURIComponent(cursor ?? '')}`, adviser),
  );
  await measure('adviser dashboard: by last change', () => get(`${list}?sort=bijgewerkt`, adviser));
  await measure('adviser: entrepreneurs, first page', () => get(`${app}/api/adviseur/ondernemers`, adviser));
  await measure('entrepreneur: companies dashboard', () => get(`${app}/api/companies/dashboard`, owner));
  await measure('entrepreneur: my requests', () => get(`${app}/api/aanvragen`, owner));
  await measure('entrepreneur: request with history', () => get(`${app}/api/aanvragen/${openIkv.id}`, owner));
  await measure('entrepreneur: chat thread', () => get(`${app}/api/aanvragen/${openIkv.id}/chat`, owner));
  await measure('entrepreneur: appointments', () => get(`${app}/api/appointments`, owner));
  await measure(
    'IKV calculate + PDF',
    async () => {
      await post(`${app}/api/aanvragen/${openIkv.id}/ikv`, owner, {});
      await get(`${app}/api/aanvragen/${openIkv.id}/ikv/pdf`, owner);
    },
    undefined,
    Math.min(runs, 50),
  );
  await measure(
    'POST /kvk (cached)',
    () => post(`${app}/api/kvk`, owner, { kvkNummer: '69599084' }),
    () => post(`${base}/api/kvk`, owner, { kvkNummer: '69599084' }),
  );
  await measure(
    'POST /companies/financials/{id}',
    () => post(`${app}/api/companies/financials/${companies[0]!.id}`, owner, { boekjaren }),
    () => post(`${base}/api/companies/financials/${companies[0]!.id}`, owner, { boekjaren }),
  );
  return rows;
}

async function main() {
  const dataDir = keptDataDir ? resolve(keptDataDir) : mkdtempSync(join(tmpdir(), 'ikv-bench-scale-'));
  const database = await resolveDatabaseUrl({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    await applyMigrations(database.url);
    const held = (await countScale(pool)).entrepreneurs;
    if (held > sizes[0]!)
      throw new Error(
        `the database holds ${held} entrepreneurs, more than the smallest size asked (${sizes[0]}); give larger sizes or another --data-dir`,
      );
    const { app, base } = await startAppAndBaseline(database.url);
    const results: Result[] = [];
    // the baseline once, at the largest size: the comparison the table prints
    for (const size of sizes) results.push(await seedAndMeasure(pool, size, app, size === sizes.at(-1) ? base : null));
    printResults(results);
  } finally {
    await stopChildren();
    await pool.end();
    await database.stop();
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

type Result = {
  size: number;
  counts: Awaited<ReturnType<typeof countScale>>;
  seedSeconds: number;
  dbSize: string;
  rows: Awaited<ReturnType<typeof scenarios>>;
};

/** Grows the database to `size` entrepreneurs (a tenth of the requests to the measured adviser), then measures. */
async function seedAndMeasure(pool: pg.Pool, size: number, app: string, base: string | null): Promise<Result> {
  const t0 = performance.now();
  await seedScale(pool, {
    entrepreneurs: size,
    onProgress: (n) => process.stderr.write(`\r  seeding ${n}/${size} entrepreneurs`),
  });
  const seedSeconds = (performance.now() - t0) / 1000;
  // one request in ten handled by the measured adviser (the rest stays in the unassigned queue)
  await pool.query(
    `UPDATE aanvragen SET "behandelaarId" = (SELECT id FROM users WHERE email = $1) WHERE nummer % 10 = 0 AND "behandelaarId" IS NULL`,
    [scaleAdviserEmail(0)],
  );
  await pool.query('VACUUM ANALYZE aanvragen');
  const counts = await countScale(pool);
  const { rows: sizeRows } = await pool.query<{ size: string }>(
    'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
  );
  process.stderr.write(
    `\r  ${counts.aanvragen} requests seeded in ${seedSeconds.toFixed(1)} s (database ${sizeRows[0]!.size}); measuring…\n`,
  );
  return {
    size,
    counts,
    seedSeconds,
    dbSize: sizeRows[0]!.size,
    rows: await scenarios(app, base, size),
  };
}

/** The counts per size, the table of operations by size (with the baseline's ratios), and the targets. */
function printResults(results: Result[]): void {
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `\n${runs} calls one after another per operation (IKV + PDF: ${Math.min(runs, 50)}), after a warm-up; ${cpus().length} cores; app = apps/web/server.ts (production build)\n`,
  );
  for (const r of results)
    console.log(
      `${String(r.counts.aanvragen).padStart(7)} requests: ${r.counts.entrepreneurs} entrepreneurs, ${r.counts.companies} companies, ${r.counts.chatMessages} chat messages, ${r.counts.appointments} appointments (seeded in ${r.seedSeconds.toFixed(1)} s; database ${r.dbSize})`,
    );
  const label = (r: Result) => sizeLabel(r.size * SCALE_REQUESTS_PER_ENTREPRENEUR);
  const large = results.at(-1)!;
  const prev = results.length > 1 ? results.at(-2)! : null;
  const ratioHead = prev ? `p95 ${label(large)}/${label(prev)}` : '';
  console.log(
    `\n${'operation'.padEnd(44)} ${results.map((r) => `${`${label(r)} p50`.padStart(8)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`).join(' │ ')} │ ${ratioHead.padStart(12)}  vs baseline (${label(large)})`,
  );
  for (let i = 0; i < large.rows.length; i++) {
    const [name, b, baseB] = large.rows[i]!;
    const cells = results.map((r) => {
      const t = r.rows[i]![1];
      return `${f(t.p50).padStart(8)} ${f(t.p95)} ${f(t.p99)}`;
    });
    const ratio = prev ? `${(b.p95 / prev.rows[i]![1].p95).toFixed(2)}×` : '';
    const vsBase = baseB
      ? `p50 ${(b.p50 / baseB.p50).toFixed(2)}× (baseline ${baseB.p50.toFixed(1)} ms), p99 ${(b.p99 / baseB.p99).toFixed(2)}×`
      : '';
    console.log(`${name.padEnd(44)} ${cells.join(' │ ')} │ ${ratio.padStart(12)}  ${vsBase}`);
  }
  const dashboards = large.rows.filter(([name]) => name.startsWith('adviser') || name.startsWith('entrepreneur'));
  const worst = dashboards.reduce((w, r) => (r[1].p95 > w[1].p95 ? r : w));
  const ikv = large.rows.find(([name]) => name.startsWith('IKV'))![1];
  console.log(
    `\ntargets at ${large.counts.aanvragen} requests: dashboards p95 < 50 ms: ${worst[1].p95 < 50 ? 'met' : 'NOT met'} (slowest: ${worst[0]}, ${worst[1].p95.toFixed(1)} ms); IKV + PDF p50 < 300 ms: ${ikv.p50 < 300 ? 'met' : 'NOT met'} (${ikv.p50.toFixed(1)} ms)`,
  );
}

runMain(main);
