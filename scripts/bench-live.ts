// `pnpm bench:live`: live delivery at scale. The production build (apps/web/server.ts) on an embedded
// PostgreSQL this script controls; 1 000 browser tabs hold the `live.events` subscription (server-sent
// events) open, first all on one instance, then 500 on each of two instances on the same database.
// Who subscribes: advisers. Every adviser takes part in the chat of every request (modules/chat), so a
// message in one request's chat is a `chat.message` event for each of them; `--users` spreads the tabs
// over that many advisers (default: one tab each; `--users 1` is one adviser with every tab open).
// The messages are sent over REST by other advisers who keep no tab open (the chat's rate limit is per
// sender). Measured: the time from the start of the POST to each tab's receipt (p50/p95/p99/max, lost,
// duplicates); the instance's memory idle and with the idle subscribers, after a full GC (inspector
// protocol), and per subscriber; and a PostgreSQL restart (stop, 2 s down, start on the same data dir
// and port) while the tabs stay connected and messages keep coming: every tab must end up with every
// stored message exactly once (tabs resume with Last-Event-ID as a browser's EventSource does).
// Exits 1 when a p99 is 1 s or more, or anything was lost or duplicated.
// Usage: pnpm bench:live [--subscribers 1000] [--users 1000] [--messages 20]  (loopback only)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import {
  BENCH_SECRETS,
  freePort,
  json,
  median,
  memoryAfterGc,
  quantile,
  rssMiB,
  runMain,
  startApp,
  stopChildren,
} from './bench-support.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const subscribers = arg('subscribers', 1000);
const users = Math.min(subscribers, arg('users', subscribers));
const messages = arg('messages', 20);
const SENDERS = 20;
const P99_TARGET_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type User = { id: string; email: string };
const tokens = new Map<string, string>();
/** An access token as the app signs it (the bench starts the app with its JWT_SECRET): no 1 000 logins with argon2. */
async function token(user: User): Promise<string> {
  let t = tokens.get(user.id);
  if (!t) {
    t = await new SignJWT({ rol: 'ADVISEUR', email: user.email, sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('ikv')
      .setAudience('ikv-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(BENCH_SECRETS.JWT_SECRET));
    tokens.set(user.id, t);
  }
  return t;
}

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/** One browser tab: live.events over SSE, reconnecting with Last-Event-ID after an error or an end. */
class Tab {
  /** chat message id → times received (more than once is a duplicate) */
  readonly received = new Map<string, number>();
  lastEventId: string | null = null;
  connects = 0;
  private isConnected = false;
  private closed = false;
  private abort: (() => void) | null = null;
  private onConnected: (() => void) | null = null;

  constructor(
    readonly app: string,
    readonly user: User,
    private readonly onMessage: (tab: Tab, bericht: string, at: number) => void,
  ) {}

  connected(): Promise<void> {
    if (this.isConnected) return Promise.resolve();
    return new Promise((r) => (this.onConnected = r));
  }

  async open(): Promise<void> {
    if (this.closed) return;
    const headers: Record<string, string> = {
      authorization: `Bearer ${await token(this.user)}`,
      accept: 'text/event-stream',
    };
    if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
    const req = request(`${this.app}/api/trpc/live.events?input=${encodeURIComponent('{}')}`, { agent, headers });
    this.abort = () => req.destroy();
    let retried = false;
    const retry = () => {
      this.isConnected = false;
      if (retried || this.closed) return;
      retried = true;
      setTimeout(() => void this.open(), 250 + Math.random() * 750);
    };
    req.on('error', retry);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', retry);
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          this.block(block);
        }
      });
      res.on('end', retry);
      res.on('error', retry);
    });
    req.end();
  }

  private block(block: string) {
    let id: string | null = null;
    let event: string | null = null;
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trimStart();
    }
    if (event === 'connected') {
      this.connects++;
      this.isConnected = true;
      this.onConnected?.();
      this.onConnected = null;
      return;
    }
    if (event === 'serialized-error' || event === 'return') return; // the stream ends next: reconnect
    if (event !== null || id === null || !data) return; // ping
    this.lastEventId = id;
    const e = JSON.parse(data) as { soort: string; payload: { id?: string; bericht?: string } };
    if (e.soort !== 'chat.message' || !e.payload.id) return;
    this.received.set(e.payload.id, (this.received.get(e.payload.id) ?? 0) + 1);
    if (e.payload.bericht) this.onMessage(this, e.payload.bericht, performance.now());
  }

  close() {
    this.closed = true;
    this.abort?.();
  }
}

/** Chat messages the tabs received more than once, all together. */
const duplicatesIn = (list: Tab[]) =>
  list.reduce((n, t) => n + [...t.received.values()].reduce((m, c) => m + c - 1, 0), 0);

/** Runs `fn` over `items` with at most `limit` at a time. */
async function bounded<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

interface Delivery {
  setup: string;
  tabs: number;
  sent: number;
  latencies: number[];
  lost: number;
  duplicates: number;
}
interface Restart {
  setup: string;
  tabs: number;
  attempted: number;
  acknowledged: number;
  refused: number;
  stored: number;
  lost: number;
  duplicates: number;
  reconnects: number;
  recoveredMs: number;
  after: number[];
  downMs: number;
}

/** One query on its own connection (the server may be restarted between two). */
async function sql<T extends pg.QueryResultRow>(dbUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The embedded PostgreSQL this bench controls, stopped and started again on the same data dir and port. */
interface Database {
  server: EmbeddedServer | null;
  dataDir: string;
  port: number;
  /** the app's database on it */
  url: string;
}

/** The chat the bench measures: its tabs, its senders, and per message when it was sent and when each tab had it. */
class LiveChat {
  readonly tabs: Tab[] = [];
  /** message text → send time, and receipt times per tab */
  readonly sentAt = new Map<string, number>();
  readonly arrivals = new Map<string, Map<Tab, number>>();
  private sendCount = 0;

  constructor(
    readonly aanvraagId: string,
    private readonly advisers: User[],
    private readonly senders: User[],
  ) {}

  private readonly onMessage = (tab: Tab, bericht: string, at: number) => {
    const t0 = this.sentAt.get(bericht);
    const got = this.arrivals.get(bericht);
    if (t0 !== undefined && got && !got.has(tab)) got.set(tab, at - t0);
  };

  /** One chat message over REST, by the next sender in turn; the status (0: no answer). */
  async send(app: string, bericht: string): Promise<number> {
    const sender = this.senders[this.sendCount++ % this.senders.length]!;
    this.sentAt.set(bericht, performance.now());
    this.arrivals.set(bericht, new Map());
    try {
      const res = await fetch(`${app}/api/aanvragen/${this.aanvraagId}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(sender)}` },
        body: JSON.stringify({ bericht }),
        signal: AbortSignal.timeout(20_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  async openTabs(apps: string[], n: number): Promise<Tab[]> {
    const opened = Array.from(
      { length: n },
      (_, i) => new Tab(apps[i % apps.length]!, this.advisers[i % this.advisers.length]!, this.onMessage),
    );
    this.tabs.push(...opened);
    await bounded(opened, 50, async (tab) => {
      await tab.open();
      await Promise.race([
        tab.connected(),
        sleep(60_000).then(() => {
          throw new Error('a tab did not connect within 60 s');
        }),
      ]);
    });
    return opened;
  }

  async closeTabs(list: Tab[]): Promise<void> {
    for (const t of list) t.close();
    this.tabs.splice(0, this.tabs.length, ...this.tabs.filter((t) => !list.includes(t)));
    await sleep(1000);
  }

  /** `messages` messages one after another (each once every tab has it, or after 10 s), alternating over `apps`. */
  async deliveries(setup: string, apps: string[], list: Tab[]): Promise<Delivery> {
    const latencies: number[] = [];
    let lost = 0;
    const duplicatesBefore = duplicatesIn(list);
    for (let i = 0; i < messages; i++) {
      const bericht = `${setup}: bericht ${i}`;
      const status = await this.send(apps[i % apps.length]!, bericht);
      if (status !== 201) throw new Error(`send: ${status}`);
      const end = Date.now() + 10_000;
      while (this.arrivals.get(bericht)!.size < list.length && Date.now() < end) await sleep(10);
      const got = this.arrivals.get(bericht)!;
      latencies.push(...got.values());
      lost += list.length - got.size;
      await sleep(200);
    }
    return {
      setup,
      tabs: list.length,
      sent: messages,
      latencies,
      lost,
      duplicates: duplicatesIn(list) - duplicatesBefore,
    };
  }
}

/** PostgreSQL stopped for 2 s and started again under a stream of messages; then every tab must hold every stored one exactly once. */
async function restart(chat: LiveChat, db: Database, setup: string, apps: string[], list: Tab[]): Promise<Restart> {
  const prefix = `${setup}, herstart: `;
  const connectsBefore = list.reduce((n, t) => n + t.connects, 0);
  const statuses: number[] = [];
  let sending = true;
  let backAt = 0;
  let okAfterBack = false;
  let recoveredAt = 0;
  const afterBack: string[] = [];
  const stream = (async () => {
    for (let i = 0; sending; i++) {
      const t0 = Date.now();
      const status = await chat.send(apps[i % apps.length]!, `${prefix}${i}`);
      statuses.push(status);
      if (status === 201 && backAt && t0 >= backAt) {
        if (!okAfterBack) recoveredAt = Date.now();
        okAfterBack = true;
        afterBack.push(`${prefix}${i}`);
      }
      await sleep(150);
    }
  })();
  await sleep(2000);
  const stoppedAt = Date.now();
  await db.server!.stop();
  db.server = null;
  await sleep(2000);
  db.server = await startEmbeddedPostgres({ dataDir: db.dataDir, port: db.port });
  if (db.server.port !== db.port) throw new Error(`PostgreSQL came back on port ${db.server.port}, not ${db.port}`);
  backAt = Date.now();
  const downMs = backAt - stoppedAt;
  const deadline = Date.now() + 30_000;
  while (!okAfterBack && Date.now() < deadline) await sleep(100);
  await sleep(3000);
  sending = false;
  await stream;
  const stored = await storedAfter(chat, db, list, prefix);
  return {
    setup,
    tabs: list.length,
    downMs,
    recoveredMs: recoveredAt - backAt,
    after: afterBack.flatMap((b) => [...(chat.arrivals.get(b)?.values() ?? [])]),
    attempted: statuses.length,
    acknowledged: statuses.filter((s) => s === 201).length,
    refused: statuses.filter((s) => s !== 201).length,
    stored: stored.length,
    lost: missingIn(list, stored),
    duplicates: list.reduce(
      (n, t) => n + stored.reduce((m, id) => m + Math.max(0, (t.received.get(id) ?? 0) - 1), 0),
      0,
    ),
    reconnects: list.reduce((n, t) => n + t.connects, 0) - connectsBefore,
  };
}

/** The stored messages of a restart's stream, once every tab has them all or after 30 s. */
async function storedAfter(chat: LiveChat, db: Database, list: Tab[], prefix: string): Promise<string[]> {
  const stored = (
    await sql<{ id: string }>(db.url, `SELECT id FROM chat_messages WHERE "aanvraagId" = $1 AND bericht LIKE $2`, [
      chat.aanvraagId,
      `${prefix}%`,
    ])
  ).map((r) => r.id);
  const end = Date.now() + 30_000;
  while (missingIn(list, stored) > 0 && Date.now() < end) await sleep(100);
  return stored;
}

/** Stored messages a tab has not received, all tabs together. */
const missingIn = (list: Tab[], stored: string[]) =>
  list.reduce((n, t) => n + stored.filter((id) => !t.received.has(id)).length, 0);

/**
 * The chat the tabs follow: an entrepreneur's IKV request (with a company and three years), then the
 * advisers who subscribe and those who send (no tab open); made after the request, whose creation
 * tells every adviser one by one in one transaction (too slow for 1 000 of them).
 */
async function prepareChat(app: string, dbUrl: string): Promise<LiveChat> {
  const email = `live-owner-${Date.now()}@bench.test`;
  await json(`${app}/api/auth/register`, {
    method: 'POST',
    json: { email, wachtwoord: 'bench-wachtwoord-lang', voornaam: 'Eva', achternaam: 'Eigenaar' },
  });
  await sql(dbUrl, `UPDATE users SET "emailGeverifieerdOp" = now() WHERE email = $1`, [email]);
  const { accessToken } = await json(`${app}/api/auth/login`, {
    method: 'POST',
    json: { email, wachtwoord: 'bench-wachtwoord-lang' },
  });
  const auth = { authorization: `Bearer ${accessToken as string}` };
  const company = await json(`${app}/api/companies`, {
    method: 'POST',
    headers: auth,
    json: { kvkNummer: '69599084' },
  });
  const H = {
    vlottendeActiva: 30000,
    immaterieleActiva: 0,
    eigenVermogen: 20000,
    balanstotaal: 40000,
    balanscorrectie: 0,
    balanscorrectieReden: null,
  };
  await json(`${app}/api/companies/financials/${company.id}`, {
    method: 'POST',
    headers: auth,
    json: { boekjaren: [2023, 2024, 2025].map((jaar) => ({ jaar, fiscaleWinst: 30000, ...H })) },
  });
  const aanvraag = await json(`${app}/api/aanvragen`, {
    method: 'POST',
    headers: auth,
    json: { companyId: company.id, verklaringType: 'IKV' },
  });
  await sql(
    dbUrl,
    `INSERT INTO users (id, email, "passwordHash", rol, voornaam, achternaam, "emailGeverifieerdOp", "bijgewerktOp")
     SELECT 'live-' || k || '-' || i, 'live-' || k || '-' || i || '@bench.test', '-', 'ADVISEUR', 'Live', k || ' ' || i, now(), now()
     FROM (VALUES ('tab', $1::int), ('sender', $2::int)) AS s(k, n), generate_series(1, s.n) AS i`,
    [users, SENDERS],
  );
  const advisers: User[] = Array.from({ length: users }, (_, i) => ({
    id: `live-tab-${i + 1}`,
    email: `live-tab-${i + 1}@bench.test`,
  }));
  const senders: User[] = Array.from({ length: SENDERS }, (_, i) => ({
    id: `live-sender-${i + 1}`,
    email: `live-sender-${i + 1}@bench.test`,
  }));
  return new LiveChat(aanvraag.id as string, advisers, senders);
}

/** The instance's memory after a full GC, the median of three. */
async function sampleMemory(inspectPort: number) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    runs.push(await memoryAfterGc(inspectPort));
    await sleep(500);
  }
  return {
    rss: median(runs.map((r) => r.rss)),
    heapUsed: median(runs.map((r) => r.heapUsed)),
    external: median(runs.map((r) => r.external)),
  };
}

const shape =
  users === subscribers
    ? `${users} advisers with one tab each`
    : `${subscribers} tabs of ${users} adviser${users === 1 ? '' : 's'}`;

type Memory = Awaited<ReturnType<typeof sampleMemory>>;
interface Measured {
  idle: Memory;
  idleRssPlain: number;
  withSubs: Memory;
  openSeconds: number;
  results: Delivery[];
  restarts: Restart[];
}

/**
 * Instance 1 warmed up and idle, then every tab on it: its memory, the deliveries and a restart; then
 * instance 2 beside it, half the tabs on each: the deliveries and a restart.
 */
async function measure(
  chat: LiveChat,
  db: Database,
  one: { url: string; pid: number },
  inspectPort: number,
): Promise<Measured> {
  process.stderr.write(`  ${shape}; warming up instance 1\n`);
  // warm-up: the subscription route, a message, a delivery; then idle
  const [warm] = await chat.openTabs([one.url], 1);
  await chat.send(one.url, 'warm-up');
  await sleep(1000);
  await chat.closeTabs([warm!]);
  await sleep(2000);
  const idle = await sampleMemory(inspectPort);
  const idleRssPlain = rssMiB(one.pid);

  process.stderr.write(`  opening ${subscribers} subscriptions on instance 1\n`);
  const t0 = performance.now();
  const all = await chat.openTabs([one.url], subscribers);
  const openSeconds = (performance.now() - t0) / 1000;
  await sleep(3000);
  const withSubs = await sampleMemory(inspectPort);

  process.stderr.write(`  ${messages} messages to ${subscribers} tabs\n`);
  const results: Delivery[] = [await chat.deliveries('1 instance', [one.url], all)];
  process.stderr.write('  PostgreSQL restart, 1 instance\n');
  const restarts: Restart[] = [await restart(chat, db, '1 instance', [one.url], all)];
  await chat.closeTabs(all);

  process.stderr.write('  starting instance 2\n');
  const two = await startApp(db.url, { env: { IKV_DISABLE_JOBS: '1' } });
  const both = await chat.openTabs([one.url, two.url], subscribers);
  results.push(await chat.deliveries('2 instances', [one.url, two.url], both));
  process.stderr.write('  PostgreSQL restart, 2 instances\n');
  restarts.push(await restart(chat, db, '2 instances', [one.url, two.url], both));
  await chat.closeTabs(both);
  return { idle, idleRssPlain, withSubs, openSeconds, results, restarts };
}

/** The deliveries' and restarts' tables, the memory per subscriber, and the targets (exit code 1 when missed). */
function printLive(m: Measured, loadBefore: number[]): void {
  const { idle, idleRssPlain, withSubs, openSeconds, results, restarts } = m;
  const f = (n: number) => n.toFixed(0).padStart(6);
  console.log(
    `\nlive.events (SSE), subscribers: ${shape} (every adviser takes part in every request's chat); ${messages} chat messages per setup, sent one after another over REST by ${SENDERS} other advisers, alternating instances; ` +
      `latency = start of the POST → the event parsed by the tab; ${cpus().length} cores, load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}\n`,
  );
  console.log(
    `${'setup'.padEnd(22)} ${'tabs'.padStart(9)} ${'msgs'.padStart(5)} ${'received'.padStart(9)} ${'p50 ms'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)} ${'lost'.padStart(5)} ${'dup'.padStart(4)}`,
  );
  for (const r of results) {
    const tabsLabel = r.setup.startsWith('2') ? `${r.tabs / 2} + ${r.tabs / 2}` : String(r.tabs);
    console.log(
      `${r.setup.padEnd(22)} ${tabsLabel.padStart(9)} ${String(r.sent).padStart(5)} ${String(r.latencies.length).padStart(9)} ${f(quantile(r.latencies, 0.5))} ${f(quantile(r.latencies, 0.95))} ${f(quantile(r.latencies, 0.99))} ${f(Math.max(...r.latencies))} ${String(r.lost).padStart(5)} ${String(r.duplicates).padStart(4)}`,
    );
  }
  console.log(
    `\n${'PostgreSQL restart'.padEnd(22)} ${'down ms'.padStart(8)} ${'sent'.padStart(5)} ${'201'.padStart(5)} ${'refused'.padStart(8)} ${'stored'.padStart(7)} ${'lost'.padStart(5)} ${'dup'.padStart(4)} ${'reconnects'.padStart(11)} ${'1st 201 after'.padStart(14)} ${'then p99 ms'.padStart(12)}`,
  );
  for (const r of restarts) {
    console.log(
      `${r.setup.padEnd(22)} ${String(r.downMs).padStart(8)} ${String(r.attempted).padStart(5)} ${String(r.acknowledged).padStart(5)} ${String(r.refused).padStart(8)} ${String(r.stored).padStart(7)} ${String(r.lost).padStart(5)} ${String(r.duplicates).padStart(4)} ${String(r.reconnects).padStart(11)} ${`${r.recoveredMs} ms`.padStart(14)} ${f(quantile(r.after, 0.99)).padStart(12)}`,
    );
  }
  const perSub = (a: number, b: number) => ((b - a) * 1024) / subscribers;
  console.log(
    `\ninstance 1 memory after a full GC (median of 3): idle RSS ${idle.rss.toFixed(0)} MiB (heap ${idle.heapUsed.toFixed(0)} MiB; ${idleRssPlain.toFixed(0)} MiB before the GC); ` +
      `with ${subscribers} idle subscribers RSS ${withSubs.rss.toFixed(0)} MiB (heap ${withSubs.heapUsed.toFixed(0)} MiB): ` +
      `${perSub(idle.rss, withSubs.rss).toFixed(0)} KiB RSS and ${perSub(idle.heapUsed, withSubs.heapUsed).toFixed(0)} KiB heap per idle subscriber; ${subscribers} subscriptions opened (50 at a time) in ${openSeconds.toFixed(1)} s`,
  );
  const worst = Math.max(...results.map((r) => quantile(r.latencies, 0.99)));
  const lost =
    results.reduce((n, r) => n + r.lost + r.duplicates, 0) + restarts.reduce((n, r) => n + r.lost + r.duplicates, 0);
  console.log(
    `targets: p99 < ${P99_TARGET_MS} ms: ${worst < P99_TARGET_MS ? 'met' : 'NOT met'} (worst ${worst.toFixed(0)} ms); nothing lost or duplicated: ${lost === 0 ? 'met' : `NOT met (${lost})`}`,
  );
  if (worst >= P99_TARGET_MS || lost > 0) process.exitCode = 1;
}

async function main() {
  const loadBefore = loadavg();
  const dir = mkdtempSync(join(tmpdir(), 'ikv-bench-live-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as user postgres and must enter it
  const dataDir = join(dir, 'pg');
  const pgPort = await freePort();
  const server = await startEmbeddedPostgres({ dataDir, port: pgPort });
  const url = new URL(server.url);
  url.pathname = '/ikv';
  const db: Database = { server, dataDir, port: pgPort, url: url.toString() };
  let chat: LiveChat | null = null;
  try {
    await ensureDatabase(server.url, 'ikv');
    await applyMigrations(db.url);

    const inspectPort = await freePort();
    // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles instance 1 under the load
    const extraArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const one = await startApp(db.url, {
      nodeArgs: [...extraArgs, `--inspect=127.0.0.1:${inspectPort}`],
      env: { IKV_DISABLE_JOBS: '1' },
    });
    chat = await prepareChat(one.url, db.url);
    printLive(await measure(chat, db, one, inspectPort), loadBefore);
  } finally {
    for (const t of chat?.tabs ?? []) t.close();
    await stopChildren();
    await db.server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runMain(main);
