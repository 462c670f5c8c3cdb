// `pnpm bench:ikv`: time to calculate an IKV and render its PDF, in process (no database, no HTTP),
// and the seal an issued PDF gets (attach verklaring.json, then the PAdES signature with a CA and
// seal certificate generated here, RSA 3072). Prints p50/p95 over 100 runs (after 5 warm-up runs).
// Usage: pnpm bench:ikv [--runs 100] [--out file.pdf]
import { writeFileSync } from 'node:fs';
import { computeIkv } from '@ikv/api/rules/ikv-berekening/ikv';
import { buildReportViewModel, renderIkvReport, sealPdf, attachJson } from '@ikv/api/operator';
import { generateSealIdentity } from '@ikv/api/seal';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const runs = Number(arg('runs') ?? 100);
const out = arg('out');
const H = {
  vlottendeActiva: 30000,
  immaterieleActiva: 0,
  eigenVermogen: 20000,
  balanstotaal: 40000,
  balanscorrectie: 0,
  balanscorrectieReden: null,
};
const boekjaren = [
  { jaar: 2023, fiscaleWinst: 28000, ...H },
  { jaar: 2024, fiscaleWinst: 31000, ...H },
  { jaar: 2025, fiscaleWinst: 24000, ...H },
];

async function once(): Promise<Buffer> {
  const resultaat = computeIkv({
    rechtsvorm: 'EENMANSZAAK',
    aandeelPercentage: 100,
    peildatum: '2026-06-15',
    boekjaren,
  });
  const vm = buildReportViewModel({
    berekening: {
      ...resultaat,
      aanvraagId: 'bench',
      versie: 1,
      berekendOp: '2026-06-15T10:00:00.000Z',
      berekendDoor: 'Ada Adviseur',
    },
    aanvraag: {
      nummer: 1042,
      verklaringType: 'IKV',
      status: 'AFGEROND',
      bedrijf: { naam: 'Test EMZ Dagobert', kvkNummer: '69599084', rechtsvorm: 'Eenmanszaak' },
      ondernemer: { voornaam: 'Sanne', achternaam: 'de Vries' },
    },
    conclusie: {
      tekst: 'Inkomen vastgesteld op basis van drie jaren.',
      door: 'Ada Adviseur',
      op: '2026-06-15T10:00:00.000Z',
    },
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
  console.log(
    `IKV calculate + render PDF (${last?.length ?? 0} bytes), ${runs} runs: p50 ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms`,
  );
  if (out && last) writeFileSync(out, last);

  // the seal, per issued statement (the key is loaded once, as in the server)
  let t0 = performance.now();
  const identity = await generateSealIdentity({ organisatie: 'Bench' });
  const generateMs = performance.now() - t0;
  process.env.VERKLARING_SEAL_P12 = identity.p12;
  process.env.VERKLARING_SEAL_P12_PASSWORD = identity.password;
  delete process.env.TSA_URL;
  const json = JSON.stringify(
    { verklaring: { nummer: 'IKV-2026-000001', jaren: boekjaren }, jws: 'x'.repeat(900) },
    null,
    2,
  );
  const op = new Date('2026-06-15T10:00:00Z');
  const attached = await attachJson(last!, 'verklaring.json', json, op);
  const seal = () => sealPdf(attached, { signingTime: op, reason: 'Inkomensverklaring IKV-2026-000001' });
  t0 = performance.now();
  await seal();
  const firstMs = performance.now() - t0;
  for (let i = 0; i < 5; i++) await seal();
  const attachTimes: number[] = [];
  const sealTimes: number[] = [];
  let sealed: Uint8Array | undefined;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await attachJson(last!, 'verklaring.json', json, op);
    attachTimes.push(performance.now() - start);
    const mid = performance.now();
    sealed = await seal();
    sealTimes.push(performance.now() - mid);
  }
  const fmt = (xs: number[]) => {
    xs.sort((a, b) => a - b);
    const at = (p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!.toFixed(1);
    return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${xs[xs.length - 1]!.toFixed(1)} ms`;
  };
  console.log(`Attach verklaring.json (pdf-lib), ${runs} runs: ${fmt(attachTimes)}`);
  console.log(
    `Seal per issued statement (PAdES B-B, RSA 3072, ${sealed?.length ?? 0} bytes), ${runs} runs: ${fmt(sealTimes)}; first seal in the process (loading the library and the PKCS#12) ${firstMs.toFixed(0)} ms; generating the CA and seal certificate once ${generateMs.toFixed(0)} ms`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
