// Runtime migrator (no Prisma CLI): applies prisma/migrations/*/migration.sql in name order and
// records them in Prisma's own `_prisma_migrations` table, so `prisma migrate status` agrees.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Logger, runMigrations as installJobRuntimeSchema } from 'graphile-worker';

/** The key Prisma Migrate locks with, so this and `prisma migrate deploy` also exclude each other. */
const ADVISORY_LOCK_KEY = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface ApplyMigrationsOptions {
  /** Where the migration folders are; default: prisma/migrations of this package. Pass it from bundled code (Next.js). */
  migrationsDir?: string;
}

/** Next to this file (tsx, vitest, node). Not `new URL(…, import.meta.url)`: bundlers treat that as an asset. */
export function defaultMigrationsDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../prisma/migrations');
}

/** The migrations on disk, oldest first; checksum = sha256 hex of the file, as Prisma computes it. */
export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  if (!existsSync(dir)) throw new Error(`migrations directory not found: ${dir}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Throws when the database disagrees with the files: changed checksum, or a failed migration. */
function pendingMigrations(local: Migration[], rows: AppliedRow[]): Migration[] {
  const live = rows.filter((r) => r.rolled_back_at === null);
  const failed = live.find((r) => r.finished_at === null);
  if (failed)
    throw new Error(`migration ${failed.migration_name} failed earlier; resolve it first (prisma migrate resolve)`);
  const applied = new Map(live.map((r) => [r.migration_name, r.checksum]));
  for (const m of local) {
    const checksum = applied.get(m.name);
    if (checksum !== undefined && checksum !== m.checksum) {
      throw new Error(`migration ${m.name} was changed after it was applied (checksum ${checksum} → ${m.checksum})`);
    }
  }
  return local.filter((m) => !applied.has(m.name));
}

/** One migration and its bookkeeping row in one transaction: all or nothing. */
async function applyOne(client: pg.Client, m: Migration) {
  await client.query('BEGIN');
  try {
    const started = await client.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    await client.query(m.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, $4, clock_timestamp(), 1)`,
      [randomUUID(), m.checksum, m.name, started.rows[0]!.now],
    );
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw new Error(`migration ${m.name} failed: ${(e as Error).message}`, { cause: e });
  }
}

/** The runtime's schema installer would log every step; only its errors matter (they throw). */
const quietLogger = new Logger(() => () => undefined);

/**
 * Applies the pending migrations, then installs or upgrades the job runtime's own schema
 * (graphile-worker's `graphile_worker`, which it versions itself; packages/api/src/infra/jobs).
 * Safe to call from several processes at once (advisory locks).
 */
export async function applyMigrations(
  url: string,
  options: ApplyMigrationsOptions = {},
): Promise<{ applied: string[] }> {
  const local = readMigrations(options.migrationsDir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let pending: Migration[];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    pending = pendingMigrations(local, rows);
    for (const m of pending) await applyOne(client, m);
  } finally {
    await client.end(); // also releases the advisory lock
  }
  await installJobRuntimeSchema({ connectionString: url, logger: quietLogger });
  return { applied: pending.map((m) => m.name) };
}
