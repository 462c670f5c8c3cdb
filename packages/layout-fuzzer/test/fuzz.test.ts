// The property against the reader, in CI: every isolated trait and a few hundred random layouts with fixed
// seeds. It fails on any wrong figure and on any wrong status, and prints recall per trait. It runs the reader
// only through its public entry (`readDocument` of @ikv/reader) and was written without reading the reader.
import { expect, it } from 'vitest';
import { isolatedGevallen, randomGevallen } from '../src/cases.ts';
import { draaiAlle } from '../src/pool.ts';
import { Verslag } from '../src/report.ts';

const CI_SEED = 910_000;
const CI_RUNS = 300;

it(`every figure the reader proposes equals the truth, every status is right (${CI_RUNS} random layouts + every isolated trait)`, async () => {
  const verslag = new Verslag();
  await draaiAlle([...isolatedGevallen(1), ...randomGevallen(CI_SEED, CI_RUNS)], {
    tijdslimiet: 30_000,
    opResultaat: (r) => verslag.voegToe(r),
  });
  console.log(
    `Recall per trait (reproduce a case: pnpm fuzz:intake --runs 1 --seed N, or --isolated trait=variant)\n${verslag.tabel()}`,
  );
  if (verslag.fouten.length > 0) console.log(verslag.foutenLijst(150));
  expect(verslag.aantalFout, 'wrong figures').toBe(0);
  expect(verslag.aantalStatusFout, 'wrong statuses').toBe(0);
});
