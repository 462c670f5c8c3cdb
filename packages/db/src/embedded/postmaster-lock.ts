// Reading a cluster's postmaster.pid: is a server running in this data dir, on which port?
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerLock {
  pid: number;
  port: number;
  /** 'starting' | 'ready' | 'stopping' | 'standby' */
  status: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** On Linux the pid must also be a postgres process (pids are reused after a crash or reboot). */
function isPostgres(pid: number): boolean {
  if (!isAlive(pid)) return false;
  const comm = `/proc/${pid}/comm`;
  return existsSync(comm) ? readFileSync(comm, 'utf8').trim() === 'postgres' : true;
}

/** The running server's lock; a stale postmaster.pid (dead or foreign pid) is deleted. */
export function readServerLock(dir: string): ServerLock | undefined {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!pid || !isPostgres(pid)) {
    unlinkSync(file);
    return undefined;
  }
  return { pid, port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/** A server that is ready in `dir`, after waiting out one that is starting or stopping. */
export async function liveServer(dir: string, timeoutMs = 15_000): Promise<ServerLock | undefined> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const lock = readServerLock(dir);
    if (!lock || lock.status === 'ready') return lock;
    if (Date.now() > end) throw new Error(`PostgreSQL in ${dir} (pid ${lock.pid}) stays '${lock.status}'`);
    await sleep(100);
  }
}

export async function signalAndWait(pid: number, signal: NodeJS.Signals, timeoutMs = 30_000): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const end = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > end) throw new Error(`PostgreSQL (pid ${pid}) did not stop`);
    await sleep(50);
  }
}
