// `pnpm bench:compile-hints [--pages request,adviser] [--rounds 2] [--runs 3]` (builds first;
// `pnpm exec tsx scripts/bench-compile-hints.ts` uses the existing build):
// what V8's compile hint on the start-up scripts (apps/web/src/build/compile-hints.ts) does to the
// mobile Lighthouse figures, measured beside each other in one sitting. On the existing production
// build it alternates rounds without and with the hint (the hint's first line taken off the scripts,
// then put back), each round a `scripts/lighthouse.ts --form mobile --only <page> --runs N` per page, and
// prints per page the median performance score, total blocking time and LCP of each side and the ratio
// of the blocking times. The build is left with its hints whatever happens.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints, COMPILE_HINT } from '@ikv/web/compile-hints';
import { median, option, runMain } from './bench-support.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nextDir = join(root, 'apps/web/.next');
const pages = (option('pages') ?? 'request,adviser').split(',');
const rounds = Number(option('rounds') ?? 2);
const runs = Number(option('runs') ?? 3);

/** Takes the hint off every start-up script; returns how many had it. */
function removeHints(): number {
  const dir = join(nextDir, 'static/chunks');
  let n = 0;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.js'))) {
    const source = readFileSync(join(dir, f), 'utf8');
    if (!source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(join(dir, f), source.slice(COMPILE_HINT.length));
    n++;
  }
  return n;
}

type Run = { score: number; tbt: number; lcp: number };

async function lighthouse(page: string, out: string): Promise<Run[]> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts/lighthouse.ts'),
      '--form',
      'mobile',
      '--only',
      page,
      '--runs',
      String(runs),
      '--out',
      out,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0 && code !== 1) throw new Error(`lighthouse.ts --only ${page} exited with ${code}`);
  return readdirSync(out)
    .filter((f) => f.endsWith('.report.json'))
    .map((f) => {
      const r = JSON.parse(readFileSync(join(out, f), 'utf8')) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
      };
      return {
        score: Math.round(r.categories.performance.score * 100),
        tbt: r.audits['total-blocking-time']!.numericValue,
        lcp: r.audits['largest-contentful-paint']!.numericValue,
      };
    });
}

async function main() {
  const results = new Map<string, { without: Run[]; with: Run[] }>(pages.map((p) => [p, { without: [], with: [] }]));
  const scratch = mkdtempSync(join(tmpdir(), 'bench-compile-hints-'));
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const side of ['without', 'with'] as const) {
        if (side === 'without') {
          const n = removeHints();
          if (n === 0)
            throw new Error('no script carries the compile hint: build with `pnpm --filter @ikv/web build` first');
        } else addCompileHints(nextDir);
        for (const page of pages) {
          const got = await lighthouse(page, join(scratch, `${page}-${side}-${round}`));
          results.get(page)![side].push(...got);
          console.error(`round ${round}, ${side} hint, ${page}: ${got.map((r) => r.score).join(', ')}`);
        }
      }
    }
  } finally {
    addCompileHints(nextDir);
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `\nmobile Lighthouse, ${rounds} alternating rounds of ${runs} runs per side (medians over ${rounds * runs} runs)\n`,
  );
  console.log(
    'page'.padEnd(10),
    'side'.padEnd(14),
    'perf'.padStart(5),
    'TBT ms'.padStart(8),
    'LCP ms'.padStart(8),
    '  runs',
  );
  for (const [page, r] of results) {
    for (const side of ['without', 'with'] as const) {
      const x = r[side];
      console.log(
        page.padEnd(10),
        `${side} hint`.padEnd(14),
        String(median(x.map((v) => v.score))).padStart(5),
        String(Math.round(median(x.map((v) => v.tbt)))).padStart(8),
        String(Math.round(median(x.map((v) => v.lcp)))).padStart(8),
        `  ${x.map((v) => v.score).join(', ')}`,
      );
    }
    const ratio = median(r.with.map((v) => v.tbt)) / Math.max(1, median(r.without.map((v) => v.tbt)));
    console.log(page.padEnd(10), 'TBT with/without'.padEnd(14), ratio.toFixed(2).padStart(5));
  }
}

runMain(main);
