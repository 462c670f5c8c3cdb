// `pnpm intake:reread [--all] [--queue-only]`: after an improvement of the document reader, reads
// again every document whose figures were read by an older reader version (or every readable
// document with --all), and reads documents uploaded before the reader existed. The readings are
// queued in PostgreSQL; this command then reads them itself, one at a time in the bounded child
// process (with --queue-only the running servers' background job takes them within 30 s).
// Database: DATABASE_URL, else the embedded PostgreSQL under .data/pg that `pnpm start` uses.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb } from '@ikv/db';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { scriptConfig } from './config.ts';
import { applyMigrations } from '@ikv/db/migrate';
import { requeueReadings, runIntakeRound } from '@ikv/api/operator';
import { READER_VERSIE } from '@ikv/reader';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const { values } = parseArgs({
    options: { all: { type: 'boolean', default: false }, 'queue-only': { type: 'boolean', default: false } },
  });
  const settings = scriptConfig(root);
  const database = await resolveDatabaseUrl({
    databaseUrl: settings.app.databaseUrl,
    dataDir: join(settings.dataDir, 'pg'),
  });
  const db = createDb(database.url, { max: 2 });
  try {
    await applyMigrations(database.url);
    const queued = await requeueReadings(db, READER_VERSIE, values.all);
    console.log(`${queued} document(en) opnieuw in de wachtrij gezet (lezer versie ${READER_VERSIE}).`);
    if (!values['queue-only']) {
      const t0 = Date.now();
      const read = await runIntakeRound(db);
      const byStatus = await db.documentLezing.groupBy({ by: ['status'], _count: true });
      console.log(
        `${read} gelezen in ${((Date.now() - t0) / 1000).toFixed(1)} s; nu: ${byStatus.map((s) => `${s.status} ${s._count}`).join(', ')}`,
      );
    }
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
