// `pnpm seed:scale [--entrepreneurs 10000]`: grows the database of `pnpm start` (DATABASE_URL, else the
// embedded one under .data/) to that many generated entrepreneurs, with two companies each, five
// requests per company, chat, appointments and 20 advisers (packages/db/src/seed/scale.ts). Log in as
// ondernemer<i>@schaal.test or adviseur<i>@schaal.test with the password it prints.
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { countScale, SCALE_PASSWORD, seedScale } from '@ikv/db/seed/scale';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { entrepreneurs: { type: 'string', default: '10000' } } });
const entrepreneurs = Number(values.entrepreneurs);
if (!Number.isInteger(entrepreneurs) || entrepreneurs < 1) {
  console.error('--entrepreneurs must be a positive whole number');
  process.exit(2);
}

async function main() {
  const database = await resolveDatabaseUrl({ dataDir: resolve(root, process.env.IKV_DATA_DIR ?? '.data', 'pg') });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    await applyMigrations(database.url);
    const t0 = performance.now();
    await seedScale(pool, { entrepreneurs, onProgress: (n) => process.stderr.write(`\r  ${n}/${entrepreneurs} entrepreneurs`) });
    const c = await countScale(pool);
    console.log(`\n${c.entrepreneurs} entrepreneurs, ${c.companies} companies, ${c.aanvragen} requests, ${c.chatMessages} chat messages, ${c.appointments} appointments (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
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
