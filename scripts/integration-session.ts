// `pnpm demo:integration`: an intermediary's whole session against a real API on loopback, printed as the
// curl commands that do the same, each with its HTTP status and body (docs/integrations.md).
//
// The API is the one the integration tests start (`@ikv/api/testing`: the REST door and the job runtime,
// webhook delivery included, without Next) on an embedded PostgreSQL in a temporary directory (or on
// DATABASE_URL's server, in databases of its own that are dropped afterwards), with a deployment identity
// generated for this run (as `pnpm start` makes one) and WEBHOOK_ALLOW_LOOPBACK=1 so that the webhook may
// go to the receiver on 127.0.0.1. The client is made by `pnpm create-client` itself. The entrepreneur and
// the adviser are made with the tests' helpers; the calls they make that the intermediary depends on
// (consent, issuing, ending the koppeling) are printed as curl too. A small receiver prints the webhook as
// it arrived and checks its signature with the `verify` function of docs/webhooks.md. At the end, the
// times of the issuing (its transaction's commit, heard as PostgreSQL's NOTIFY of that transaction) and of
// the webhook's arrival and delivery log: issue 41's "within 5 s of issuing", measured, not asserted.
// Access tokens, JWS and secrets are shortened in the output. Everything started is stopped at the end.
import { execFile } from 'node:child_process';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type * as testingModule from '@ikv/api/testing';
import { setupTestDatabaseServer } from '@ikv/db/testing';
import { childEnvironment, setForThisProcess } from './config.ts';
import { loadSecrets } from './secrets.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCOPES = 'koppelingen aanvragen:lezen verklaringen:lezen webhooks';
const EVENTS = ['aanvraag.status_gewijzigd', 'verklaring.uitgegeven', 'verklaring.ingetrokken'];
const KENMERK = 'DOSSIER-2026-0042';

// The check of docs/webhooks.md ("Verifying a signature", TypeScript), as a receiver copies it.
function verify(secret: string, headers: Record<string, string>, rawBody: string): boolean {
  const id = headers['webhook-id'],
    ts = headers['webhook-timestamp'],
    sigs = headers['webhook-signature'];
  if (!id || !ts || !sigs || Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(`v1,${createHmac('sha256', key).update(`${id}.${ts}.${rawBody}`).digest('base64')}`);
  return sigs.split(' ').some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected));
}

/** Access tokens, JWS and secrets cut to their start: the output shows their form, not their value. */
function shorten(text: string): string {
  return text
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, (t) => `${t.slice(0, 14)}…`)
    .replace(/\b(ikvs_|whsec_)[\w+/=-]+/g, (s, prefix: string) => `${s.slice(0, prefix.length + 6)}…`);
}

const say = (line = '') => console.log(line);
const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23);

interface Arrival {
  at: number;
  head: string[];
  headers: Record<string, string>;
  body: string;
}

/** A webhook receiver on loopback: keeps every request as it arrived and answers 200. */
async function startReceiver() {
  const arrivals: Arrival[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const head = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) head.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
      arrivals.push({ at: Date.now(), head, headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ikv/webhooks`,
    arrivals,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

type Caller = 'TOKEN' | 'JAN_TOKEN' | 'ADVISER_TOKEN' | 'LENDER_TOKEN' | 'BASIC' | 'LENDER_BASIC' | null;
interface Answer {
  status: number;
  bytes: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the session reads the bodies it prints
  json: any;
}

/** Calls the API over HTTP and prints the call as curl, then the status, content type and body. */
function caller(api: string, secrets: Record<Exclude<Caller, null>, string>) {
  return async function http(
    method: string,
    path: string,
    options: {
      as?: Caller;
      json?: unknown;
      form?: Record<string, string>;
      pdf?: boolean;
      /** prints only these fields of a long answer */
      fields?: string[];
    } = {},
  ): Promise<Answer> {
    const { as = 'TOKEN', json, form, pdf, fields } = options;
    const curl = ['curl -sS'];
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (method !== 'GET' && json === undefined && form === undefined) curl.push(`-X ${method}`);
    if (as === 'BASIC' || as === 'LENDER_BASIC') {
      curl.push(as === 'BASIC' ? '-u "$CLIENT_ID:$CLIENT_SECRET"' : '-u "$LENDER_ID:$LENDER_SECRET"');
      headers.authorization = `Basic ${secrets[as]}`;
    } else if (as) {
      curl.push(`-H "Authorization: Bearer $${as}"`);
      headers.authorization = `Bearer ${secrets[as]}`;
    }
    if (json !== undefined) {
      body = JSON.stringify(json);
      headers['content-type'] = 'application/json';
      curl.push(`-H "Content-Type: application/json" -d '${body}'`);
    }
    if (form) {
      body = new URLSearchParams(form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      for (const [k, v] of Object.entries(form)) curl.push(v.includes(' ') ? `-d "${k}=${v}"` : `-d ${k}=${v}`);
    }
    if (pdf) curl.push(`-o ${path.split('/').at(-2) ?? 'verklaring'}.pdf`);
    curl.push(`"$API${path}"`);
    const res = await fetch(`${api}${path}`, { method, headers, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    say(`$ ${curl.join(' ')}`);
    say(`HTTP ${res.status}${type ? ` ${type}` : ''}`);
    let parsed: unknown = null;
    if (type.includes('json') && bytes.length) {
      parsed = JSON.parse(bytes.toString('utf8'));
      if (fields) {
        const all = parsed as Record<string, unknown>;
        const some = Object.fromEntries(fields.map((f) => [f, all[f]]));
        say(`${shorten(JSON.stringify(some))}   (${fields.length} of its ${Object.keys(all).length} fields)`);
      } else say(shorten(bytes.toString('utf8')));
    } else if (bytes.length)
      say(
        `(${bytes.length} bytes, starting ${JSON.stringify(bytes.subarray(0, 8).toString('latin1'))}, SHA-256 ${createHash('sha256').update(bytes).digest('hex')})`,
      );
    say();
    return { status: res.status, bytes, json: parsed };
  };
}

async function until<T>(what: string, find: () => T | undefined, seconds = 60): Promise<T> {
  for (let i = 0; i < seconds * 10; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

type Testing = typeof testingModule;
type App = Awaited<ReturnType<Testing['startTestApp']>>;

/** What the session's steps share: the API and its harness, the receiver, the caller and its secrets. */
interface Session {
  testing: Testing;
  app: App;
  api: string;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  secrets: Record<'BASIC' | 'LENDER_BASIC' | 'LENDER_TOKEN' | 'TOKEN' | 'JAN_TOKEN' | 'ADVISER_TOKEN', string>;
  http: ReturnType<typeof caller>;
  cleanup: (() => Promise<void>)[];
}

/** The API on loopback with this run's deployment identity, a database of its own and the receiver. */
async function start(cleanup: (() => Promise<void>)[]): Promise<Session> {
  // this run's deployment identity (signing key, seal, JWT secrets), generated as `pnpm start` does
  const dataDir = mkdtempSync(join(tmpdir(), 'ikv-session-'));
  cleanup.unshift(async () => rmSync(dataDir, { recursive: true, force: true }));
  const identity = await loadSecrets({ dataDir, configured: {}, sealOrganisatie: 'IKV-service' });
  setForThisProcess({ ...identity, WEBHOOK_ALLOW_LOOPBACK: '1', LOG_LEVEL: 'warn', IKV_DISABLE_INTAKE: '1' });
  const database = await setupTestDatabaseServer();
  cleanup.unshift(() => database.teardown());
  // imported once the environment above is set: the API reads its configuration from it
  const testing = await import('@ikv/api/testing');
  const app = await testing.startTestApp();
  cleanup.unshift(() => app.close());
  const receiver = await startReceiver();
  cleanup.unshift(() => receiver.close());
  const api = `${app.url}/api`;
  const secrets = { BASIC: '', LENDER_BASIC: '', LENDER_TOKEN: '', TOKEN: '', JAN_TOKEN: '', ADVISER_TOKEN: '' };
  say(`# ${new Date().toISOString()}: the API on loopback (the integration tests' app: REST door and job runtime,`);
  say('# no Next), embedded PostgreSQL, WEBHOOK_ALLOW_LOOPBACK=1; a webhook receiver on loopback.');
  say(`API=${api}`);
  say();
  return { testing, app, api, receiver, secrets, http: caller(api, secrets), cleanup };
}

/** `pnpm create-client` itself on this session's database; its output, the client's id and secret (as Basic) */
async function createClientCli(s: Session, cli: string[], names: [string, string]): Promise<string> {
  say(`$ pnpm create-client ${cli.map((a) => (a.startsWith('--') ? a : JSON.stringify(a))).join(' ')}`);
  const made = await promisify(execFile)(resolve(root, 'node_modules/.bin/tsx'), ['scripts/create-client.ts', ...cli], {
    cwd: root,
    env: childEnvironment({ DATABASE_URL: s.app.databaseUrl }),
  });
  say(shorten(made.stdout.trim()));
  say();
  const clientId = /^client_id=(.+)$/m.exec(made.stdout)?.[1];
  const clientSecret = /^client_secret=(.+)$/m.exec(made.stdout)?.[1];
  if (!clientId || !clientSecret) throw new Error(`pnpm create-client printed no client: ${made.stdout}`);
  say(`${names[0]}=${clientId} ${names[1]}=${shorten(clientSecret)}`);
  say();
  return Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
}

/** Steps 0–5: the intermediary's client, its token, its webhook, the invitation and the consent. */
async function connect(s: Session) {
  const { http } = s;
  say("# 0. the operator makes the intermediary's client (the database is this session's)");
  s.secrets.BASIC = await createClientCli(
    s,
    [
      'Adviesbox koppeling',
      '--organisatie',
      'Hypotheekhuis Oost',
      '--soort',
      'INTERMEDIAIR',
      '--scopes',
      SCOPES,
      '--contact',
      'it@hypotheekhuis-oost.example',
    ],
    ['CLIENT_ID', 'CLIENT_SECRET'],
  );
  say('# 1. a token (client credentials, client_secret_basic)');
  const token = await http('POST', '/oauth/token', {
    as: 'BASIC',
    form: { grant_type: 'client_credentials', scope: SCOPES },
  });
  s.secrets.TOKEN = token.json.access_token as string;
  say(`TOKEN=${shorten(s.secrets.TOKEN)}`);
  say();
  say("# refused: a scope the client lacks; a person's operation with the client token; no token");
  await http('POST', '/oauth/token', { as: 'BASIC', form: { grant_type: 'client_credentials', scope: 'verificatie' } });
  await http('GET', '/companies');
  await http('GET', '/koppelingen', { as: null });

  say('# 2. the webhook receiver (http to 127.0.0.1 only because of WEBHOOK_ALLOW_LOOPBACK=1)');
  const hook = await http('POST', '/webhooks', { json: { url: s.receiver.url, events: EVENTS } });

  const jan = await s.testing.createRequest(s.app, '69599084', { voornaam: 'Jan', achternaam: 'Jansen' });
  s.secrets.JAN_TOKEN = jan.owner.token;
  say(`# the entrepreneur ${jan.owner.email} registered, verified his address, linked KvK 69599084, entered`);
  say("# three years and asked for an IKV (the tests' helpers, over REST); JAN_TOKEN is his access token");
  say(`JAN_TOKEN=${shorten(jan.owner.token)}`);
  say();

  say('# 3. the intermediary invites him with its dossier reference');
  const invited = await http('POST', '/koppelingen', { json: { email: jan.owner.email, kenmerk: KENMERK } });
  const id = invited.json.id as string;
  say('# before his consent it reads nothing');
  await http('GET', `/koppelingen/${id}/aanvragen`);

  say('# 4. the entrepreneur, with his own token, sees who asks and accepts');
  await http('GET', '/account/koppelingen', { as: 'JAN_TOKEN' });
  await http('POST', `/account/koppelingen/${id}/accepteren`, { as: 'JAN_TOKEN' });

  say('# 5. the CRM reads through the koppeling');
  await http('GET', '/koppelingen');
  await http('GET', `/koppelingen/${id}/aanvragen`);
  return { jan, id, hookId: hook.json.id as string, hookSecret: hook.json.secret as string };
}

/** Listens for the issuing's commit: PostgreSQL delivers a transaction's NOTIFY to its listeners when it commits. */
async function commitListener(s: Session, userId: string): Promise<{ committedAt: () => number | undefined }> {
  // the issuing's transaction tells the entrepreneur's open pages (live feed, channel ikv_live) of the new status
  const listener = new pg.Client({ connectionString: s.app.databaseUrl });
  await listener.connect();
  s.cleanup.unshift(() => listener.end());
  let committedAt: number | undefined;
  listener.on('notification', (n) => {
    if (committedAt === undefined && n.payload?.includes(userId)) committedAt = Date.now();
  });
  await listener.query('LISTEN ikv_live');
  return { committedAt: () => committedAt };
}

/** Steps 6–7: an adviser issues the statement; the webhook as received, verified. */
async function issue(s: Session, jan: { aanvraagId: string; owner: { userId: string } }, hookSecret: string) {
  const { http, testing, app } = s;
  const adviser = await testing.createAdviserAndLogin(app.url, app.db);
  s.secrets.ADVISER_TOKEN = adviser.token;
  const calculated = await testing.call(app.url, 'POST', `/aanvragen/${jan.aanvraagId}/ikv`, {
    token: adviser.token,
    json: {},
  });
  const jaren = (calculated.body as { jaren: { jaar: number }[] }).jaren.map((j) => j.jaar);
  await testing.makeIssuable(app.url, app.db, jan.aanvraagId, adviser.token, jaren);
  say(`# 6. an adviser (${adviser.email}) calculated the IKV, established Jan's identity and checked each year's`);
  say("# document (the tests' helpers); he takes the request and issues the statement");
  say(`ADVISER_TOKEN=${shorten(adviser.token)}`);
  say();
  const fields = ['id', 'status', 'behandelaar', 'toetsinkomen', 'verklaring'];
  await http('PATCH', `/adviseur/aanvragen/${jan.aanvraagId}`, {
    as: 'ADVISER_TOKEN',
    json: { status: 'IN_BEHANDELING' },
    fields,
  });
  const commit = await commitListener(s, jan.owner.userId);
  const sentAt = Date.now();
  await http('PATCH', `/adviseur/aanvragen/${jan.aanvraagId}`, {
    as: 'ADVISER_TOKEN',
    json: { status: 'AFGEROND', conclusie: 'Vastgesteld op de gecontroleerde jaarrekeningen.' },
    fields,
  });
  const answeredAt = Date.now();
  const isIssued = (a: Arrival) => a.body.includes('"type":"verklaring.uitgegeven"');
  const webhook = await until('verklaring.uitgegeven at the receiver', () => s.receiver.arrivals.find(isIssued));

  say('# 7. the webhook as the receiver got it (request line, headers in the order received, body)');
  for (const line of webhook.head) say(line);
  say();
  say(webhook.body);
  say();
  const genuine = verify(hookSecret, webhook.headers, webhook.body);
  const tampered = verify(
    hookSecret,
    webhook.headers,
    webhook.body.replace(/"toetsinkomen":(\d)/, '"toetsinkomen":9$1'),
  );
  say(`# verify(secret, headers, body) of docs/webhooks.md: ${genuine}; with the toetsinkomen changed: ${tampered}`);
  say(`# (the secret is the one POST /webhooks answered, ${shorten(hookSecret)})`);
  say();
  return { webhook, verified: genuine && !tampered, sentAt, answeredAt, committedAt: commit.committedAt() };
}

/** Steps 8–10: the statement read through the consent, the delivery log, and the consent ended. */
async function readAndEnd(s: Session, id: string, hookId: string) {
  const { http, api } = s;
  say('# 8. the CRM reads the statement: its figures and JWS, the sealed PDF, the public verification');
  await http('GET', `/koppelingen/${id}/aanvragen`);
  const statements = await http('GET', `/koppelingen/${id}/verklaringen`);
  const { nummer, code } = statements.json[0] as { nummer: string; code: string };
  const pdf = await http('GET', `/koppelingen/${id}/verklaringen/${nummer}/pdf`, { pdf: true });
  const verification = await fetch(`${api}/verificatie/${code}`);
  const v = (await verification.json()) as { nummer: string; status: string; pdfSha256: string };
  say(`$ curl -sS "$API/verificatie/${code}"   # (three of its fields)`);
  say(`HTTP ${verification.status} ${verification.headers.get('content-type')}`);
  say(JSON.stringify({ nummer: v.nummer, status: v.status, pdfSha256: v.pdfSha256 }));
  say(
    `# the PDF's SHA-256 is the verification's pdfSha256: ${createHash('sha256').update(pdf.bytes).digest('hex') === v.pdfSha256}`,
  );
  say();

  say("# 9. the endpoint's delivery log");
  const log = await http('GET', `/webhooks/${hookId}/afleveringen`);
  const row = (log.json as { event: string; aangemaaktOp: string; afgeleverdOp: string | null }[]).find(
    (r) => r.event === 'verklaring.uitgegeven',
  );

  say('# 10. the entrepreneur ends the koppeling; the same token reads nothing any more');
  await http('DELETE', `/account/koppelingen/${id}`, { as: 'JAN_TOKEN' });
  await http('GET', `/koppelingen/${id}/aanvragen`);
  await http('GET', `/koppelingen/${id}/verklaringen/${nummer}/pdf`);
  await http('GET', '/koppelingen');
  return { nummer, code, row };
}

/** Step 11: a lender subscribes to the statement by number and code and hears of its withdrawal. */
async function lender(s: Session, aanvraagId: string, statement: { nummer: string; code: string }): Promise<boolean> {
  const { http } = s;
  say('# 11. a lender got the statement (number and code) from Jan, subscribes to it and hears of its withdrawal');
  s.secrets.LENDER_BASIC = await createClientCli(
    s,
    [
      'Acceptatiesysteem',
      '--organisatie',
      'Hypotheekbank Noord',
      '--soort',
      'GELDVERSTREKKER',
      '--scopes',
      'verificatie webhooks',
    ],
    ['LENDER_ID', 'LENDER_SECRET'],
  );
  const lenderToken = await http('POST', '/oauth/token', {
    as: 'LENDER_BASIC',
    form: { grant_type: 'client_credentials', scope: 'verificatie webhooks' },
  });
  s.secrets.LENDER_TOKEN = lenderToken.json.access_token as string;
  say(`LENDER_TOKEN=${shorten(s.secrets.LENDER_TOKEN)}`);
  say();
  const bankUrl = s.receiver.url.replace('/ikv/', '/bank/');
  const bankHook = await http('POST', '/webhooks', {
    as: 'LENDER_TOKEN',
    json: { url: bankUrl, events: ['verklaring.ingetrokken'] },
  });
  await http('POST', '/verificatie/abonnementen', { as: 'LENDER_TOKEN', json: statement });
  await http('POST', `/adviseur/aanvragen/${aanvraagId}/verklaring/intrekken`, {
    as: 'ADVISER_TOKEN',
    json: { reden: 'Cijfers onjuist gebleken.' },
    fields: ['id', 'status', 'verklaring'],
  });
  const withdrawal = await until('verklaring.ingetrokken at the lender', () =>
    s.receiver.arrivals.find(
      (a) => a.head[0]?.includes('/bank/') && a.body.includes('"type":"verklaring.ingetrokken"'),
    ),
  );
  say("# the lender's receiver got:");
  for (const line of withdrawal.head) say(line);
  say();
  say(withdrawal.body);
  say();
  const lenderGenuine = verify(bankHook.json.secret as string, withdrawal.headers, withdrawal.body);
  say(`# verify(secret, headers, body) with the lender's secret: ${lenderGenuine}`);
  say();
  return lenderGenuine;
}

/** Step 12: the issuing's moments on this run's clock, commit → webhook arrival among them. */
function timing(
  issued: Awaited<ReturnType<typeof issue>>,
  row: { aangemaaktOp: string; afgeleverdOp: string | null } | undefined,
): void {
  const { webhook, sentAt, answeredAt, committedAt } = issued;
  say('# 12. issue 41: "verklaring.uitgegeven within 5 s of issuing", on this run\'s clock (one process: API,');
  say("# receiver and this script); commit = the issuing transaction's NOTIFY heard");
  const made0 = row ? Date.parse(row.aangemaaktOp) : NaN;
  const logged = row?.afgeleverdOp ? Date.parse(row.afgeleverdOp) : NaN;
  const moments: [number, string][] = [
    [sentAt, "the adviser's PATCH to AFGEROND sent"],
    [made0, "delivery row made (delivery log aangemaaktOp: the issuing's time, in its transaction, before sealing)"],
    [committedAt ?? NaN, 'the issuing transaction committed'],
    [webhook.at, 'the webhook arrived at the receiver'],
    [logged, 'delivery logged AFGELEVERD (delivery log afgeleverdOp)'],
    [answeredAt, 'the PATCH answered'],
  ];
  for (const [at, what] of moments.filter(([at]) => Number.isFinite(at)).sort(([a], [b]) => a - b))
    say(`#   ${clock(at)}  ${what}`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
  if (committedAt !== undefined)
    say(
      `# commit → webhook arrived: ${seconds(webhook.at - committedAt)}; commit → afgeleverdOp: ${seconds(logged - committedAt)}`,
    );
  else say("# (the commit's NOTIFY was not heard)");
  say(`# aangemaaktOp → afgeleverdOp (the delivery log alone; includes sealing the PDF): ${seconds(logged - made0)}`);
  say();
}

async function session(cleanup: (() => Promise<void>)[]): Promise<boolean> {
  const s = await start(cleanup);
  const { jan, id, hookId, hookSecret } = await connect(s);
  const issued = await issue(s, jan, hookSecret);
  const { nummer, code, row } = await readAndEnd(s, id, hookId);
  const lenderGenuine = await lender(s, jan.aanvraagId, { nummer, code });
  timing(issued, row);
  say(
    issued.verified
      ? 'webhook verklaring.uitgegeven received and verified'
      : 'webhook verklaring.uitgegeven received but NOT verified',
  );
  return issued.verified && lenderGenuine;
}

async function main() {
  const cleanup: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of cleanup.splice(0)) await step().catch((e: unknown) => console.error('stopping:', e));
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    return (await session(cleanup)) ? 0 : 1;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
