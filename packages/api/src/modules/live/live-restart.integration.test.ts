// The live hub across a PostgreSQL restart: the server is stopped and started again on the same
// data dir and port (its own embedded cluster, not the suite's shared one). The hub's LISTEN
// connection dies with it; once PostgreSQL is back the hub reconnects by itself and reads on from
// its cursor, so what was published before its reconnect arrives, and nothing twice.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDb, type Db } from '@ikv/db';
import { startEmbeddedPostgres, type EmbeddedServer } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { LiveHub } from './live-hub.ts';
import type { LiveEventRow } from './live.repository.ts';
import { publishLive } from './publish.ts';

const dir = mkdtempSync(join(tmpdir(), 'ikv-live-restart-'));
chmodSync(dir, 0o755); // as root, PostgreSQL runs as user postgres and must enter it
let server: EmbeddedServer | null = null;
let db: Db | null = null;
let hub: LiveHub | null = null;

afterAll(async () => {
  await hub?.close();
  await db?.$disconnect();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it(
  'recovers its LISTEN connection after PostgreSQL restarts and delivers every event exactly once',
  { timeout: 120_000 },
  async () => {
    const dataDir = join(dir, 'pg');
    const port = await freePort();
    server = await startEmbeddedPostgres({ dataDir, port, fast: true });
    await applyMigrations(server.url);
    db = createDb(server.url, { max: 2 });
    const users = ['live-restart-a', 'live-restart-b'];
    await db.$executeRaw`INSERT INTO users (id, email, "passwordHash", voornaam, achternaam, "bijgewerktOp")
    SELECT u, u || '@example.nl', '-', 'Live', 'Herstart', now() FROM unnest(${users}::text[]) AS u`;
    hub = new LiveHub({ url: server.url, backoff: { min: 50, max: 300 }, log: () => undefined });
    const got = new Map<string, LiveEventRow[]>(users.map((u) => [u, []]));
    for (const u of users) hub.subscribe(u, { push: (rows) => got.get(u)!.push(...rows), resync: () => undefined });
    await hub.ready();
    const titles = (u: string) => got.get(u)!.map((r) => (r.payload as { titel: string }).titel);

    await publishLive(db, { userIds: users, soort: 'notification', payload: { titel: 'voor' } });
    await until(() => titles(users[1]!).length === 1);

    await server.stop();
    await until(() => !hub!.listening);
    server = await startEmbeddedPostgres({ dataDir, port, fast: true });
    expect(server.port).toBe(port);
    // published as soon as PostgreSQL is back, most likely before the hub has reconnected
    await publishLive(db, { userIds: users, soort: 'notification', payload: { titel: 'meteen na' } });
    await hub.ready();
    await publishLive(db, { userIds: users, soort: 'notification', payload: { titel: 'daarna' } });
    await until(() => titles(users[0]!).length >= 3 && titles(users[1]!).length >= 3);
    await new Promise((r) => setTimeout(r, 300));
    for (const u of users) expect(titles(u)).toEqual(['voor', 'meteen na', 'daarna']);
  },
);
