// `pnpm delete-adviser <email>`: deletes an ADVISEUR account (docs/privacy.md section 4). His open
// requests go back to the queue and his appointments are cancelled (the entrepreneurs are told), his
// account is pseudonymised; the statements he issued stay verifiable under his name.
// Database: DATABASE_URL, else the embedded PostgreSQL under .data/pg that `pnpm start` uses.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb } from '@ikv/db';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { ConfigError } from '@ikv/api/config';
import { systemClock, DomainError, eraseAdviser } from '@ikv/api/operator';
import { scriptConfig } from './config.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

class UsageError extends Error {}

function parseCli(): string {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const email = positionals[0]?.trim().toLowerCase();
  if (positionals.length !== 1 || !email) throw new UsageError('usage: pnpm delete-adviser <email>');
  return email;
}

async function main() {
  const email = parseCli();
  const settings = scriptConfig(root);
  const dataDir = join(settings.dataDir, 'pg');
  const database = await resolveDatabaseUrl({ databaseUrl: settings.app.databaseUrl, dataDir });
  const db = createDb(database.url, { max: 1 });
  try {
    const r = await eraseAdviser(db, systemClock, email).catch((e: unknown) => {
      throw e instanceof DomainError ? new UsageError(e.message) : e;
    });
    console.log(
      `Adviseur ${email} verwijderd (id ${r.userId}): ${r.aanvragen} open aanvragen terug in de wachtrij, ${r.afspraken} afspraken geannuleerd. Zijn verklaringen blijven controleerbaar onder zijn naam.`,
    );
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof UsageError || e instanceof ConfigError ? e.message : e);
  process.exit(e instanceof UsageError ? 2 : 1);
});
