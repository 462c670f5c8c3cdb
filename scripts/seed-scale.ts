// `pnpm seed:scale [--requests 100000 | --entrepreneurs 10000]` (or SCALE_REQUESTS=1000000): grows the
// database of `pnpm start` (DATABASE_URL, else the embedded one under .data/) to that many generated
// requests, ten per entrepreneur (two companies each, five requests per company), with chat,
// appointments and 20 advisers (packages/db/src/seed/scale.ts): --requests 1000000 is 100 000
// entrepreneurs. Prints the counts, the time and the database's size. Log in as
// ondernemer<i>@schaal.test or adviseur<i>@schaal.test with the password it prints.
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { scriptConfig } from './config.ts';
import { applyMigrations } from '@ikv/db/migrate';
import { countScale, SCALE_PASSWORD, seedScale } from '@ikv/db/seed/scale';
import { entrepreneursFor, parseSizes } from './scale-size.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { entrepreneurs: { type: 'string' }, requests: { type: 'string' } } });
const settings = scriptConfig(root);
const requests = values.requests ?? settings.scaleRequests;
let entrepreneurs: number;
try {
  if (values.entrepreneurs !== undefined && requests !== undefined)
    throw new Error('give --requests or --entrepreneurs, not both');
  entrepreneurs =
    requests !== undefined ? entrepreneursFor(parseSizes(requests)[0]!) : Number(values.entrepreneurs ?? '10000');
  if (!Number.isInteger(entrepreneurs) || entrepreneurs < 1)
    throw new Error('--entrepreneurs must be a positive whole number');
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

async function main() {
  const database = await resolveDatabaseUrl({
    databaseUrl: settings.app.databaseUrl,
    dataDir: resolve(settings.dataDir, 'pg'),
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    await applyMigrations(database.url);
    const t0 = performance.now();
    await seedScale(pool, {
      entrepreneurs,
      onProgress: (n) => process.stderr.write(`\r  ${n}/${entrepreneurs} entrepreneurs`),
    });
    const seconds = (performance.now() - t0) / 1000;
    const c = await countScale(pool);
    const { rows } = await pool.query<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );
    console.log(
      `\n${c.entrepreneurs} entrepreneurs, ${c.companies} companies, ${c.aanvragen} requests, ${c.chatMessages} chat messages, ${c.appointments} appointments (${seconds.toFixed(1)} s; database ${rows[0]!.size})`,
    );
    console.log(`log in as ondernemer0@schaal.test … or adviseur0@schaal.test … with ${SCALE_PASSWORD}`);
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
