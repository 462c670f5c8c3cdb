// `pnpm exec tsx scripts/profile-top.ts <file.cpuprofile> [--from S] [--top N] [--inside REGEX]`: what a V8 CPU profile
// (node --cpu-prof, e.g. BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" pnpm bench --only kvk)
// spent its time on under load. Only the busy seconds count: each second of the profile from --from
// on (default 12: past the app's start) whose samples are less than 60 % idle, so start-up and the
// baseline's rounds (the app idle) do not dilute the figures. Prints self time by package and by function,
// and with --inside the time spent inside each function whose name matches (itself and what it calls).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const insideAt = args.indexOf('--inside');
const inside = insideAt >= 0 ? new RegExp(args[insideAt + 1] ?? '') : null;
const file = args.find((a, i) => !a.startsWith('--') && !/^\d+$/.test(a) && (insideAt < 0 || i !== insideAt + 1));
if (!file) {
  console.error('usage: tsx scripts/profile-top.ts <file.cpuprofile> [--from SECONDS] [--top N] [--inside REGEX]');
  process.exit(2);
}
const from = option('from', 12);
const top = option('top', 25);

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, ProfileNode>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n);
const isIdle = (n: ProfileNode) => n.callFrame.functionName === '(idle)';

// the samples with their time, and each second's share of idle
const samples: { second: number; node: ProfileNode; micros: number }[] = [];
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const micros = profile.timeDeltas[i] ?? 0;
  at += micros;
  samples.push({ second: Math.floor((at - profile.startTime) / 1e6), node: byId.get(profile.samples[i]!)!, micros });
}
const seconds = new Map<number, { total: number; idle: number }>();
for (const s of samples) {
  const e = seconds.get(s.second) ?? { total: 0, idle: 0 };
  e.total += s.micros;
  if (isIdle(s.node)) e.idle += s.micros;
  seconds.set(s.second, e);
}
const busy = new Set(
  [...seconds].filter(([second, e]) => second >= from && e.idle / e.total < 0.6).map(([second]) => second),
);

const packageOf = (n: ProfileNode): string => {
  const url = n.callFrame.url;
  if (!url) return n.callFrame.functionName;
  const inModules = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return url.split('/').slice(0, 3).join('/');
  return url
    .replace(/^.*?\/(apps|packages|scripts)\//, '$1/')
    .split('/')
    .slice(0, 4)
    .join('/');
};
const functionOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${packageOf(n)}:${n.callFrame.lineNumber}`;

const selfByPackage = new Map<string, number>();
const selfByFunction = new Map<string, number>();
let total = 0;
for (const s of samples) {
  if (!busy.has(s.second)) continue;
  total += s.micros;
  selfByPackage.set(packageOf(s.node), (selfByPackage.get(packageOf(s.node)) ?? 0) + s.micros);
  selfByFunction.set(functionOf(s.node), (selfByFunction.get(functionOf(s.node)) ?? 0) + s.micros);
}
const table = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
    .join('\n');
console.log(
  `busy seconds (from ${from} s, under 60 % idle): ${[...busy].sort((a, b) => a - b).join(', ') || 'none'}; ${(total / 1e6).toFixed(1)} s of samples\n`,
);
console.log(`self time by package\n${table(selfByPackage)}\n`);
console.log(`self time by function\n${table(selfByFunction)}`);

if (inside) {
  // a sample counts once for each matching function on its stack (recursion counted once)
  const insideByFunction = new Map<string, number>();
  for (const s of samples) {
    if (!busy.has(s.second)) continue;
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = s.node; n; n = parentOf.get(n.id)) {
      const key = functionOf(n);
      if (seen.has(key) || !inside.test(key)) continue;
      seen.add(key);
      insideByFunction.set(key, (insideByFunction.get(key) ?? 0) + s.micros);
    }
  }
  console.log(`\ntime inside (itself and what it calls), functions matching ${inside}\n${table(insideByFunction)}`);
}
