import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, readServerLock } from './postmaster-lock.ts';
import { resolveDatabaseUrl, startEmbeddedPostgres } from './embedded-postgres.ts';

const parent = mkdtempSync(join(tmpdir(), 'ikv-embedded-test-'));
chmodSync(parent, 0o755); // as root, the server runs as user postgres
const dataDir = join(parent, 'pg');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('initialises an empty dir, then reuses it without a new initdb', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port: 0, fast: true });
    await sql(first.url, 'CREATE TABLE kept (id int)');
    await first.stop();
    const initialised = statSync(join(dataDir, 'PG_VERSION')).mtimeMs;

    const second = await startEmbeddedPostgres({ dataDir, port: 0, fast: true });
    expect(await sql(second.url, "SELECT 1 FROM pg_tables WHERE tablename = 'kept'")).toHaveLength(1);
    expect(statSync(join(dataDir, 'PG_VERSION')).mtimeMs).toBe(initialised);
    await second.stop();
  });

  it('ignores a stale postmaster.pid left by a killed run', async () => {
    writeFileSync(join(dataDir, 'postmaster.pid'), `99999999\n${dataDir}\n0\n5432\n\n127.0.0.1\n  0 0\nready   \n`);
    const server = await startEmbeddedPostgres({ dataDir, port: 0, fast: true });
    expect(await sql(server.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await server.stop();
  });

  it('adopts a server whose starter died, and shares one whose starter lives', async () => {
    const orphan = await startEmbeddedPostgres({ dataDir, port: 0, fast: true, stopOnExit: false });
    const pid = readServerLock(dataDir)!.pid;

    writeFileSync(join(dataDir, 'ikv-owner.pid'), String(process.ppid)); // a live process: shared
    const shared = await startEmbeddedPostgres({ dataDir, port: 0 });
    expect(shared.url).toBe(orphan.url);
    await shared.stop();
    expect(isAlive(pid)).toBe(true);

    writeFileSync(join(dataDir, 'ikv-owner.pid'), '99999999'); // starter gone: adopted
    const adopted = await startEmbeddedPostgres({ dataDir, port: 0 });
    expect(adopted.url).toBe(orphan.url);
    await adopted.stop();
    expect(isAlive(pid)).toBe(false);
    await orphan.stop(); // its server is gone already: returns at once
  });

  it('resolveDatabaseUrl creates database ikv, or passes DATABASE_URL through', async () => {
    const db = await resolveDatabaseUrl({ databaseUrl: undefined, dataDir, port: 0 });
    expect(new URL(db.url).pathname).toBe('/ikv');
    expect(await sql(db.url, 'SELECT current_database() AS name')).toEqual([{ name: 'ikv' }]);
    await db.stop();

    expect((await resolveDatabaseUrl({ databaseUrl: 'postgresql://u:p@db.example:5432/x', dataDir })).url).toBe(
      'postgresql://u:p@db.example:5432/x',
    );
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});

// each test starts a node process that creates and starts a cluster: seconds alone, far more beside every
// other suite of the CI run
describe('process exit', { timeout: 180_000 }, () => {
  const importLine = `import { startEmbeddedPostgres } from ${JSON.stringify(new URL('./embedded-postgres.ts', import.meta.url).pathname)};`;
  async function runScript(body: string) {
    const { spawnSync } = await import('node:child_process');
    return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `${importLine}\n${body}`], {
      encoding: 'utf8',
      timeout: 150_000,
    });
  }

  it('keeps the exit code a process has set: a failing test run must not exit 0', async () => {
    // what a vitest run does: the global teardown stops the server, a failed test has set exitCode, the loop drains
    const run = await runScript(`
      const server = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(join(parent, 'exit-code'))}, port: 0, fast: true });
      await server.stop();
      process.exitCode = 3;
    `);
    expect(run.status, run.stderr).toBe(3);
  });

  it('stops the server it spawned when the process exits without stopping it', async () => {
    const dir = join(parent, 'exit-stop');
    const lockModule = JSON.stringify(new URL('./postmaster-lock.ts', import.meta.url).pathname);
    const run = await runScript(`
      const { readServerLock } = await import(${lockModule});
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dir)}, port: 0, fast: true });
      console.log('pid=' + readServerLock(${JSON.stringify(dir)}).pid);
      process.exit(4);
    `);
    expect(run.status, run.stderr).toBe(4);
    const pid = Number(/pid=(\d+)/.exec(run.stdout)?.[1]);
    expect(pid).toBeGreaterThan(0);
    const end = Date.now() + 15_000;
    while (isAlive(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(isAlive(pid)).toBe(false);
  });
});
