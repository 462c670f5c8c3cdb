// `pnpm bench:upload`: upload throughput of a 10 MB document over REST (multipart, streamed, judged
// by its bytes, SHA-256, one transaction into PostgreSQL bytea) and of its download. Runs the API's
// HTTP test server in process against a fresh PostgreSQL database (DATABASE_URL, else embedded).
// Prints MB/s and p50/p95 over --runs uploads (after 2 warm-up runs). Usage: pnpm bench:upload [--runs 20]
import { randomBytes } from 'node:crypto';
import { quantile, runMain } from './bench-support.ts';

// the in-process test server signs tokens with these unless the environment has its own (bench only);
// set before the API modules load, hence the dynamic imports below
process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
process.env.AUTH_SECRET ??= randomBytes(32).toString('hex');
process.env.TOTP_ENCRYPTION_KEY ??= randomBytes(32).toString('hex');

const i = process.argv.indexOf('--runs');
const runs = Number(i >= 0 ? process.argv[i + 1] : 20);
const SIZE = 10 * 1024 * 1024 - 4096; // just under the 10 MB cap, with room for the envelope
const MB = 1024 * 1024;

runMain(async () => {
  const { setupTestDatabaseServer } = await import('@ikv/db/testing');
  const { call, registerAndLogin, startTestApp } = await import('@ikv/api/testing');
  const server = await setupTestDatabaseServer();
  const app = await startTestApp();
  try {
    const owner = await registerAndLogin(app.url);
    const companyId = (
      await call(app.url, 'POST', '/companies', { token: owner.token, json: { kvkNummer: '69599084' } })
    ).body.id as string;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);
    const upload = async () => {
      const form = new FormData();
      form.append('bestand', new Blob([pdf], { type: 'application/pdf' }), 'jaarrekening.pdf');
      form.append('soort', 'JAARREKENING');
      form.append('jaar', '2025');
      const t0 = performance.now();
      const res = await fetch(`${app.url}/api/companies/${companyId}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: form,
      });
      const body = (await res.json()) as { id: string };
      if (res.status !== 201) throw new Error(`upload ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t0, id: body.id };
    };
    const download = async (id: string) => {
      const t0 = performance.now();
      const res = await fetch(`${app.url}/api/documents/${id}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      const bytes = await res.arrayBuffer();
      if (res.status !== 200 || bytes.byteLength !== pdf.length) throw new Error(`download ${res.status}`);
      return performance.now() - t0;
    };
    for (let w = 0; w < 2; w++) await upload();
    const up: number[] = [];
    const down: number[] = [];
    for (let r = 0; r < runs; r++) {
      const { ms, id } = await upload();
      up.push(ms);
      down.push(await download(id));
    }
    const report = (what: string, times: number[]) => {
      const p50 = quantile(times, 0.5);
      console.log(
        `${what} of ${(pdf.length / MB).toFixed(2)} MB, ${runs} runs: p50 ${p50.toFixed(0)} ms (${(pdf.length / MB / (p50 / 1000)).toFixed(1)} MB/s), p95 ${quantile(times, 0.95).toFixed(0)} ms`,
      );
    };
    report('upload (multipart → sniff → SHA-256 → PostgreSQL bytea, one transaction)', up);
    report('download (bytea → HTTP)', down);
  } finally {
    await app.close();
    await server.teardown();
  }
});
