// Another instance of the built app beside the one Playwright's webServer started: the same data
// dir (so the same embedded PostgreSQL, adopted while its starter lives, and the same secrets), its
// own port. Used by the tests that need several app processes behind one database (live delivery
// across instances, a journey across instances) or a process to kill (fault tests). The instance
// is the app server itself (apps/web/server.ts), not a wrapper, so `kill('SIGKILL')` hits it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDatabaseUrl } from '@ikv/db/embedded';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The e2e webServer's data dir, one per E2E_PORT (playwright.config.ts), so two runs never share a database. */
const E2E_DATA_DIR = join(root, `.data/e2e-${Number(process.env.E2E_PORT ?? 3100)}`);

/**
 * The app server's node flags, read from scripts/server-node-args.ts through tsx (Playwright's loader
 * cannot import that ESM TypeScript file of the CommonJS root package).
 */
function serverNodeArgs(): string[] {
  const code = `import('./scripts/server-node-args.ts').then((m) => process.stdout.write(JSON.stringify(m.SERVER_NODE_ARGS ?? m.default.SERVER_NODE_ARGS)))`;
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '-e', code], { cwd: root, encoding: 'utf8' }),
  ) as string[];
}

export type AppInstance = {
  baseURL: string;
  port: number;
  databaseUrl: string;
  process: ChildProcess;
  /** Output of the server so far (for failure messages). */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** Send a signal and wait for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
};

type AppInstanceOptions = {
  port: number;
  /** The data dir of the running app (default: the e2e webServer's, E2E_DATA_DIR). */
  dataDir?: string;
  /** Overrides DATABASE_URL (default: the data dir's embedded PostgreSQL). */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** How long to wait for /api/openapi.json (default 120 s: other spec files run beside it). */
  readyTimeoutMs?: number;
};

export async function databaseUrlOf(dataDir = E2E_DATA_DIR): Promise<string> {
  return (await resolveDatabaseUrl({ databaseUrl: process.env.DATABASE_URL, dataDir: join(dataDir, 'pg') })).url;
}

export async function startAppInstance(opts: AppInstanceOptions): Promise<AppInstance> {
  const dataDir = opts.dataDir ?? E2E_DATA_DIR;
  const secretsFile = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {};
  const databaseUrl = opts.databaseUrl ?? (await databaseUrlOf(dataDir));
  const baseURL = `http://127.0.0.1:${opts.port}`;
  let out = '';
  const child = spawn(process.execPath, [...serverNodeArgs(), 'server.ts'], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      AUTH_URL: baseURL,
      APP_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: '1',
      ...opts.env,
    },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<void>((res) => child.once('exit', () => res()));

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`app instance on ${opts.port} exited before it was ready:\n${out}`);
    try {
      const res = await fetch(`${baseURL}/api/openapi.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app instance on ${opts.port} not ready in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    baseURL,
    port: opts.port,
    databaseUrl,
    process: child,
    output: () => out,
    kill,
    stop: async () => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await kill('SIGTERM');
      clearTimeout(timer);
    },
  };
}
