// What the benchmark scripts share: free ports, waiting for a server, child servers in their own
// process group (stopped before the database), JSON calls that fail loudly, medians and percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from './server-node-args.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

export async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timeout waiting for ${url}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benches read loosely typed bodies
export async function json(url: string, init: RequestInit & { json?: unknown } = {}): Promise<any> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = await res.json();
  if (res.status >= 300) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** The p-quantile (0..1) of a sample, nearest rank. */
export function quantile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

const children: ChildProcess[] = [];

/** A server as a child in its own process group: `pnpm exec` forks, and both must go before the database. */
export function startChild(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

export async function stopChildren() {
  await Promise.all(
    children.map(async (c) => {
      if (c.exitCode !== null || c.signalCode !== null || !c.pid) return;
      const exited = once(c, 'exit');
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000).unref())]);
    }),
  );
}

/**
 * The app server as `pnpm start` runs it (production build) and the bare node:http + pg baseline
 * (scripts/bench-baseline.ts) on one database, both up; returns their base URLs.
 * BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app under load.
 */
export async function startAppAndBaseline(
  databaseUrl: string,
  appEnv: Record<string, string> = {},
): Promise<{ app: string; base: string; appPid: number; basePid: number }> {
  const basePort = await freePort();
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const started = startApp(databaseUrl, { nodeArgs, env: appEnv });
  const baseChild = startChild('pnpm', ['exec', 'tsx', 'scripts/bench-baseline.ts'], root, {
    ...BENCH_SECRETS,
    DATABASE_URL: databaseUrl,
    PORT: String(basePort),
  });
  const base = `http://127.0.0.1:${basePort}`;
  const { url: app, pid: appPid } = await started;
  await waitFor(`${base}/`);
  if (!baseChild.pid) throw new Error('the baseline did not start');
  return { app, base, appPid, basePid: baseChild.pid };
}

/** The three years every bench submits for its company (POST /companies/financials/{companyId}). */
export const BENCH_BOEKJAREN = [2023, 2024, 2025].map((jaar) => ({
  jaar,
  fiscaleWinst: 48250.5,
  vlottendeActiva: 12000,
  immaterieleActiva: 0,
  eigenVermogen: 30500.25,
  balanstotaal: 81000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
}));

/** The secrets every bench's app server gets (so a bench can mint its own access tokens). */
export const BENCH_SECRETS = {
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdefghijklmnop',
  AUTH_SECRET: 'bench-auth-secret-0123456789abcdefghijklmno',
};

/** One app server as `pnpm start` runs it (production build, apps/web/server.ts) on 127.0.0.1 and a free port; resolves once it answers. */
export async function startApp(
  databaseUrl: string,
  options: { nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const child = startChild(
    process.execPath,
    [...(options.nodeArgs ?? []), ...SERVER_NODE_ARGS, 'server.ts'],
    join(root, 'apps/web'),
    {
      ...BENCH_SECRETS,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...options.env,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/openapi.json`);
  if (!child.pid) throw new Error('the app server did not start');
  return { url, pid: child.pid };
}

/**
 * A full garbage collection in a server started with `--inspect=127.0.0.1:<port>`, then its
 * process.memoryUsage() in MiB, over the inspector protocol (a minimal WebSocket client: Node 20 has
 * none built in). Memory compared after a GC is live memory, not whatever the heap had not yet freed.
 */
export async function memoryAfterGc(inspectPort: number): Promise<{ rss: number; heapUsed: number; external: number }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const ws = new URL(targets[0]!.webSocketDebuggerUrl);
  const socket = await new Promise<Duplex>((res, rej) => {
    const req = httpRequest({
      host: ws.hostname,
      port: ws.port,
      path: ws.pathname,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Version': '13',
      },
    });
    req.on('upgrade', (_res, sock: Duplex, head: Buffer) => {
      if (head.length) sock.unshift(head);
      res(sock);
    });
    req.on('error', rej);
    req.end();
  });
  const waiting = new Map<number, (msg: { result?: { result?: { value?: string } } }) => void>();
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (buffer.length < 2) return;
      let length = buffer[1]! & 0x7f;
      let offset = 2;
      if (length === 126) [length, offset] = buffer.length < 4 ? [Infinity, 4] : [buffer.readUInt16BE(2), 4];
      else if (length === 127)
        [length, offset] = buffer.length < 10 ? [Infinity, 10] : [Number(buffer.readBigUInt64BE(2)), 10];
      if (buffer.length < offset + length) return;
      const text = buffer.subarray(offset, offset + length).toString();
      buffer = buffer.subarray(offset + length);
      try {
        const msg = JSON.parse(text) as { id?: number; result?: { result?: { value?: string } } };
        if (msg.id !== undefined) waiting.get(msg.id)?.(msg);
      } catch {
        /* an event, not an answer */
      }
    }
  });
  let nextId = 1;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: string } } }>((res) => {
      const id = nextId++;
      waiting.set(id, res);
      const payload = Buffer.from(JSON.stringify({ id, method, params }));
      const mask = randomBytes(4);
      const header =
        payload.length < 126
          ? Buffer.from([0x81, 0x80 | payload.length])
          : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
      socket.write(Buffer.concat([header, mask, payload.map((b, i) => b ^ mask[i % 4]!)]));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const m = JSON.parse(answer.result?.result?.value ?? '{}') as { rss: number; heapUsed: number; external: number };
    const mib = (n: number) => n / 1024 / 1024;
    return { rss: mib(m.rss), heapUsed: mib(m.heapUsed), external: mib(m.external) };
  } finally {
    socket.destroy();
  }
}

/** The value after `--name` on the command line, or undefined. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** Runs a bench's main: exit when it is done (0 unless it set process.exitCode); on an error, print it, stop the servers, exit 1. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(),
    (e: unknown) => {
      console.error(e);
      void stopChildren().finally(() => process.exit(1));
    },
  );
}

/** Resident set size of a process in MiB (Linux /proc), or NaN where that is not readable. */
export function rssMiB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns the samples (MiB). */
export function sampleRss(pid: number, everyMs = 250): { stop(): number[] } {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMiB(pid)), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return samples.filter((x) => Number.isFinite(x));
    },
  };
}

const TICK_MS = 10; // Linux USER_HZ = 100

/** cpuMs: the process's own CPU; reapedMs: that of its children that have ended (and were waited for) */
function procStats(): { pid: number; ppid: number; pgrp: number; cpuMs: number; reapedMs: number }[] {
  const out: { pid: number; ppid: number; pgrp: number; cpuMs: number; reapedMs: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // fields after the command (which may hold spaces) in parentheses: state ppid pgrp … utime(14) stime(15)
      // cutime(16) cstime(17)
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.push({
        pid: Number(name),
        ppid: Number(f[1]),
        pgrp: Number(f[2]),
        cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS,
        reapedMs: (Number(f[13]) + Number(f[14])) * TICK_MS,
      });
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * CPU time (user + system, ms) used so far by a server's process group (the app; the baseline with
 * its pnpm/tsx wrappers) and by the PostgreSQL of `pgDataDir` (postmaster and its backends). On a
 * shared machine req/s and latency move with everyone else's load; CPU per request hardly does.
 */
export function cpuMs(pgid: number): number {
  return procStats()
    .filter((p) => p.pgrp === pgid)
    .reduce((n, p) => n + p.cpuMs, 0);
}

export function postgresCpuMs(pgDataDir: string): number {
  const stats = procStats();
  const postmasters = new Set(
    stats
      .filter((p) => {
        try {
          return readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').includes(pgDataDir);
        } catch {
          return false;
        }
      })
      .map((p) => p.pid),
  );
  if (postmasters.size === 0) return Number.NaN; // DATABASE_URL: a server elsewhere
  // the backends that are running, and those that have ended (a pool closes idle connections
  // between rounds): the postmaster reaps them, and their CPU moves into its children's count
  return stats
    .filter((p) => postmasters.has(p.pid) || postmasters.has(p.ppid))
    .reduce((n, p) => n + p.cpuMs + (postmasters.has(p.pid) ? p.reapedMs : 0), 0);
}
