// The deployment's identity (Trust IV): AUTH_SECRET, JWT_SECRET, TOTP_ENCRYPTION_KEY, the
// statement-signing key and the seal (CA + seal certificate), taken from the environment or generated
// ONCE into <data dir>/secrets.json. Several instances started together on one data dir must agree:
// reading, generating and writing happen under an exclusive lock file (created with O_EXCL beside
// secrets.json; a lock whose holder has died is taken over), and the file is replaced atomically
// (written to a temporary file, then renamed), so whoever comes second reads what the first wrote
// instead of generating a second CA, signing key and secrets.
// Several instances on separate data dirs sharing ONE database (DATABASE_URL) must agree too: there the
// database holds the identity (table deployment_secrets). Under a PostgreSQL advisory lock the first
// instance stores what its data dir holds, and every instance (itself included) uses what is stored
// (and keeps it in its secrets.json). Values configured in the environment win and are never stored.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb } from '@ikv/db';
import { generateSealIdentity } from '@ikv/api/seal';
import { GENERATED_SECRETS, type SecretName } from './config.ts';

/** A lock older than this whose holder cannot be asked is taken over (generating takes seconds). */
const LOCK_STALE_MS = 120_000;
/** How long an instance waits for another one's generation before giving up. */
const LOCK_WAIT_MS = 180_000;

function holderGone(lock: string): boolean {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, 0);
        return false; // alive
      } catch (e) {
        return (e as NodeJS.ErrnoException).code === 'ESRCH';
      }
    }
    return Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS;
  } catch {
    return false; // gone meanwhile (the next attempt takes it) or unreadable for now
  }
}

/** Runs `work` holding the lock file `lock` (exclusive across processes on this machine's file system). */
async function withFileLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (holderGone(lock)) {
        try {
          unlinkSync(lock);
        } catch {
          // another instance took it over first
        }
        continue;
      }
      if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`${lock} is held by another instance for too long`);
      await sleep(25 + Math.random() * 50);
    }
  }
  try {
    return await work();
  } finally {
    try {
      unlinkSync(lock);
    } catch {
      // already gone
    }
  }
}

/** What is stored together: a PKCS#12 only opens with its own password. */
const SECRET_GROUPS: readonly (readonly SecretName[])[] = [
  ['AUTH_SECRET'],
  ['JWT_SECRET'],
  ['TOTP_ENCRYPTION_KEY'],
  ['VERKLARING_SIGNING_KEY'],
  ['VERKLARING_SEAL_P12', 'VERKLARING_SEAL_P12_PASSWORD'],
  // its own group: a deployment from before it has a PKCS#12 without it (the seal then embeds no CRL
  // of its own: the CA key is used only when it is the key of the seal's CA, verklaring-seal.ts)
  ['VERKLARING_SEAL_CA_KEY'],
];

/**
 * The identity every instance on this database uses: per group not configured in the environment,
 * the stored value, or (the first instance) this data dir's value, stored now. Under a transaction-level
 * advisory lock, so instances starting together take turns and the second one reads the first one's.
 */
async function shareThroughDatabase(
  databaseUrl: string,
  local: Record<string, string>,
  configured: Partial<Record<SecretName, string>>,
): Promise<Record<string, string>> {
  const db = createDb(databaseUrl, { max: 1 });
  try {
    return await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('ikv-deployment-identity'))`;
        const stored = new Map((await tx.deploymentSecret.findMany()).map((r) => [r.naam, r.waarde]));
        const shared = { ...local };
        for (const group of SECRET_GROUPS) {
          if (configured[group[0]!] !== undefined) continue;
          if (group.every((name) => stored.has(name))) {
            for (const name of group) shared[name] = stored.get(name)!;
            continue;
          }
          // none (or an incomplete group, which cannot be used): this instance's values become the deployment's
          await tx.deploymentSecret.deleteMany({ where: { naam: { in: [...group] } } });
          await tx.deploymentSecret.createMany({
            data: group
              .filter((name) => local[name] !== undefined)
              .map((name) => ({ naam: name, waarde: local[name]! })),
          });
        }
        return shared;
      },
      { maxWait: LOCK_WAIT_MS, timeout: LOCK_WAIT_MS },
    );
  } finally {
    await db.$disconnect();
  }
}

/**
 * The secrets of this deployment: configured ones win, the rest from (or generated once into)
 * <dataDir>/secrets.json — or, with `databaseUrl` (several instances may share it), the ones stored in
 * the database by the first instance.
 */
export async function loadSecrets(options: {
  dataDir: string;
  configured: Partial<Record<SecretName, string>>;
  sealOrganisatie: string;
  /** the public address (APP_URL, else AUTH_URL): a generated seal certificate names its CA's CRL there */
  publicUrl?: string;
  databaseUrl?: string;
}): Promise<Record<string, string>> {
  const { dataDir, configured } = options;
  const file = join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const stored = await withFileLock(`${file}.lock`, async () => {
    const known: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    let changed = false;
    for (const name of ['AUTH_SECRET', 'JWT_SECRET', 'TOTP_ENCRYPTION_KEY'] as const) {
      if (!known[name]) {
        known[name] = randomBytes(32).toString('base64url');
        changed = true;
      }
    }
    // the statement-signing key (API.md, Trust): an Ed25519 private JWK, generated once
    if (!known.VERKLARING_SIGNING_KEY) {
      const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
      known.VERKLARING_SIGNING_KEY = JSON.stringify({
        ...jwk,
        kid: `ikv-${new Date().toISOString().slice(0, 10)}-${randomBytes(3).toString('hex')}`,
      });
      changed = true;
    }
    // the seal on issued PDFs (API.md, Trust III): without a configured PKCS#12, a CA and a seal
    // certificate generated once (the CA is published at /.well-known/ikv-ca.pem, its CRL at
    // /.well-known/ikv-ca.crl of the public address, when one is configured)
    if (!configured.VERKLARING_SEAL_P12 && !known.VERKLARING_SEAL_P12) {
      const seal = await generateSealIdentity({ organisatie: options.sealOrganisatie, publicUrl: options.publicUrl });
      known.VERKLARING_SEAL_P12 = seal.p12;
      known.VERKLARING_SEAL_P12_PASSWORD = seal.password;
      known.VERKLARING_SEAL_CA_KEY = seal.caKey;
      changed = true;
    }
    // on a shared database the deployment's identity replaces this data dir's, and the file keeps what is used
    if (options.databaseUrl) {
      const shared = await shareThroughDatabase(options.databaseUrl, known, configured);
      for (const [name, value] of Object.entries(shared))
        if (known[name] !== value) {
          known[name] = value;
          changed = true;
        }
    }
    if (changed) {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(known, null, 2), { mode: 0o600 });
      renameSync(temporary, file);
    }
    return known;
  });
  const out: Record<string, string> = {};
  for (const name of GENERATED_SECRETS) {
    const value = configured[name] ?? stored[name];
    if (value !== undefined) out[name] = value;
  }
  // a configured PKCS#12 goes with its own password, never the generated one's
  if (configured.VERKLARING_SEAL_P12) out.VERKLARING_SEAL_P12_PASSWORD = configured.VERKLARING_SEAL_P12_PASSWORD ?? '';
  return out;
}
