// `pnpm exec tsx scripts/bench-session-check.ts [--runs N]`: what checking a web session costs per
// request (pages, tRPC and the live feed run it), before and after sessions could be ended (API.md,
// Trust III). Before: one read of the user (is the session version still his). After: the sid looked
// up in the instance's in-memory set of revoked sessions (web-sessions.ts), then that same read.
// Also the lookup alone with 10 000 revoked sessions held. Throwaway embedded PostgreSQL; medians
// and p95 in microseconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { option, quantile, runMain } from './bench-support.ts';

const runs = Number(option('runs') ?? 2000);

async function time(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push((performance.now() - t) * 1000);
  }
  return out;
}

const row = (name: string, us: number[]) =>
  console.log(
    `${name.padEnd(58)} p50 ${quantile(us, 0.5).toFixed(1).padStart(7)} µs   p95 ${quantile(us, 0.95).toFixed(1).padStart(7)} µs`,
  );

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ikv-bench-session-'));
  const database = await resolveDatabaseUrl({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    await applyMigrations(database.url);
    process.env.DATABASE_URL = database.url;
    // imported once the environment names the database (the modules read it on first use)
    const { processDb: getDb } = await import('@ikv/api/database');
    const { currentSessionUser, endWebSession, isWebSessionRevoked, newWebSessionId } = await import('@ikv/api/auth');
    const { findSessionUser, getLiveHub } = await import('@ikv/api/operator');
    const db = getDb();
    const user = await db.user.create({
      data: { email: 'bench@test.nl', passwordHash: 'x', voornaam: 'Ben', achternaam: 'Bench' },
    });
    const sid = newWebSessionId();
    await endWebSession({ userId: user.id, sid: newWebSessionId() });
    // warm up: the pool, the query, the hub's LISTEN connection and its loaded set
    for (let i = 0; i < 200; i++) await currentSessionUser(user.id, 0, sid);

    const rounds = 3;
    const before: number[] = [];
    const after: number[] = [];
    for (let r = 0; r < rounds; r++) {
      before.push(...(await time(runs, () => findSessionUser(db, user.id))));
      after.push(...(await time(runs, () => currentSessionUser(user.id, 0, sid))));
    }
    const hub = getLiveHub();
    for (let i = 0; i < 10_000; i++) hub.revokedSessions.add(newWebSessionId(), Date.now() + 8 * 3600_000);
    const lookup = await time(runs * 10, () => isWebSessionRevoked(sid));
    console.log(
      `\nWeb session check per request (${rounds} alternating rounds × ${runs}, this machine, load ${(await import('node:os')).loadavg()[0]!.toFixed(1)}):`,
    );
    row('before: the user read (session version)', before);
    row('after: revoked-sid lookup + the user read', after);
    row(`the revoked-sid lookup alone, ${hub.revokedSessions.size} sids held`, lookup);
    await hub.close();
    await db.$disconnect();
  } finally {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
