// Scores the reader on the set of real public documents (docs/intake.md, "Real documents").
// Usage: pnpm --filter @ikv/reader intake:real [--herbouwd] [--ocr-ms=N] [--read-on=N] [dir]   (default dir: INTAKE_REAL_DIR)
// --herbouwd: documents we made from their source (scans, photos, prints) are scored on rebuilt bytes
// (scripts/derive-real.ts) when their sha256 differs, each marked as rebuilt.
// --ocr-ms=N: OCR of one document may start pages for N ms instead of the reader's own budget (20 s, as
// the service's child with its default INTAKE_TIMEOUT_MS): what a slow machine's time bound leaves out.
// --read-on=N: as the service reads on: a reading cut short by its time is read again with N ms of OCR
// (the service's child with INTAKE_READ_ON_TIMEOUT_MS 150 000: 142 000), the better reading scored.
// Prints per document and per vorm: stated, exact, wrong, missing, extra figures, the status and every
// melding; exit code 1 when a figure is wrong or a document is missing or not the one the truth was made from.
import { resolve } from 'node:path';
import {
  formatDocument,
  formatTotals,
  loadRealSet,
  realDirFromEnvironment,
  rebuiltFromEnvironment,
  scoreRealSet,
} from '../test/real/score-real.ts';

const args = process.argv.slice(2);
const herbouwd = args.includes('--herbouwd') || rebuiltFromEnvironment();
const dir = args.find((a) => !a.startsWith('--')) ?? realDirFromEnvironment();
const ocrMs = Number(/^--ocr-ms=(\d+)$/.exec(args.find((a) => a.startsWith('--ocr-ms=')) ?? '')?.[1]) || undefined;
const readOnMs = Number(/^--read-on=(\d+)$/.exec(args.find((a) => a.startsWith('--read-on=')) ?? '')?.[1]) || undefined;
if (!dir) {
  const { manifest } = loadRealSet();
  console.info(
    [
      `The set holds ${manifest.length} real public documents; their bytes are not in the repository`,
      '(third-party material). Put them in one folder, each under its `naam`, and run',
      '  pnpm --filter @ikv/reader intake:real <folder>     (or set INTAKE_REAL_DIR)',
      'Where each comes from (repository, path, commit) is in packages/reader/test/real/manifest.json;',
      "how the derived scans and photos were made is in each entry's `opmerking` and in docs/intake.md.",
    ].join('\n'),
  );
  process.exit(0);
}

const score = await scoreRealSet(
  resolve(dir),
  (d) => {
    for (const line of formatDocument(d)) console.info(line);
  },
  { herbouwd, ocrMs, readOnMs },
);
console.info('');
for (const line of formatTotals(score)) console.info(line);
const unscored = score.documenten.filter((d) => d.fout).length;
if (unscored > 0) console.info(`${unscored} document(s) not scored`);
process.exitCode = score.totaal.wrong > 0 || unscored > 0 ? 1 : 0;
