// `pnpm rotate-keys`: puts every stored document, statement PDF, prepared export, two-factor secret and
// webhook signing secret under the current key (the first of DOCUMENT_KEYS; docs/privacy.md section 7,
// docs/deployment.md). Files from before encryption are sealed, secrets of the older scheme
// (TOTP_ENCRYPTION_KEY only) moved into the envelope, the others get their data key re-wrapped. Safe
// while the app runs; run it again at will.
// Database: DATABASE_URL, else the embedded PostgreSQL under .data/pg that `pnpm start` uses.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@ikv/db';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { ConfigError, resetConfigForTests } from '@ikv/api/config';
import { rotateKeys } from '@ikv/api/operator';
import { scriptConfig, setForThisProcess } from './config.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const settings = scriptConfig(root);
  // the key `k0` derives from TOTP_ENCRYPTION_KEY: as configured, else as `pnpm start` generated it
  const generated = join(settings.dataDir, 'secrets.json');
  if (!settings.app.totpEncryptionKey && existsSync(generated)) {
    const known = JSON.parse(readFileSync(generated, 'utf8')) as Record<string, string>;
    if (known.TOTP_ENCRYPTION_KEY) setForThisProcess({ TOTP_ENCRYPTION_KEY: known.TOTP_ENCRYPTION_KEY });
    resetConfigForTests();
  }
  const dataDir = join(settings.dataDir, 'pg');
  const database = await resolveDatabaseUrl({ databaseUrl: settings.app.databaseUrl, dataDir });
  const db = createDb(database.url, { max: 1 });
  try {
    const r = await rotateKeys(db);
    console.log(
      `Documenten onder sleutel ${r.sleutelId}: ${r.versleuteld} versleuteld, ${r.herverpakt} datasleutels opnieuw verpakt.`,
    );
    console.log(
      `Geheimen onder sleutel ${r.sleutelId}: ${r.tweestapsGeheimen} voor tweestapsverificatie, ${r.webhookGeheimen} van webhooks.`,
    );
    console.log(
      `Verder onder sleutel ${r.sleutelId}: ${r.verklaringPdfs} pdf's van verklaringen, ${r.exports} exports.`,
    );
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError || e instanceof Error ? e.message : e);
  process.exit(1);
});
