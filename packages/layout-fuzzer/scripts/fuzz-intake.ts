// pnpm fuzz:intake: the layout fuzzer against the reader. Runs every isolated trait and FUZZ_INTAKE_RUNS
// random layouts from FUZZ_INTAKE_SEED on, prints recall per trait and every wrong figure with its seed, and
// writes failing cases (PDF, truth, the reader's answer) to --out. Exit code 1 on any wrong figure or status.
//
//   pnpm fuzz:intake                              20 000 random layouts + all isolated traits
//   pnpm fuzz:intake --runs 1 --seed 4711         reproduce random seed 4711
//   pnpm fuzz:intake --isolated lokaas=render-3   one isolated trait (add --seed N for another truth)
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isolatedGevallen, randomGevallen } from '../src/cases.ts';
import type { Geval } from '../src/layout.ts';
import { draaiAlle } from '../src/pool.ts';
import { schrijfFout, Verslag } from '../src/report.ts';
import { instellingen } from '../src/settings.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    workers: { type: 'string' },
    mode: { type: 'string' },
    isolated: { type: 'string' },
    'max-listed': { type: 'string' },
  },
});
const standaard = instellingen();
const runs = values.runs ? Number(values.runs) : standaard.runs;
const seed = values.seed ? Number(values.seed) : standaard.seed;
const out = resolve(values.out ?? 'node_modules/.cache/layout-fuzzer/failures');
const mode = values.mode ?? (values.isolated ? 'isolated' : values.runs === '1' ? 'random' : 'both');

let gevallen: Geval[] = [];
if (values.isolated) {
  const [trait = '', variant = ''] = values.isolated.split('=');
  gevallen = [{ seed, modus: 'isolated', trait, variant }];
} else {
  if (mode !== 'random') gevallen.push(...isolatedGevallen(seed));
  if (mode !== 'isolated') gevallen.push(...randomGevallen(seed, runs));
}

const verslag = new Verslag();
const begin = performance.now();
let klaar = 0;
let geschreven = 0;
await draaiAlle(gevallen, {
  workers: values.workers ? Number(values.workers) : undefined,
  opResultaat: (r) => {
    verslag.voegToe(r);
    if (r.bewijs && geschreven < 500) {
      schrijfFout(out, r);
      geschreven++;
    }
    klaar++;
    if (klaar % 500 === 0 || klaar === gevallen.length)
      process.stderr.write(
        `${klaar}/${gevallen.length} layouts, ${verslag.aantalFout} wrong figures, ${((performance.now() - begin) / 1000).toFixed(0)} s\n`,
      );
  },
});

console.log(verslag.tabel());
console.log('');
if (verslag.fouten.length > 0) {
  console.log(
    `Wrong figures and statuses (${verslag.aantalFout} wrong figures, ${verslag.aantalStatusFout} wrong statuses):`,
  );
  console.log(verslag.foutenLijst(Number(values['max-listed'] ?? 300)));
  console.log('\nWhat went wrong, per trait (count, kind, up to three examples):');
  console.log(verslag.samenvatting());
  console.log(`\nFailing cases written to ${out} (at most 500).`);
}
console.log(`\n${gevallen.length} layouts in ${((performance.now() - begin) / 1000).toFixed(1)} s`);
process.exitCode = verslag.aantalFout > 0 || verslag.aantalStatusFout > 0 ? 1 : 0;
