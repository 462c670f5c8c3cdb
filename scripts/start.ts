// `pnpm start`: database (DATABASE_URL, else embedded PostgreSQL under .data/), migrations, demo
// seed (only on the embedded database or with --demo / IKV_DEMO=1; against a DATABASE_URL without
// it the demo logins are disabled: no default credentials), then the app server (apps/web/server.ts: REST + Next.js, production build) on PORT
// (default 3000) and HOST. `--dev` runs it with `next dev` instead.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@ikv/db';
import { resolveDatabaseUrl } from '@ikv/db/embedded';
import { applyMigrations } from '@ikv/db/migrate';
import { demoMode, disableDemoAccounts, seedDemo, type DemoCredentials } from '@ikv/db/seed';
import { SERVER_NODE_ARGS } from './server-node-args.ts';
import { appUrl, authUrlFor } from '@ikv/api/app-url';
import { ConfigError } from '@ikv/api/config';
import { childEnvironment, scriptConfig, type ScriptConfig } from './config.ts';
import { loadSecrets as loadSecretsOnce } from './secrets.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// every variable checked before anything starts (the app's and this script's): one message naming each bad one
let settings: ScriptConfig;
try {
  settings = scriptConfig(root);
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
const { dataDir } = settings;
const dev = process.argv.includes('--dev');
const port = String(settings.app.port);

/**
 * Secrets from the environment, else generated once into .data/secrets.json (git-ignored), under a lock;
 * with a DATABASE_URL (which several instances may share) the ones the database holds (secrets.ts).
 */
const loadSecrets = (databaseUrl: string | undefined) =>
  loadSecretsOnce({
    dataDir,
    configured: settings.secrets,
    sealOrganisatie: settings.sealOrganisatie,
    // a generated seal certificate names its CA's CRL at the public address, never at this machine's
    publicUrl: settings.app.appUrl || settings.app.authUrl ? appUrl(settings.app) : undefined,
    databaseUrl,
  });

async function main() {
  // --fresh: start from an empty data dir (used by the e2e run)
  if (process.argv.includes('--fresh')) rmSync(dataDir, { recursive: true, force: true });
  const database = await resolveDatabaseUrl({ databaseUrl: settings.app.databaseUrl, dataDir: join(dataDir, 'pg') });
  const embedded = !settings.app.databaseUrl;
  console.log(embedded ? `▸ embedded PostgreSQL under ${join(dataDir, 'pg')}` : '▸ using DATABASE_URL');

  const { applied } = await applyMigrations(database.url);
  console.log(applied.length ? `▸ applied migrations: ${applied.join(', ')}` : '▸ migrations up to date');
  // after the migrations: with a DATABASE_URL the identity is stored in (or read from) the database
  const secrets = await loadSecrets(embedded ? undefined : database.url);

  const db = createDb(database.url, { max: 2 });
  const mode = demoMode({ embedded, argv: process.argv, env: { IKV_DEMO: settings.demo } });
  let demo: DemoCredentials | null = null;
  if (mode.seed) {
    demo = await seedDemo(db);
  } else {
    const disabled = await disableDemoAccounts(db);
    if (disabled.length)
      console.warn(
        `⚠ demo accounts from an earlier run disabled (${disabled.join(', ')}): DATABASE_URL is set and neither --demo nor IKV_DEMO=1 was given`,
      );
  }
  await db.$disconnect();

  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'server.ts', ...(dev ? ['--dev'] : [])], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: childEnvironment({
      ...secrets,
      NODE_ENV: dev ? 'development' : 'production',
      PORT: port,
      HOST: settings.hostGiven ?? (dev ? 'localhost' : '0.0.0.0'),
      DATABASE_URL: database.url,
      // behind TLS with only APP_URL set, Auth.js runs on the public https address (Secure cookies)
      AUTH_URL: authUrlFor(settings.urls, port),
      // the embedded default without SMTP: mails go to the log and the development mailbox (/dev/mailbox)
      ...(embedded && !settings.app.smtpUrl ? { IKV_DEV_MAILBOX: settings.devMailbox ?? '1' } : {}),
      NEXT_TELEMETRY_DISABLED: '1',
    }),
  });

  const accounts = demo
    ? `  Demo-accounts:
    adviseur    ${demo.adviser.email}  /  ${demo.adviser.password}
    ondernemer  ${demo.entrepreneur.email}  /  ${demo.entrepreneur.password}`
    : '  Geen demo-accounts (DATABASE_URL zonder --demo of IKV_DEMO=1). Maak een adviseur met `pnpm create-adviser <e-mail> --voornaam <v> --achternaam <a>`.';
  console.log(`
  IKV-service draait op http://localhost:${port}
${accounts}
  API-referentie: http://localhost:${port}/api/docs
`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (!child.killed) child.kill('SIGTERM');
    await database.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(130));
  process.on('SIGTERM', () => void stop(143));
  child.on('exit', (code) => void stop(code ?? 0));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
