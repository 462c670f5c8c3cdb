// Reads a document in a child process with a time and a memory bound (API.md, Intake: a hostile or
// huge file can never stall or crash the service). The server only waits for one IPC message; the
// child's heap is capped with --max-old-space-size and its resident memory (which also counts the
// buffers a decompression bomb fills) is watched through /proc and the child killed over the bound.
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LeesResultaat } from './types.ts';

export interface Bounds {
  timeoutMs: number;
  memoryMb: number;
  /** the most time OCR may take (default: all the time bound leaves before the child must answer) */
  ocrMs?: number;
}

/**
 * The defaults of INTAKE_TIMEOUT_MS and INTAKE_MEMORY_MB in the service's configuration. The memory
 * bound leaves room for OCR of a scan: the first look at an A4 page at 200 dpi peaks near 330–410 MB,
 * the later looks at 300 dpi (read-ocr.ts) near 540–620 MB; a text PDF stays near 150 MB.
 */
export const DEFAULT_BOUNDS: Bounds = { timeoutMs: 30_000, memoryMb: 768 };
/**
 * The child stops starting OCR of another page this long before its time bound, to answer in time: 8 s,
 * or a third of a longer bound (the child runs at a lower priority, so on a machine busy with other
 * work the page it gives up, the rendering under way and its answer take longer than alone).
 */
const OCR_MARGIN_MS = 8_000;
const ocrMarginMs = (timeoutMs: number) => Math.max(OCR_MARGIN_MS, Math.round(timeoutMs / 3));

export interface BoundedOptions {
  /** where the child's entry file is, when the running code was bundled away from its source */
  childPath?: string;
  /**
   * The child's whole environment (nothing is inherited): the server's holds the signing keys, the
   * seal's PKCS#12 password and the database URL, and a reader of hostile files gets none of them.
   */
  env?: Record<string, string>;
}

export type BoundedOutcome =
  { ok: true; result: LeesResultaat } | { ok: false; reden: 'TIJD' | 'GEHEUGEN' | 'FOUT'; fout: string };

const CHILD = 'read-child.ts';

/** The child's entry file; inside a bundled server import.meta.url may not point at the source. */
function childPath(configured: string | undefined): string {
  const candidates = [configured, join(dirname(fileURLToPath(import.meta.url)), CHILD)];
  for (let dir = process.cwd(), i = 0; i < 4; i++, dir = resolve(dir, '..'))
    candidates.push(join(dir, 'packages/reader/src', CHILD));
  const found = candidates.find((c): c is string => typeof c === 'string' && existsSync(c));
  if (!found) throw new Error('intake reader child not found');
  return found;
}

function residentMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export function readBounded(
  bytes: Uint8Array,
  soort: string | undefined,
  bounds: Bounds = DEFAULT_BOUNDS,
  options: BoundedOptions = {},
): Promise<BoundedOutcome> {
  const entry = childPath(options.childPath);
  // the reader package: tsx resolves from there
  const cwd = resolve(dirname(entry), '..');
  return new Promise((done) => {
    const child = fork(entry, [], {
      cwd,
      execArgv: ['--import', 'tsx', `--max-old-space-size=${Math.max(64, Math.floor(bounds.memoryMb * 0.75))}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // (NodeJS.ProcessEnv may be declared with required names, e.g. NODE_ENV by Next's types)
      env: { ...options.env, NODE_OPTIONS: '' } as unknown as NodeJS.ProcessEnv,
    });
    // the reader yields the CPU to the server: a lower priority (nice 10), inherited by what it starts
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // not permitted on this system: the bounds still hold
    }
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      if (stderr.length < 4000) stderr += d.toString();
    });
    let settled = false;
    const finish = (o: BoundedOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (child.exitCode === null) child.kill('SIGKILL');
      done(o);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reden: 'TIJD', fout: `over ${bounds.timeoutMs} ms` }),
      bounds.timeoutMs,
    );
    const watch = setInterval(() => {
      const mb = child.pid ? residentMb(child.pid) : null;
      if (mb !== null && mb > bounds.memoryMb)
        finish({ ok: false, reden: 'GEHEUGEN', fout: `${Math.round(mb)} MB resident` });
    }, 50);
    child.on('message', (msg: { ok: boolean; result?: LeesResultaat; fout?: string }) => {
      if (msg.ok && msg.result) finish({ ok: true, result: msg.result });
      else finish({ ok: false, reden: 'FOUT', fout: msg.fout ?? 'unknown' });
    });
    child.on('error', (e) => finish({ ok: false, reden: 'FOUT', fout: e.message }));
    child.on('exit', (code, signal) => {
      const oom = /heap out of memory|Allocation failed/i.test(stderr);
      finish({
        ok: false,
        reden: oom ? 'GEHEUGEN' : 'FOUT',
        fout: `child ended (${code ?? signal}) ${stderr.slice(-300)}`,
      });
    });
    // the deadline by which the child must answer: OCR of a scan reads as many pages as fit before it
    const ocrMs = Math.min(bounds.ocrMs ?? Infinity, bounds.timeoutMs - ocrMarginMs(bounds.timeoutMs));
    child.send({ bytes, soort, ocrDeadline: Date.now() + ocrMs });
  });
}
