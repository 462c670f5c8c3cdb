// `pnpm bench:ikv`: time to calculate an IKV and render its PDF, in process (no database, no HTTP).
// Prints p50/p95 over 100 runs (after 5 warm-up runs). Usage: pnpm bench:ikv [--runs 100] [--out file.pdf]
import { writeFileSync } from 'node:fs';
import { computeIkv } from '../packages/api/src/modules/ikv/ikv.rules.ts';
import { buildReportViewModel } from '../packages/api/src/modules/ikv/report/ikv-report.view-model.ts';
import { renderIkvReport } from '../packages/api/src/modules/ikv/report/render-ikv-report.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const runs = Number(arg('runs') ?? 100);
const out = arg('out');
const H = { vlottendeActiva: 30000, immaterieleActiva: 0, eigenVermogen: 20000, balanstotaal: 40000, balanscorrectie: 0, balanscorrectieReden: null };
const boekjaren = [
  { jaar: 2023, fiscaleWinst: 28000, ...H },
  { jaar: 2024, fiscaleWinst: 31000, ...H },
  { jaar: 2025, fiscaleWinst: 24000, ...H },
];

async function once(): Promise<Buffer> {
  const resultaat = computeIkv({ rechtsvorm: 'EENMANSZAAK', aandeelPercentage: 100, peildatum: '2026-06-15', boekjaren });
  const vm = buildReportViewModel({
    berekening: { ...resultaat, aanvraagId: 'bench', versie: 1, berekendOp: '2026-06-15T10:00:00.000Z', berekendDoor: 'Ada Adviseur' },
    aanvraag: { nummer: 1042, verklaringType: 'IKV', status: 'AFGEROND', bedrijf: { naam: 'Test EMZ Dagobert', kvkNummer: '69599084', rechtsvorm: 'Eenmanszaak' }, ondernemer: { voornaam: 'Sanne', achternaam: 'de Vries' } },
    conclusie: { tekst: 'Inkomen vastgesteld op basis van drie jaren.', door: 'Ada Adviseur', op: '2026-06-15T10:00:00.000Z' },
    taal: 'nl',
    gegenereerdOp: new Date('2026-06-15T10:00:00Z'),
  });
  return renderIkvReport(vm);
}

async function main() {
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  let last: Buffer | undefined;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await once();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(`IKV calculate + render PDF (${last?.length ?? 0} bytes), ${runs} runs: p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms`);
  if (out && last) writeFileSync(out, last);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
