// `pnpm bench:client`: what an intermediary's system pays for its machine credentials. The same list of
// an entrepreneur's requests read two ways on the production build, in alternating rounds on one fresh
// database: by the entrepreneur with his own access token (`GET /api/aanvragen`) and by an API client
// with an OAuth client-credentials token through his consent (`GET /api/koppelingen/{id}/aanvragen`,
// docs/integrations.md). Prints req/s, p50/p99 latency, the server's CPU per request and the ratio
// client / user. A client's call does by design what a person's read does not: its client is checked
// (a revoked client stops at once: from the instance's client cache, kept by a trigger), its per-client
// rate limit is reserved and an audit row is written (every machine access to a person's data is on
// record), the last two in one statement, and its consent is read with the requests in another
// (issue 41: client.procedure-base.ts, koppelingen.repository.ts); the ratio is their price.
// (`POST /kvk` is not an operation a client token opens: API.md, Integrations.) The load is spread over
// `--pairs` entrepreneurs, each with his own intermediary's client (a client may make 300 calls a minute,
// so 200 clients allow 60 000 calls in the minute the rounds take; one address gets 3 invitations
// a day): every call is answered, none is a cheap 429.
// Usage: pnpm bench:client [--seconds 5] [--rounds 3] [--connections 50] [--pairs 200]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '@ikv/db';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { createClient, systemClock } from '@ikv/api/operator';
import { BENCH_BOEKJAREN, cpuMs, json, median, option, runMain, startApp, stopChildren } from './bench-support.ts';

const seconds = Number(option('seconds') ?? 5);
const rounds = Number(option('rounds') ?? 3);
const connections = Number(option('connections') ?? 50);
const pairs = Number(option('pairs') ?? 200);
const WACHTWOORD = 'bench-wachtwoord-lang';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  cpu: number;
  non2xx: number;
}

/** A path and the token that reads it. */
interface Reader {
  path: string;
  token: string;
}

/** Load on `readers` in turn, one request each; the server's CPU per request. */
async function load(app: string, readers: Reader[], duration: number, pid: number) {
  const cpu0 = cpuMs(pid);
  let next = 0;
  const r = await autocannon({
    url: app,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          const reader = readers[next++ % readers.length]!;
          return { ...req, path: reader.path, headers: { ...req.headers, authorization: `Bearer ${reader.token}` } };
        },
      },
    ],
  });
  return { r, cpu: (cpuMs(pid) - cpu0) / Math.max(1, r.requests.total) };
}

/** An entrepreneur with a verified address, a company, three years and two open requests (an IKV, an orientation); his token. */
async function entrepreneur(app: string, databaseUrl: string): Promise<{ email: string; token: string }> {
  const email = `bench-client-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.nl`;
  await json(`${app}/api/auth/register`, {
    method: 'POST',
    json: { email, wachtwoord: WACHTWOORD, voornaam: 'Bench', achternaam: 'Klant' },
  });
  // the consent is only for an invitation to a verified address: the bench confirms it in the database
  const db = createDb(databaseUrl, { max: 1 });
  try {
    await db.user.update({
      where: { email },
      data: { emailGeverifieerdOp: new Date(), geboortedatum: new Date('1980-05-17') },
    });
  } finally {
    await db.$disconnect();
  }
  const { accessToken } = await json(`${app}/api/auth/login`, {
    method: 'POST',
    json: { email, wachtwoord: WACHTWOORD },
  });
  const auth = { authorization: `Bearer ${accessToken}` };
  const company = await json(`${app}/api/companies`, {
    method: 'POST',
    headers: auth,
    json: { kvkNummer: '69599084' },
  });
  const boekjaren = BENCH_BOEKJAREN;
  await json(`${app}/api/companies/financials/${company.id}`, { method: 'POST', headers: auth, json: { boekjaren } });
  for (const verklaringType of ['IKV', 'ORIENTATIE'])
    await json(`${app}/api/aanvragen`, {
      method: 'POST',
      headers: auth,
      json: { companyId: company.id, verklaringType },
    });
  return { email, token: accessToken };
}

/** An intermediary's client with its token, and its consented link to the entrepreneur. */
async function linkedClient(app: string, databaseUrl: string, person: { email: string; token: string }) {
  const db = createDb(databaseUrl, { max: 1 });
  const client = await createClient(
    { db, clock: systemClock, userId: null, ip: null },
    {
      naam: 'Bench CRM',
      organisatie: 'Bench Hypotheken',
      soort: 'INTERMEDIAIR',
      scopes: ['koppelingen', 'aanvragen:lezen'],
    },
  ).finally(() => db.$disconnect());
  const tokenRes = await fetch(`${app}/api/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!tokenRes.ok) throw new Error(`token: ${tokenRes.status} ${await tokenRes.text()}`);
  const { access_token: clientToken } = (await tokenRes.json()) as { access_token: string };
  const link = await json(`${app}/api/koppelingen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${clientToken}` },
    json: { email: person.email, kenmerk: 'BENCH-1' },
  });
  await json(`${app}/api/account/koppelingen/${link.id}/accepteren`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}` },
    json: {},
  });
  return { clientToken, linkId: link.id as string };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ikv-bench-client-'));
  const database = await resolveDatabaseUrl({ databaseUrl: undefined, dataDir });
  try {
    await applyMigrations(database.url);
    // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the app under load (bench-support.ts)
    const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const { url: app, pid } = await startApp(database.url, { nodeArgs });
    const users: Reader[] = [];
    const clients: Reader[] = [];
    for (let i = 0; i < pairs; i++) {
      const person = await entrepreneur(app, database.url);
      const { clientToken, linkId } = await linkedClient(app, database.url, person);
      users.push({ path: '/api/aanvragen', token: person.token });
      clients.push({ path: `/api/koppelingen/${linkId}/aanvragen`, token: clientToken });
    }
    // the same requests both ways
    const own = await json(`${app}${users[0]!.path}`, { headers: { authorization: `Bearer ${users[0]!.token}` } });
    const viaLink = await json(`${app}${clients[0]!.path}`, {
      headers: { authorization: `Bearer ${clients[0]!.token}` },
    });
    const ownList = Array.isArray(own) ? own : own.items;
    if (viaLink.length !== 2 || ownList.length !== 2)
      throw new Error(`expected the 2 requests both ways, got ${ownList.length} and ${viaLink.length}`);

    await load(app, users, 2, pid); // warm-up
    await load(app, clients, 2, pid);
    const runs: { user: Awaited<ReturnType<typeof load>>[]; client: Awaited<ReturnType<typeof load>>[] } = {
      user: [],
      client: [],
    };
    for (let i = 0; i < rounds; i++) {
      runs.user.push(await load(app, users, seconds, pid));
      runs.client.push(await load(app, clients, seconds, pid));
    }
    const figures = (rs: Awaited<ReturnType<typeof load>>[]): Figures => ({
      rps: median(rs.map((x) => x.r.requests.average)),
      p50: median(rs.map((x) => x.r.latency.p50)),
      p99: median(rs.map((x) => x.r.latency.p99)),
      cpu: median(rs.map((x) => x.cpu)),
      non2xx: rs.reduce((n, x) => n + x.r.non2xx, 0),
    });
    const user = figures(runs.user);
    const client = figures(runs.client);
    const row = (name: string, f: Figures) =>
      `${name.padEnd(52)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  CPU ${f.cpu.toFixed(2)} ms/req  non-2xx ${f.non2xx}`;
    console.log(
      `${rounds} rounds of ${seconds} s, ${connections} connections, ${pairs} entrepreneurs and clients in turn, 2 requests in each list\n`,
    );
    console.log(row('GET /api/aanvragen (entrepreneur, own token)', user));
    console.log(row('GET /api/koppelingen/{id}/aanvragen (client token)', client));
    console.log(
      `\nratio client / user: ${(client.rps / user.rps).toFixed(2)} of the req/s, ${(client.cpu / user.cpu).toFixed(2)} of the CPU per request`,
    );
    if (user.non2xx + client.non2xx > 0) process.exitCode = 1;
  } finally {
    await stopChildren();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
