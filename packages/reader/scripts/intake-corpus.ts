// Writes the reader's test corpus (test/corpus) to a folder: each PDF with
// its truth beside it (`<name>.truth.json`). Usage: pnpm --filter @ikv/reader intake:corpus [dir]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildCorpus } from '../test/corpus/corpus.ts';

const dir = resolve(process.argv[2] ?? 'node_modules/.cache/intake-corpus');
mkdirSync(dir, { recursive: true });
const docs = await buildCorpus();
for (const d of docs) {
  writeFileSync(join(dir, d.naam), d.bytes);
  writeFileSync(
    join(dir, `${d.naam}.truth.json`),
    `${JSON.stringify({ producent: d.producent, ...d.truth }, null, 2)}\n`,
  );
}
console.info(`${docs.length} documents written to ${dir}`);
