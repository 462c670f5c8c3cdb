// Databases for integration tests. The vitest global setup starts one server (DATABASE_URL, else
// embedded PostgreSQL in a temp dir) and migrates a template database once; every test file then
// clones its own database from the template (CREATE DATABASE … TEMPLATE, ~tens of ms).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDatabase } from '../database-url.ts';
import { applyMigrations } from '../migrate/apply-migrations.ts';

const ENV_ADMIN_URL = 'IKV_TEST_ADMIN_URL';
const ENV_TEMPLATE = 'IKV_TEST_TEMPLATE';
const ENV_RUN = 'IKV_TEST_RUN';

export interface TestDatabaseServer {
  adminUrl: string;
  templateName: string;
  teardown(): Promise<void>;
}

async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops the run's databases (a crashed test file may have left some behind) and the template. */
async function dropRunDatabases(adminUrl: string, run: string, template: string) {
  await admin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`ikv_test_${run}_`],
    );
    for (const { datname } of [...rows, { datname: template }])
      await c.query(`DROP DATABASE IF EXISTS ${ident(datname)} WITH (FORCE)`);
  });
}

async function startServer(): Promise<{ url: string; shared: boolean; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, shared: true, stop: async () => {} };
  const { startEmbeddedPostgres } = await import('../embedded/embedded-postgres.ts'); // lazy: test workers never load it
  const dataDir = mkdtempSync(join(tmpdir(), 'ikv-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir, port: 0, persistent: false, fast: true });
  return { ...server, shared: false };
}

/**
 * Vitest global setup: server + migrated template, published to the workers through env vars.
 * On a shared server (DATABASE_URL) the template gets a per-run suffix, so parallel runs don't collide.
 */
export async function setupTestDatabaseServer(): Promise<TestDatabaseServer> {
  const server = await startServer();
  const run = randomBytes(4).toString('hex');
  const templateName = server.shared ? `ikv_template_${run}` : 'ikv_template';
  await admin(server.url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${ident(templateName)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${ident(templateName)}`);
  });
  await applyMigrations(withDatabase(server.url, templateName));
  Object.assign(process.env, { [ENV_ADMIN_URL]: server.url, [ENV_TEMPLATE]: templateName, [ENV_RUN]: run });
  return {
    adminUrl: server.url,
    templateName,
    async teardown() {
      if (server.shared) await dropRunDatabases(server.url, run, templateName);
      await server.stop();
    },
  };
}

/**
 * A pg pool for a test's own SQL. An idle connection the server ends (a backend that crashed makes
 * PostgreSQL end every connection; a terminated backend) is dropped by the pool and logged, as in
 * createDb: without a listener pg throws it as an uncaught exception, which fails the run although
 * every test passed (the next query opens a new connection).
 */
export function createTestPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (e) => console.warn(`[test pool] idle connection lost: ${e.message}`));
  return pool;
}

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: add @ikv/db/testing's setupTestDatabaseServer() as vitest globalSetup`);
  return value;
}

/**
 * A fresh database of its own, migrated unless `{ migrated: false }` (then empty).
 * Safe to call from many test files at once.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const adminUrl = fromEnv(ENV_ADMIN_URL);
  const template = options.migrated === false ? 'template0' : fromEnv(ENV_TEMPLATE);
  const name = `ikv_test_${process.env[ENV_RUN] ?? 'x'}_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`));
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: () =>
      admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`)).then(() => undefined),
  };
}
