// `pnpm exec tsx scripts/lighthouse-trace-tasks.ts <trace.json> [--min MS] [--top N]`: the long
// main-thread tasks of a page load that Lighthouse recorded, each with the functions its time went
// to (self time from V8's sampling profiler). Record the trace with the profiler on:
//   LIGHTHOUSE_FLAGS="--save-assets --additional-trace-categories=disabled-by-default-v8.cpu_profiler" \
//     pnpm exec tsx scripts/lighthouse.ts --form mobile --only request --runs 1
// then pass .data/lighthouse/request-page.mobile.1-0.trace.json. Times are as recorded (not
// Lighthouse's simulated 4× slowdown). V8 counts compiling a function lazily in its caller's frame,
// which is how the module loader's own frame showed up as the largest self time (docs/quality.md, Lighthouse).
import { readFileSync } from 'node:fs';
import { option } from './bench-support.ts';

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: Record<string, unknown> & {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

const file = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: tsx scripts/lighthouse-trace-tasks.ts <trace.json> [--min MS] [--top N]');
  process.exit(2);
}
const minMs = Number(option('min') ?? 10);
const top = Number(option('top') ?? 8);

const raw = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
const events = Array.isArray(raw) ? raw : raw.traceEvents;
// the page's main thread: where its navigation started
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL);
if (!nav) throw new Error('no page navigation in this trace');

// the sampled profile of that renderer: nodes and (time, node) samples
const profile = events.find((e) => e.name === 'Profile' && e.pid === nav.pid);
const nodes = new Map<number, ProfileNode>();
const samples: [number, number][] = [];
if (profile) {
  let time = Number(profile.args?.data?.startTime ?? 0);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== profile.pid || e.id !== profile.id) continue;
    for (const n of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = e.args?.data?.cpuProfile?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    ids.forEach((id, i) => samples.push([(time += deltas[i] ?? 0), id]));
  }
} else console.error('(no CPU profile in this trace: tasks only; record with the profiler category above)');
const label = ({ callFrame: f }: ProfileNode) =>
  f.url
    ? `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`
    : f.functionName || '(anonymous)';

const tasks = events
  .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.name === 'RunTask')
  .sort((a, b) => a.ts - b.ts);
let lastEnd = 0;
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  if (task.ts < lastEnd) continue; // nested
  lastEnd = end;
  if ((task.dur ?? 0) < minMs * 1000) continue;
  const inTask = samples.filter(([t]) => t >= task.ts && t <= end);
  const self = new Map<string, number>();
  inTask.forEach(([t, id], i) => {
    const node = nodes.get(id);
    if (node) self.set(label(node), (self.get(label(node)) ?? 0) + ((inTask[i + 1]?.[0] ?? end) - t));
  });
  console.log(`task at ${((task.ts - nav.ts) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`);
}
