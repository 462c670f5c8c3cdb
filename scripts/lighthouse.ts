// `pnpm lighthouse`: Lighthouse (performance + accessibility) on the production build, on the login
// page, the public calculator (/orientatie), the public pre-check (/ikv-check), the entrepreneur's dashboard (/bedrijven), the adviser's
// (/adviseur/aanvragen), a request page (/aanvragen/{id}) and the booking grid (/afspraken, with the
// adviser's availability next week), with the
// desktop preset and Lighthouse's default mobile emulation. Prints a table and exits 1 when a page
// scores below 95 for performance or below 100 for accessibility.
//
// `pnpm lighthouse` builds first (turbo, cached); `pnpm exec tsx scripts/lighthouse.ts` uses the
// existing build of apps/web. The app server runs as in the e2e tests (apps/web/server.ts, production)
// on DATABASE_URL, else on a throwaway embedded PostgreSQL; migrations and the demo seed are applied.
// The two demo users log in through the login form (playwright-core driving Chromium); their
// cookies go into the cookie jar of each fresh Chromium before Lighthouse (its CLI, in plain node)
// attaches to it (one Chromium per run, started by chrome-launcher with the flags below; a run that
// fails with a trace or protocol error is retried twice, as Lighthouse advises). Before measuring, each
// page is requested three times, so the server is warm as a running production server is.
//
// Options: --form desktop|mobile (default both); --runs N (the median of N runs per page, default 3,
// against Lighthouse's run-to-run variance); --only login|orientatie|voorcheck|entrepreneur|adviser|request|booking (one page); --out DIR
// (HTML and JSON reports, default .data/lighthouse). LIGHTHOUSE_FLAGS adds flags to each Lighthouse
// CLI run; CHROME_PATH is the Chromium (default /usr/bin/chromium).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { createDb } from '@ikv/db';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { seedDemo } from '@ikv/db/seed';
import { SERVER_NODE_ARGS } from './server-node-args.ts';
import { freePort, json, median, option } from './bench-support.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const THRESHOLDS = { performance: 95, accessibility: 100 };

const forms = (option('form') ? [option('form')] : ['desktop', 'mobile']) as ('desktop' | 'mobile')[];
const runs = Number(option('runs') ?? 3);
const outDir = resolve(root, option('out') ?? '.data/lighthouse');

let server: ChildProcess | undefined;
let serverOutput = '';
async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
}

async function startServer(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'server.ts'], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      AUTH_URL: baseURL,
      APP_URL: baseURL,
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
      TOTP_ENCRYPTION_KEY: process.env.TOTP_ENCRYPTION_KEY ?? randomBytes(32).toString('base64url'),
      IKV_DISABLE_JOBS: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  server.stdout?.on('data', (d) => (serverOutput += d));
  server.stderr?.on('data', (d) => (serverOutput += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app server exited:\n${serverOutput}`);
    try {
      if ((await fetch(`${baseURL}/api/openapi.json`)).ok) return baseURL;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app server did not start:\n${serverOutput}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The demo entrepreneur's IKV request (its page) and the demo adviser's availability on the weekdays
 * of next week, 9:00–12:00 Amsterdam time (the booking grid's free slots).
 */
async function seedRequestAndAvailability(
  baseURL: string,
  demo: Awaited<ReturnType<typeof seedDemo>>,
): Promise<string> {
  const api = `${baseURL}/api`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = async (u: { email: string; password: string }) =>
    String(
      (await json(`${api}/auth/login`, { method: 'POST', json: { email: u.email, wachtwoord: u.password } }))
        .accessToken,
    );
  const [entrepreneur, adviser] = [await login(demo.entrepreneur), await login(demo.adviser)];
  const [company] = (await json(`${api}/companies`, { headers: bearer(entrepreneur) })) as { id: string }[];
  const aanvraag = await json(`${api}/aanvragen`, {
    method: 'POST',
    headers: bearer(entrepreneur),
    json: { companyId: company!.id, verklaringType: 'IKV' },
  });
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  for (let d = 0; d < 5; d++) {
    const day = new Date(monday.getTime() + d * 86_400_000).toISOString().slice(0, 10);
    // 08:00–11:00 UTC is 9:00–12:00 in winter and 10:00–13:00 in summer in Amsterdam: inside office hours either way
    await json(`${api}/adviseur/availability`, {
      method: 'POST',
      headers: bearer(adviser),
      json: { start: `${day}T08:00:00Z`, end: `${day}T11:00:00Z` },
    });
  }
  return String(aanvraag.id);
}

/** A signed-in browser's cookies: put into each fresh Chrome's cookie jar before Lighthouse runs. */
type Session = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Logs in through the form and returns the session's cookies. */
async function loginCookie(baseURL: string, email: string, password: string, landing: string): Promise<Session> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="wachtwoord"]').fill(password);
    await page.locator('form button[type="submit"]').last().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.goto(`${baseURL}${landing}`);
    if (new URL(page.url()).pathname !== landing) throw new Error(`${email}: ${landing} redirected to ${page.url()}`);
    return await page.context().cookies(baseURL);
  } finally {
    await browser.close();
  }
}

type Row = {
  page: string;
  form: string;
  performance: number;
  performanceRuns: number[];
  accessibility: number;
  lcp: string;
  tbt: string;
  cls: string;
  failing: string[];
};

/**
 * One Lighthouse run through its CLI in a plain `node` (not under tsx: Lighthouse stringifies
 * functions to evaluate them in the page, and tsx's transform would add helpers the page lacks).
 */
async function audit(port: number, url: string, form: 'desktop' | 'mobile', reportBase: string): Promise<Result> {
  const args = [
    lighthouseCli,
    url,
    `--port=${port}`,
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output=html',
    `--output-path=${reportBase}`,
    '--quiet',
    '--no-enable-error-reporting',
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ...(process.env.LIGHTHOUSE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ];
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (d) => (err += d));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`lighthouse ${url} (${form}) exited with ${code}:\n${err}`);
  const lhr = JSON.parse(readFileSync(`${reportBase}.report.json`, 'utf8')) as Result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

async function auditInFreshChrome(
  url: string,
  session: Session | undefined,
  form: 'desktop' | 'mobile',
  reportBase: string,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    // the browser in the users' own time zone (the booking page renders in the zone the browser reported)
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      envVars: { ...process.env, TZ: 'Europe/Amsterdam' } as Record<string, string>,
    });
    try {
      // signed in as a browser is: the session in the cookie jar (Lighthouse leaves cookies alone),
      // so cookies the page sets itself join it (a Cookie request header would override the jar)
      if (session) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await cdp.contexts()[0]!.addCookies(session);
        await cdp.close();
      }
      return await audit(chrome.port, url, form, reportBase);
    } catch (e) {
      // Lighthouse's transient failures: "Please run Lighthouse again" (NO_NAVSTART, NO_FCP, PROTOCOL_TIMEOUT …)
      if (attempt >= 3 || !/run Lighthouse again|NO_NAVSTART|PROTOCOL_TIMEOUT|NO_FCP/i.test(String(e))) throw e;
      console.error(`retrying ${url} (${form}) after: ${String(e).split('\n').slice(0, 2).join(' ')}`);
    } finally {
      chrome.kill();
    }
  }
}

/** What keeps a category below 100: failing accessibility audits, and the performance metrics/opportunities. */
function failingAudits(r: Result): string[] {
  const out: string[] = [];
  for (const id of ['performance', 'accessibility'] as const) {
    for (const ref of r.categories[id]?.auditRefs ?? []) {
      const a = r.audits[ref.id];
      if (
        !a ||
        a.score === null ||
        a.score >= 0.9 ||
        a.scoreDisplayMode === 'informative' ||
        a.scoreDisplayMode === 'notApplicable'
      )
        continue;
      if (id === 'performance' && ref.weight === 0 && a.scoreDisplayMode !== 'metricSavings') continue;
      out.push(`${id}: ${a.id} (${a.displayValue ?? a.score})`);
    }
  }
  return out;
}

async function main() {
  if (!existsSync(join(root, 'apps/web/.next/BUILD_ID')))
    throw new Error(
      'no production build: run `pnpm --filter @ikv/web build` first (or `pnpm lighthouse`, which builds)',
    );
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  let dataDir: string | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  let database: { stop(): Promise<void> } | undefined;
  try {
    if (!databaseUrl) {
      dataDir = mkdtempSync(join(tmpdir(), 'ikv-lighthouse-'));
      const embedded = await resolveDatabaseUrl({ databaseUrl: process.env.DATABASE_URL, dataDir });
      database = embedded;
      databaseUrl = embedded.url;
    }
    await applyMigrations(databaseUrl);
    const db = createDb(databaseUrl, { max: 2 });
    const demo = await seedDemo(db);
    await db.$disconnect();

    const baseURL = await startServer(databaseUrl);
    const only = option('only');
    const aanvraagId =
      !only || only === 'request' || only === 'booking' ? await seedRequestAndAvailability(baseURL, demo) : '';
    const pages = await pagesToAudit(baseURL, demo, aanvraagId, only);
    mkdirSync(outDir, { recursive: true });
    const { rows, version } = await auditPages(baseURL, pages);
    return printRows(rows, version);
  } finally {
    await stopServer();
    await database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

type Page = { key: string; name: string; path: string; cookie: Session | undefined };

/**
 * The pages to audit (all, or `--only` one), the signed-in ones with their user's session cookie, each
 * rendered three times first to warm the server as a running production server is.
 */
async function pagesToAudit(
  baseURL: string,
  demo: Awaited<ReturnType<typeof seedDemo>>,
  aanvraagId: string,
  only: string | undefined,
): Promise<Page[]> {
  const entrepreneurCookie = () =>
    loginCookie(baseURL, demo.entrepreneur.email, demo.entrepreneur.password, '/bedrijven');
  const pages: Page[] = [
    { key: 'login', name: 'login', path: '/login', cookie: undefined as Session | undefined },
    { key: 'orientatie', name: 'public calculator', path: '/orientatie', cookie: undefined as Session | undefined },
    { key: 'voorcheck', name: 'public pre-check', path: '/ikv-check', cookie: undefined as Session | undefined },
    {
      key: 'entrepreneur',
      name: 'entrepreneur dashboard',
      path: '/bedrijven',
      cookie: undefined as Session | undefined,
    },
    {
      key: 'adviser',
      name: 'adviser dashboard',
      path: '/adviseur/aanvragen',
      cookie: undefined as Session | undefined,
    },
    {
      key: 'request',
      name: 'request page',
      path: `/aanvragen/${aanvraagId}`,
      cookie: undefined as Session | undefined,
    },
    { key: 'booking', name: 'booking grid', path: '/afspraken', cookie: undefined as Session | undefined },
  ].filter((p) => !only || p.key === only);
  if (!pages.length)
    throw new Error(`--only: one of login, orientatie, voorcheck, entrepreneur, adviser, request, booking`);
  // the signed-in pages get the session cookie of their user (logged in through the form)
  for (const p of pages) {
    if (p.key === 'adviser') p.cookie = await loginCookie(baseURL, demo.adviser.email, demo.adviser.password, p.path);
    else if (p.key !== 'login' && p.key !== 'orientatie' && p.key !== 'voorcheck')
      p.cookie = await entrepreneurCookie();
  }
  // warm the server (first renders load modules and fill caches), as a running production server is
  for (const p of pages) {
    const headers = p.cookie ? { cookie: p.cookie.map((c) => `${c.name}=${c.value}`).join('; ') } : undefined;
    for (let i = 0; i < 3; i++) await fetch(`${baseURL}${p.path}`, { headers });
  }
  return pages;
}

/** Each page in each form factor, `runs` times in a fresh Chrome: the run with the median performance score. */
async function auditPages(baseURL: string, pages: Page[]): Promise<{ rows: Row[]; version: string }> {
  const rows: Row[] = [];
  let version = '';
  for (const form of forms) {
    for (const p of pages) {
      const results: Result[] = [];
      const base = join(outDir, `${p.name.replace(/\s+/g, '-')}.${form}`);
      for (let i = 0; i < runs; i++) {
        results.push(await auditInFreshChrome(`${baseURL}${p.path}`, p.cookie, form, `${base}.${i + 1}`));
      }
      // the run with the median performance score
      const perf = (r: Result) => Math.round((r.categories.performance?.score ?? 0) * 100);
      const r = results.find((x) => perf(x) === median(results.map(perf)))!;
      if (r.finalDisplayedUrl !== `${baseURL}${p.path}`)
        throw new Error(`${p.path} ended on ${r.finalDisplayedUrl} (not logged in?)`);
      version = r.lighthouseVersion;
      rows.push({
        page: `${p.name} (${p.path})`,
        form,
        performance: perf(r),
        performanceRuns: results.map(perf),
        accessibility: Math.round((r.categories.accessibility?.score ?? 0) * 100),
        lcp: r.audits['largest-contentful-paint']?.displayValue ?? '',
        tbt: r.audits['total-blocking-time']?.displayValue ?? '',
        cls: r.audits['cumulative-layout-shift']?.displayValue ?? '',
        failing: failingAudits(r),
      });
    }
  }
  return { rows, version };
}

/** The table of scores against the thresholds and what keeps each below 100; the exit code (1: below target). */
function printRows(rows: Row[], version: string): number {
  const ok = (row: Row) => row.performance >= THRESHOLDS.performance && row.accessibility >= THRESHOLDS.accessibility;
  console.log(
    `\nLighthouse ${version}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page; reports in ${outDir}\n`,
  );
  console.log(
    'page'.padEnd(44),
    'form'.padEnd(8),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'LCP'.padStart(8),
    'TBT'.padStart(8),
    'CLS'.padStart(6),
    '',
  );
  for (const row of rows)
    console.log(
      row.page.padEnd(44),
      row.form.padEnd(8),
      String(row.performance).padStart(5),
      String(row.accessibility).padStart(5),
      row.lcp.padStart(8),
      row.tbt.padStart(8),
      row.cls.padStart(6),
      ok(row) ? ' ok' : ' BELOW TARGET',
      runs > 1 ? ` (runs: ${row.performanceRuns.join(', ')})` : '',
    );
  for (const row of rows)
    if (row.failing.length) console.log(`\n${row.page} ${row.form}:\n  ${row.failing.join('\n  ')}`);
  const failed = rows.filter((row) => !ok(row));
  console.log(
    failed.length
      ? `\n${failed.length} of ${rows.length} below performance ${THRESHOLDS.performance} / accessibility ${THRESHOLDS.accessibility}`
      : `\nall ${rows.length} at performance ≥ ${THRESHOLDS.performance} and accessibility ${THRESHOLDS.accessibility}`,
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    if (serverOutput) console.error(`--- app server output ---\n${serverOutput.slice(-4000)}`);
    void stopServer().finally(() => process.exit(2));
  },
);
