// One identity per deployment (Trust IV, finding 5): three instances started at once on one data dir
// (`pnpm start`'s secrets step, scripts/secrets.ts, each in its own process) end up with the same
// secrets, the same statement-signing key and the same seal CA, and secrets.json holds exactly those.
// So do three instances on three data dirs sharing one database (the identity is stored there, under
// an advisory lock); what the environment configures is used and never stored.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@ikv/db/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import forge from 'node-forge';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'ikv-secrets-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The CA certificate (the self-signed one) in a generated seal PKCS#12, as PEM. */
function caOf(secrets: Record<string, string>): string {
  const der = forge.util.decode64(secrets.VERKLARING_SEAL_P12!);
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), secrets.VERKLARING_SEAL_P12_PASSWORD!);
  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? []).map((b) => b.cert!);
  const ca = certs.find((c) => c.isIssuer(c));
  expect(ca).toBeTruthy();
  return forge.pki.certificateToPem(ca!);
}

/** One instance's secrets step in its own process, starting at `startAt` (all three at the same moment). */
function instance(
  startAt: number,
  on: { dataDir: string; databaseUrl?: string; configured?: Record<string, string> } = { dataDir },
): Promise<Record<string, string>> {
  const program = `
    const m = await import(${JSON.stringify(join(root, 'scripts/secrets.ts'))});
    const loadSecrets = m.loadSecrets ?? m.default.loadSecrets;
    await new Promise((r) => setTimeout(r, Math.max(0, ${startAt} - Date.now())));
    const secrets = await loadSecrets({ dataDir: ${JSON.stringify(on.dataDir)}, databaseUrl: ${JSON.stringify(on.databaseUrl)}, configured: ${JSON.stringify(on.configured ?? {})}, sealOrganisatie: 'Test' });
    process.stdout.write(JSON.stringify(secrets));`;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(JSON.parse(out) as Record<string, string>)
        : reject(new Error(`exit ${code}: ${err}`)),
    );
  });
}

describe('three instances started at once on one data dir', () => {
  it('share one set of secrets, one signing key and one seal CA', async () => {
    // the processes need a few seconds to load; they all begin at the same moment after that
    const startAt = Date.now() + 6_000;
    const results = await Promise.all([instance(startAt), instance(startAt), instance(startAt)]);
    const [first, ...others] = results;
    for (const name of [
      'AUTH_SECRET',
      'JWT_SECRET',
      'TOTP_ENCRYPTION_KEY',
      'VERKLARING_SIGNING_KEY',
      'VERKLARING_SEAL_P12',
      'VERKLARING_SEAL_CA_KEY',
    ])
      expect(first![name], name).toBeTruthy();
    for (const other of others) expect(other).toEqual(first);
    // the file holds what every instance uses; no lock or temporary file is left behind
    const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored.JWT_SECRET).toBe(first!.JWT_SECRET);
    expect(stored.VERKLARING_SEAL_P12).toBe(first!.VERKLARING_SEAL_P12);
    expect(readdirSync(dataDir).sort()).toEqual(['secrets.json']);
    // a restart reads the same identity
    expect(await instance(Date.now())).toEqual(first);
  }, 120_000);
});

describe('three instances started at once on one database, each with its own data dir', () => {
  it('share one set of secrets, one signing key and one seal CA, stored once in the database', async () => {
    const database = await createTestDatabase();
    const dirs = [1, 2, 3].map(() => mkdtempSync(join(tmpdir(), 'ikv-secrets-db-')));
    try {
      const startAt = Date.now() + 6_000;
      const results = await Promise.all(dirs.map((d) => instance(startAt, { dataDir: d, databaseUrl: database.url })));
      const [first, ...others] = results;
      for (const other of others) expect(other).toEqual(first);
      // one CA, one signing key
      expect(new Set(results.map(caOf)).size).toBe(1);
      expect(new Set(results.map((r) => (JSON.parse(r.VERKLARING_SIGNING_KEY!) as { kid: string }).kid)).size).toBe(1);
      // the database holds exactly that identity; every data dir's file now says the same
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const rows = (await client.query<{ naam: string; waarde: string }>('SELECT naam, waarde FROM deployment_secrets'))
        .rows;
      await client.end();
      expect(Object.fromEntries(rows.map((r) => [r.naam, r.waarde]))).toEqual(first);
      for (const d of dirs)
        expect(JSON.parse(readFileSync(join(d, 'secrets.json'), 'utf8')) as Record<string, string>).toEqual(first);
      // a fourth instance on an empty data dir, started later, joins the same identity
      const fresh = mkdtempSync(join(tmpdir(), 'ikv-secrets-db-'));
      dirs.push(fresh);
      expect(await instance(Date.now(), { dataDir: fresh, databaseUrl: database.url })).toEqual(first);
    } finally {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);

  it('uses what the environment configures and stores none of it', async () => {
    const database = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'ikv-secrets-db-'));
    try {
      const configured = { JWT_SECRET: 'c'.repeat(40) };
      const secrets = await instance(Date.now(), { dataDir: dir, databaseUrl: database.url, configured });
      expect(secrets.JWT_SECRET).toBe(configured.JWT_SECRET);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const names = (await client.query<{ naam: string }>('SELECT naam FROM deployment_secrets ORDER BY naam')).rows;
      await client.end();
      expect(names.map((r) => r.naam)).toEqual(
        [
          'AUTH_SECRET',
          'TOTP_ENCRYPTION_KEY',
          'VERKLARING_SEAL_CA_KEY',
          'VERKLARING_SEAL_P12',
          'VERKLARING_SEAL_P12_PASSWORD',
          'VERKLARING_SIGNING_KEY',
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  }, 60_000);
});
