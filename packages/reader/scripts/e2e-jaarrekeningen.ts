// Writes the e2e's jaarrekeningen that state fiscal profit (e2e/fixtures/voorcheck/jaarrekening-<jaar>.pdf):
// one invented company's accounts of 2025, 2024 and 2023 from the reader's corpus generator, in the
// 'eenvoudig' layout (a balance sheet and a fiscal profit calculation, both with a comparative column).
// jaarrekening-2025.pdf is the corpus's eenvoudig-211.pdf byte for byte; each earlier year's current
// column is the later year's comparative column, so the three agree where they overlap and 2022 is
// shown only as the 2023 accounts' comparative column. Usage: pnpm --filter @ikv/reader e2e:jaarrekeningen
import { writeFileSync } from 'node:fs';
import { jaarrekeningReeks, STYLES } from '../test/corpus/corpus.ts';

const dir = new URL('../../../e2e/fixtures/voorcheck/', import.meta.url);
const eenvoudig = STYLES.find((s) => s.producent === 'eenvoudig')!;
// seed 211: the corpus's own seed for its 2025 'eenvoudig' jaarrekening (2 × 101 + 'eenvoudig'.length)
for (const d of await jaarrekeningReeks(211, eenvoudig, 2025, 3)) {
  const jaar = Math.max(...Object.keys(d.truth.boekjaren).map(Number));
  writeFileSync(new URL(`jaarrekening-${jaar}.pdf`, dir), d.bytes);
  console.info(`jaarrekening-${jaar}.pdf`, JSON.stringify(d.truth.boekjaren));
}
