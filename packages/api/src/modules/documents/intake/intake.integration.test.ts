// Reading uploaded documents (API.md, Intake): after the upload is acknowledged, in a bounded child
// process, as a job claimed in PostgreSQL; GET /documents/{id}/cijfers for members and advisers.
import { createDeflate } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../../test/api-client.ts';
import { createRequest } from '../../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buildCorpus, type CorpusDocument, xbrlInstance } from './corpus/corpus.ts';
import { requeueReadings } from './intake.repository.ts';
import { MAX_POGINGEN, runIntakeRound, stopIntake } from './intake.service.ts';
import { READER_VERSIE } from './intake.types.ts';
import { resetConfigForTests } from '../../../infra/config.ts';

let app: TestApp;
let owner: { token: string };
let companyId: string;
let adviser: { token: string };
let stranger: { token: string };
let corpus: CorpusDocument[];
const BOUNDS = { timeoutMs: 15_000, memoryMb: 200 };

async function upload(bytes: Uint8Array, name: string, soort = 'JAARREKENING') {
  const form = new FormData();
  form.append('bestand', new Blob([bytes]), name);
  form.append('soort', soort);
  const res = await fetch(`${app.url}/api/companies/${companyId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; mimeType: string };
}
const figures = (id: string, token = owner.token) => call(app.url, 'GET', `/documents/${id}/cijfers`, { token });

/** A PDF written by hand: objects in order, a correct cross-reference table. */
function rawPdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((o, i) => {
    const b = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof o === 'string' ? Buffer.from(o) : o,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(length);
    parts.push(b);
    length += b.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** A page whose content stream inflates from under a megabyte to 600 MB. */
async function decompressionBomb(): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => deflate.on('end', r));
  const mb = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < 600; i++) if (!deflate.write(mb)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  const data = Buffer.concat(chunks);
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
      data,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

const deeplyNested = () =>
  rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Annots ${'['.repeat(200_000)}${']'.repeat(200_000)} >>`,
    '<< /Length 0 >>\nstream\n\nendstream',
  ]);

beforeAll(async () => {
  app = await startTestApp();
  const req = await createRequest(app, '69599084');
  owner = req.owner;
  companyId = req.companyId;
  adviser = await createAdviserAndLogin(app.url, app.db);
  stranger = await registerAndLogin(app.url, { voornaam: 'Vreemd' });
  corpus = await buildCorpus();
}, 120_000);
afterAll(async () => {
  await stopIntake(app.db);
  await app?.close();
});

describe('reading after upload', () => {
  it('a jaarrekening is BEZIG once acknowledged, then read in the background by the job the upload kicks', async () => {
    const doc = corpus.find((d) => d.producent === 'klassiek')!;
    process.env.IKV_DISABLE_INTAKE = '0';
    resetConfigForTests();
    const { id } = await upload(doc.bytes, 'jaarrekening-2025.pdf');
    process.env.IKV_DISABLE_INTAKE = '1';
    resetConfigForTests();
    let res = await figures(id);
    expect(res.status).toBe(200);
    const deadline = Date.now() + 25_000;
    while (res.body.status === 'BEZIG' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      res = await figures(id);
    }
    expect(res.body.status).toBe('GELEZEN');
    expect(res.body.bron).toBe('PDF_TEKST');
    for (const [jaar, velden] of Object.entries(doc.truth.boekjaren)) {
      const got = res.body.boekjaren.find((b: { jaar: number }) => b.jaar === Number(jaar));
      for (const [veld, waarde] of Object.entries(velden))
        expect(got.velden[veld].waarde, `${jaar} ${veld}`).toBe(waarde);
    }
    const v = res.body.boekjaren[0].velden.balanstotaal;
    expect(v.pagina).toBe(3);
    expect(v.positie).toMatchObject({
      x: expect.any(Number),
      y: expect.any(Number),
      breedte: expect.any(Number),
      hoogte: expect.any(Number),
    });
    const row = await app.db.documentLezing.findUniqueOrThrow({ where: { documentId: id } });
    expect(row).toMatchObject({ status: 'GELEZEN', pogingen: 1, lezerVersie: READER_VERSIE, geclaimdTot: null });
  }, 60_000);

  it('XBRL (judged by content), a scan, a letter, an image and a KvK extract each end as the contract says', async () => {
    const xbrl = await upload(xbrlInstance(7, 2025).bytes, 'jaarrekening.xml');
    expect(xbrl.mimeType).toBe('application/xml');
    const scan = await upload(corpus.find((d) => d.producent === 'scan')!.bytes, 'scan.pdf');
    const brief = await upload(corpus.find((d) => d.producent === 'brief')!.bytes, 'brief.pdf', 'IB_AANGIFTE');
    const png = await upload(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
      'foto.png',
    );
    const kvk = await upload(corpus[0]!.bytes, 'uittreksel.pdf', 'KVK_UITTREKSEL');
    expect((await figures(png.id)).body).toMatchObject({ status: 'GEEN_TEKST', meldingen: [{ code: 'GEEN_TEKST' }] });
    expect((await figures(xbrl.id)).body.status).toBe('BEZIG');
    await runIntakeRound(app.db, BOUNDS);
    const x = (await figures(xbrl.id)).body;
    expect(x).toMatchObject({ status: 'GELEZEN', bron: 'XBRL' });
    expect(x.boekjaren[0].velden.eigenVermogen.tekst).toBe('jenv-bw2-i:Equity (context c2025: 2025-12-31)');
    expect((await figures(scan.id)).body).toMatchObject({ status: 'GEEN_TEKST', boekjaren: [] });
    expect((await figures(brief.id)).body).toMatchObject({
      status: 'NIET_HERKEND',
      boekjaren: [],
      meldingen: [{ code: 'NIET_HERKEND' }],
    });
    expect((await figures(kvk.id)).body).toMatchObject({
      status: 'NIET_HERKEND',
      meldingen: [{ code: 'NIET_GELEZEN' }],
    });
  }, 60_000);

  it('a decompression bomb, a deeply nested PDF and an XML entity attack end MISLUKT while the server keeps answering', async () => {
    const bomb = await upload(await decompressionBomb(), 'bom.pdf');
    const nested = await upload(deeplyNested(), 'nest.pdf');
    const xxe = await upload(
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance">&e;</xbrli:xbrl>',
      ),
      'x.xbrl',
    );
    const round = runIntakeRound(app.db, BOUNDS);
    // the server answers while the child reads
    const t0 = Date.now();
    const listed = await call(app.url, 'GET', `/companies/${companyId}/documents`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(5_000);
    await round;
    for (const d of [bomb, nested, xxe]) {
      const body = (await figures(d.id)).body;
      expect(body.status, d.id).toBe('MISLUKT');
      expect(body.boekjaren).toEqual([]);
      expect(body.meldingen[0].code).toBe('MISLUKT');
    }
    const bombRow = await app.db.documentLezing.findUniqueOrThrow({ where: { documentId: bomb.id } });
    expect(bombRow.fout).toMatch(/^(GEHEUGEN|TIJD|FOUT)/);
  }, 120_000);
});

describe('durable job', () => {
  it('a reading claimed by an instance that died is taken over when its claim expires; one that keeps dying ends MISLUKT', async () => {
    const doc = corpus.find((d) => d.producent === 'aangifte')!;
    const a = await upload(doc.bytes, 'aangifte.pdf', 'IB_AANGIFTE');
    const b = await upload(doc.bytes, 'aangifte-2.pdf', 'IB_AANGIFTE');
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    await app.db.documentLezing.update({ where: { documentId: a.id }, data: { pogingen: 1, geclaimdTot: past } });
    await app.db.documentLezing.update({
      where: { documentId: b.id },
      data: { pogingen: MAX_POGINGEN, geclaimdTot: past },
    });
    // a claim still running elsewhere is left alone
    const c = await upload(doc.bytes, 'aangifte-3.pdf', 'IB_AANGIFTE');
    await app.db.documentLezing.update({ where: { documentId: c.id }, data: { pogingen: 1, geclaimdTot: future } });
    await runIntakeRound(app.db, BOUNDS);
    expect((await figures(a.id)).body.status).toBe('GELEZEN');
    expect((await figures(a.id)).body.boekjaren[0].velden.fiscaleWinst.waarde).toBe(
      doc.truth.boekjaren[Object.keys(doc.truth.boekjaren)[0]!]!.fiscaleWinst,
    );
    expect((await figures(b.id)).body).toMatchObject({ status: 'MISLUKT', meldingen: [{ code: 'MISLUKT' }] });
    expect((await figures(c.id)).body.status).toBe('BEZIG');
    await app.db.documentLezing.update({ where: { documentId: c.id }, data: { geclaimdTot: null } });
    await runIntakeRound(app.db, BOUNDS);
    expect((await figures(c.id)).body.status).toBe('GELEZEN');
  }, 60_000);

  it('re-reading after a reader improvement queues older readings again (all with --all)', async () => {
    const doc = corpus.find((d) => d.producent === 'aanslag')!;
    const { id } = await upload(doc.bytes, 'aanslag.pdf', 'AANSLAG_IB');
    await runIntakeRound(app.db, BOUNDS);
    await app.db.documentLezing.update({ where: { documentId: id }, data: { lezerVersie: READER_VERSIE - 1 } });
    expect(await requeueReadings(app.db, READER_VERSIE, false)).toBe(1);
    expect((await figures(id)).body.status).toBe('BEZIG');
    await runIntakeRound(app.db, BOUNDS);
    expect((await figures(id)).body.status).toBe('GELEZEN');
    expect(await requeueReadings(app.db, READER_VERSIE, true)).toBeGreaterThan(5);
    await runIntakeRound(app.db, BOUNDS);
    expect(await app.db.documentLezing.count({ where: { status: 'BEZIG' } })).toBe(0);
  }, 120_000);
});

describe('who may see the figures', () => {
  it('members and advisers of a company with an aanvraag; 404 for anyone else and for an unknown id', async () => {
    const { id } = await upload(corpus.find((d) => d.producent === 'aangifte')!.bytes, 'a.pdf', 'IB_AANGIFTE');
    expect((await figures(id, owner.token)).status).toBe(200);
    expect((await figures(id, adviser.token)).status).toBe(200);
    expectProblem(await figures(id, stranger.token), 404);
    expectProblem(await figures('onbekend-document', owner.token), 404);
    expectProblem(await call(app.url, 'GET', `/documents/${id}/cijfers`, {}), 401);
  });
});
