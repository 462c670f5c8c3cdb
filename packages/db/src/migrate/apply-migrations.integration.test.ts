import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { applyMigrations, defaultMigrationsDir, readMigrations } from './apply-migrations.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
});

async function emptyDatabase() {
  const database = await createTestDatabase({ migrated: false });
  cleanups.push(database.drop);
  return database.url;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('applyMigrations', () => {
  it('applies every migration to a fresh database and records it the way Prisma does', async () => {
    const url = await emptyDatabase();
    const local = readMigrations();

    const { applied } = await applyMigrations(url);

    expect(applied).toEqual(local.map((m) => m.name));
    expect(applied.some((n) => n.endsWith('_init'))).toBe(true);
    expect(applied.some((n) => n.endsWith('_constraints'))).toBe(true);
    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      url,
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(local.map((m) => [m.name, m.checksum]));
    expect(rows.every((r) => r.finished_at !== null && r.applied_steps_count === 1)).toBe(true);
    const tables = await query<{ n: number }>(
      url,
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('users', 'companies', 'financial_years')",
    );
    expect(tables[0]?.n).toBe(3);
  });

  it('is idempotent', async () => {
    const url = await emptyDatabase();
    await applyMigrations(url);
    expect(await applyMigrations(url)).toEqual({ applied: [] });
  });

  it('lets concurrent callers race without failing; the migrations run once', async () => {
    const url = await emptyDatabase();
    const results = await Promise.all(Array.from({ length: 5 }, () => applyMigrations(url)));
    const appliedBy = results.filter((r) => r.applied.length > 0);
    expect(appliedBy).toHaveLength(1);
    const rows = await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM "_prisma_migrations"');
    expect(rows[0]?.n).toBe(readMigrations().length);
  });

  it('refuses when an applied migration was changed afterwards', async () => {
    const url = await emptyDatabase();
    await applyMigrations(url);
    const dir = mkdtempSync(join(tmpdir(), 'ikv-migrations-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(defaultMigrationsDir(), dir, { recursive: true });
    const first = readMigrations(dir)[0]!;
    appendFileSync(join(dir, first.name, 'migration.sql'), '\n-- edited\n');

    await expect(applyMigrations(url, { migrationsDir: dir })).rejects.toThrow(/was changed after it was applied/);
  });

  it('rolls a failing migration back completely and records nothing', async () => {
    const url = await emptyDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'ikv-migrations-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(defaultMigrationsDir(), dir, { recursive: true });
    mkdirSync(join(dir, '99990101000000_broken'));
    writeFileSync(
      join(dir, '99990101000000_broken', 'migration.sql'),
      'CREATE TABLE zz_partial (id int);\nSELECT 1/0;\n',
    );

    await expect(applyMigrations(url, { migrationsDir: dir })).rejects.toThrow(/99990101000000_broken failed/);
    const rows = await query<{ migration_name: string }>(url, 'SELECT migration_name FROM "_prisma_migrations"');
    expect(rows.map((r) => r.migration_name)).not.toContain('99990101000000_broken');
    expect(await query(url, "SELECT 1 FROM pg_tables WHERE tablename = 'zz_partial'")).toHaveLength(0);
  });
});
