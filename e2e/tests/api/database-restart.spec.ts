// PostgreSQL restarts under load: an app instance on its own PostgreSQL takes a stream of financial
// submissions (one new year each) while the database is stopped and started again. While it is down
// the app answers 503 problem+json with Retry-After (never a 500, never a hang); after it is back the
// app recovers by itself, and every year it acknowledged (200) is stored.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startEmbeddedPostgres, type EmbeddedServer } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { PASSWORD, uniqueEmail } from '../../fixtures/api.ts';

const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};
import { startAppInstance, type AppInstance } from '../../support/app-instance.ts';

const appPort = Number(process.env.E2E_PORT ?? 3100) + 30;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let dir = '';
let pg: EmbeddedServer | null = null;
let app: AppInstance | null = null;

test.afterAll(async () => {
  await app?.stop();
  await pg?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the app answers 503 while PostgreSQL is down, recovers by itself, and loses no acknowledged write', async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'ikv-pg-restart-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as user postgres and must enter it
  const pgPort = await freePort();
  pg = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port: pgPort, fast: true });
  await applyMigrations(pg.url);
  app = await startAppInstance({
    port: appPort,
    databaseUrl: pg.url,
    env: { IKV_DISABLE_JOBS: '1', DATABASE_POOL_SIZE: '4' },
  });

  // an owner with a company on this database
  const email = uniqueEmail('restart');
  const json = { 'content-type': 'application/json' };
  expect(
    (
      await fetch(`${app.baseURL}/api/auth/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, wachtwoord: PASSWORD, voornaam: 'Rita', achternaam: 'Restart' }),
      })
    ).status,
  ).toBe(201);
  const token = (
    (await (
      await fetch(`${app.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, wachtwoord: PASSWORD }),
      })
    ).json()) as { accessToken: string }
  ).accessToken;
  const auth = { ...json, authorization: `Bearer ${token}` };
  const company = await fetch(`${app.baseURL}/api/companies`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ kvkNummer: '69599084' }),
  });
  expect(company.status).toBe(201);
  const companyId = ((await company.json()) as { id: string }).id;

  const acknowledged: number[] = [];
  const answers = new Map<string, number>();
  const defects: string[] = [];
  let restartedAt = 0;
  let recoveredAt = 0;
  let running = true;

  const load = (async () => {
    for (let jaar = 1900; running && jaar <= 2025; jaar++) {
      const t0 = Date.now();
      const res = await fetch(`${app!.baseURL}/api/companies/financials/${companyId}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ boekjaren: [{ jaar, fiscaleWinst: jaar, ...H }] }),
        signal: AbortSignal.timeout(20_000),
      }).catch((e: unknown) => ({ status: 0, headers: new Headers(), text: async () => String(e) }));
      const body = await res.text();
      answers.set(String(res.status), (answers.get(String(res.status)) ?? 0) + 1);
      if (res.status === 200) {
        acknowledged.push(jaar);
        if (restartedAt && !recoveredAt && t0 >= restartedAt) recoveredAt = Date.now();
      } else if (res.status === 503) {
        if (!res.headers.get('content-type')?.startsWith('application/problem+json'))
          defects.push(`503 without problem+json: ${body.slice(0, 200)}`);
        if (!res.headers.get('retry-after')) defects.push('503 without Retry-After');
      } else {
        defects.push(`${res.status}: ${body.slice(0, 300)}`);
      }
      await new Promise((r) => setTimeout(r, 60));
    }
  })();

  // markers, not sleeps: the load is acknowledged before the stop, answered 503 while PostgreSQL is
  // down, and acknowledged again after the restart
  const ackedAfterRecovery = () => (recoveredAt ? acknowledged.length - ackedAtRecovery : 0);
  let ackedAtRecovery = 0;
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
  const before = acknowledged.length;
  await pg.stop();
  await expect.poll(() => answers.get('503') ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  pg = await startEmbeddedPostgres({ dataDir: join(dir, 'pg'), port: pgPort, fast: true });
  expect(pg.port).toBe(pgPort);
  restartedAt = Date.now();
  await expect.poll(() => recoveredAt, { timeout: 30_000 }).toBeGreaterThan(0);
  ackedAtRecovery = acknowledged.length;
  await expect.poll(ackedAfterRecovery, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
  running = false;
  await load;

  console.log(
    `PostgreSQL restart under load: ${[...answers.entries()].map(([s, n]) => `${s}×${n}`).join(' ')}; ` +
      `${acknowledged.length} acknowledged submissions (${before} before the stop); ` +
      `first success ${recoveredAt ? `${recoveredAt - restartedAt} ms` : 'never'} after PostgreSQL was back`,
  );
  expect(defects).toEqual([]);
  expect(answers.get('503') ?? 0).toBeGreaterThan(0);
  expect(recoveredAt).toBeGreaterThan(0);
  expect(acknowledged.length).toBeGreaterThan(before);

  // every acknowledged year is stored
  const stored = (await (
    await fetch(`${app.baseURL}/api/companies/financials/${companyId}`, { headers: auth })
  ).json()) as { jaar: number; fiscaleWinst: number }[];
  const years = new Set(stored.map((y) => y.jaar));
  expect(acknowledged.filter((j) => !years.has(j))).toEqual([]);
});
