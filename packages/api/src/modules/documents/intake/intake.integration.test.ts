// Reading uploaded documents (API.md, Intake): after the upload is acknowledged, in a bounded child
// process, as a job claimed in PostgreSQL; GET /documents/{id}/cijfers for members and advisers.
import { createDeflate } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../../test/api-client.ts';
import { addCompany, registerPerson } from '../../../../test/people.ts';
import { createRequest } from '../../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buildCorpus, type CorpusDocument, xbrlInstance } from '@ikv/reader/test-corpus';
import { claimLezing, requeueReadings } from './intake.repository.ts';
import { MAX_POGINGEN, runIntakeRound, runReadOnRound } from './intake.service.ts';
import { READER_VERSIE } from '@ikv/reader';
import { DEFAULT_BOUNDS } from '@ikv/reader/bounded';
import { imagePdf, rasterise, textPdf } from '@ikv/reader/test-ocr-scan';
import { resetConfigForTests } from '../../../infra/config.ts';

/** The default memory bound with time for OCR on a busy machine (the time bound is the reader's own test). */
const ROOMY_BOUNDS = { ...DEFAULT_BOUNDS, timeoutMs: 300_000 };

let app: TestApp;
let owner: { token: string };
let companyId: string;
let adviser: { token: string };
let stranger: { token: string };
let corpus: CorpusDocument[];
const BOUNDS = { timeoutMs: 15_000, memoryMb: 200 };

async function upload(
  bytes: Uint8Array,
  name: string,
  soort = 'JAARREKENING',
  to: { token: string; companyId: string } = { token: owner.token, companyId },
) {
  const form = new FormData();
  form.append('bestand', new Blob([bytes]), name);
  form.append('soort', soort);
  const res = await fetch(`${app.url}/api/companies/${to.companyId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${to.token}` },
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

/** A Dutch micro-entity's balance sheet as inline XBRL: Commercial + Separate contexts, thousands. */
const IXBRL = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
 xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" xmlns:xbrli="http://www.xbrl.org/2003/instance"
 xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:iso4217="http://www.xbrl.org/2003/iso4217"
 xmlns:jenv-bw2-i="http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-data"
 xmlns:jenv-bw2-dim="http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-axes"
 xmlns:jenv-bw2-dm="http://www.nltaxonomie.nl/nt19/jenv/20241211/dictionary/jenv-bw2-domains">
<head><title>Jaarrekening 2025</title></head><body>
<div style="display:none"><ix:header><ix:resources>
<xbrli:context id="cs"><xbrli:entity><xbrli:identifier scheme="http://www.kvk.nl/kvk-id">69599084</xbrli:identifier></xbrli:entity>
<xbrli:period><xbrli:instant>2025-12-31</xbrli:instant></xbrli:period><xbrli:scenario>
<xbrldi:explicitMember dimension="jenv-bw2-dim:BasisOfPreparationAxis">jenv-bw2-dm:CommercialMember</xbrldi:explicitMember>
<xbrldi:explicitMember dimension="jenv-bw2-dim:FinancialStatementsTypeAxis">jenv-bw2-dm:SeparateMember</xbrldi:explicitMember>
</xbrli:scenario></xbrli:context><xbrli:unit id="EUR"><xbrli:measure>iso4217:EUR</xbrli:measure></xbrli:unit>
</ix:resources></ix:header></div>
<h1>Balans per 31 december 2025 (x &#8364; 1.000)</h1><table>
<tr><td>Totaal activa</td><td><ix:nonFraction name="jenv-bw2-i:Assets" contextRef="cs" unitRef="EUR" decimals="-3" scale="3" format="ixt:num-comma-decimal">412,5</ix:nonFraction></td></tr>
<tr><td>Eigen vermogen</td><td>-<ix:nonFraction name="jenv-bw2-i:Equity" contextRef="cs" unitRef="EUR" decimals="-3" scale="3" sign="-" format="ixt:num-comma-decimal">12</ix:nonFraction></td></tr>
<tr><td>Totaal passiva</td><td><ix:nonFraction name="jenv-bw2-i:EquityAndLiabilities" contextRef="cs" unitRef="EUR" decimals="-3" scale="3" format="ixt:num-comma-decimal">412,5</ix:nonFraction></td></tr>
</table></body></html>`);

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
    // the arithmetic that proves the figures comes along, and nothing that did not add up is proposed
    expect(res.body.controles).toContainEqual(
      expect.objectContaining({ soort: 'SOM_POSTEN', uitkomst: 'KLOPT', tekst: expect.stringMatching(/ = /) }),
    );
    expect(res.body.controles).toContainEqual(
      expect.objectContaining({ soort: 'ACTIVA_IS_PASSIVA', uitkomst: 'KLOPT', pagina: 3 }),
    );
    const row = await app.db.documentLezing.findUniqueOrThrow({ where: { documentId: id } });
    expect(row).toMatchObject({ status: 'GELEZEN', pogingen: 1, lezerVersie: READER_VERSIE, geclaimdTot: null });
  }, 60_000);

  it('a photo of a balance sheet (PNG) is read with OCR: bron OCR, the figures, a melding that they came from an image', async () => {
    const doc = await upload(await rasterise(await textPdf(), 150), 'foto-balans.png');
    expect(doc.mimeType).toBe('image/png');
    expect((await figures(doc.id)).body.status).toBe('BEZIG');
    // the default memory bound; time enough for OCR on a machine busy with every other suite
    await runIntakeRound(app.db, ROOMY_BOUNDS);
    const res = await figures(doc.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'GELEZEN', bron: 'OCR' });
    expect(res.body.meldingen[0]).toMatchObject({
      code: 'GELEZEN_MET_OCR',
      nl: expect.stringMatching(/controleer de cijfers/),
    });
    const jaar = (j: number) => res.body.boekjaren.find((b: { jaar: number }) => b.jaar === j).velden;
    expect(jaar(2024).balanstotaal).toMatchObject({ waarde: 50000, pagina: 1 });
    expect(jaar(2024).eigenVermogen.waarde).toBe(30000);
    expect(jaar(2023).vlottendeActiva.waarde).toBe(9000);
  }, 400_000);

  it('a scan cut short by its time keeps its first reading and is read on with the longer bound (docs/intake.md, "Reading on")', async () => {
    const { id } = await upload(await imagePdf(await rasterise(await textPdf(), 150)), 'scan-balans.pdf');
    // the child's OCR deadline is its time bound less 8 s: here it has passed before the first page
    await runIntakeRound(app.db, { ...DEFAULT_BOUNDS, timeoutMs: 8_001 });
    const eerst = await figures(id);
    expect(eerst.body).toMatchObject({ leestDoor: true, boekjaren: [] });
    expect(eerst.body.status).not.toBe('BEZIG');
    const uitDocumenten = () =>
      call(app.url, 'GET', `/companies/financials/${companyId}/uit-documenten`, { token: owner.token });
    expect((await uitDocumenten()).body.bezig).toContainEqual({
      documentId: id,
      bestandsnaam: 'scan-balans.pdf',
      verder: true,
    });

    // a reading on that fails (here: over its memory bound) leaves the first reading as it was
    expect(await runReadOnRound(app.db, { timeoutMs: 300_000, memoryMb: 64 })).toBe(1);
    expect((await figures(id)).body).toEqual({ ...eerst.body, leestDoor: undefined });
    expect((await uitDocumenten()).body.bezig).toEqual([]);

    // read on with time enough: the whole page, every figure proven, and nothing left to read on
    await app.db.documentLezing.update({ where: { documentId: id }, data: { leestDoor: true } });
    expect(await runReadOnRound(app.db, ROOMY_BOUNDS)).toBe(1);
    const daarna = await figures(id);
    expect(daarna.body).toMatchObject({ status: 'GELEZEN', bron: 'OCR' });
    expect(daarna.body.leestDoor).toBeUndefined();
    const jaar = (j: number) => daarna.body.boekjaren.find((b: { jaar: number }) => b.jaar === j).velden;
    expect(jaar(2024).balanstotaal).toMatchObject({ waarde: 50000, pagina: 1 });
    expect(jaar(2023).vlottendeActiva.waarde).toBe(9000);
    expect(await runReadOnRound(app.db, ROOMY_BOUNDS)).toBe(0);
  }, 400_000);

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
    // an image is read with text recognition (OCR); this one is damaged
    expect((await figures(png.id)).body.status).toBe('BEZIG');
    expect((await figures(xbrl.id)).body.status).toBe('BEZIG');
    // (the default memory bound: the scan is read with OCR, which needs more than the 200 MB of BOUNDS)
    await runIntakeRound(app.db, ROOMY_BOUNDS);
    const x = (await figures(xbrl.id)).body;
    expect(x).toMatchObject({ status: 'GELEZEN', bron: 'XBRL' });
    expect(x.boekjaren[0].velden.eigenVermogen.tekst).toBe('jenv-bw2-i:Equity (context c2025: 2025-12-31)');
    expect((await figures(scan.id)).body).toMatchObject({ status: 'GEEN_TEKST', boekjaren: [] });
    expect((await figures(png.id)).body).toMatchObject({ status: 'MISLUKT', boekjaren: [] });
    expect((await figures(brief.id)).body).toMatchObject({
      status: 'NIET_HERKEND',
      boekjaren: [],
      meldingen: [{ code: 'NIET_HERKEND' }],
    });
    // annual accounts filed as a KvK extract (a wrong guess) are read all the same, and their kind and
    // year corrected from the content (API.md, Flow III)
    expect((await figures(kvk.id)).body).toMatchObject({ status: 'GELEZEN' });
    const list = await call(app.url, 'GET', `/companies/${companyId}/documents`, { token: owner.token });
    const gelezenJaren = (await figures(kvk.id)).body.boekjaren.map((b: { jaar: number }) => b.jaar);
    expect(list.body.find((d: { id: string }) => d.id === kvk.id)).toMatchObject({
      soort: 'JAARREKENING',
      jaar: Math.max(...gelezenJaren),
    });
  }, 400_000);

  it('inline XBRL (an XHTML page with tagged figures) is accepted, judged by content, and read; other HTML stays 415', async () => {
    const ixbrl = await upload(IXBRL, 'jaarrekening-2025.html');
    expect(ixbrl.mimeType).toBe('application/xhtml+xml');
    const doc = await call(app.url, 'GET', `/companies/${companyId}/documents`, { token: owner.token });
    expect(doc.body.find((d: { id: string }) => d.id === ixbrl.id).bestandsnaam).toBe('jaarrekening-2025.xhtml');
    await runIntakeRound(app.db, BOUNDS);
    expect((await figures(ixbrl.id)).body).toMatchObject({
      status: 'GELEZEN',
      bron: 'XBRL',
      boekjaren: [
        {
          jaar: 2025,
          velden: {
            balanstotaal: { waarde: 412_500, tekst: 'jenv-bw2-i:Assets (context cs: 2025-12-31, × 1000)' },
            eigenVermogen: { waarde: -12_000 },
          },
        },
      ],
    });
    for (const html of [
      '<!DOCTYPE html><html><body><p>Jaarrekening 2025</p></body></html>',
      '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>ix:nonFraction</p></body></html>',
    ]) {
      const form = new FormData();
      form.append('bestand', new Blob([Buffer.from(html)]), 'jaarrekening.html');
      form.append('soort', 'JAARREKENING');
      const res = await fetch(`${app.url}/api/companies/${companyId}/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: form,
      });
      expect(res.status).toBe(415);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    const inline = await fetch(`${app.url}/api/documents/${ixbrl.id}?inline=1`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(inline.headers.get('content-type')).toBe('application/xhtml+xml');
    expect(inline.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
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

  it("readings are claimed fairly: one company's many files do not hold up another company's one", async () => {
    const doc = corpus.find((d) => d.producent === 'aanslag')!;
    // settle what earlier tests left queued, then queue four files of one company and one of another
    await runIntakeRound(app.db, BOUNDS);
    const many = [];
    for (let i = 0; i < 4; i++) many.push((await upload(doc.bytes, `aanslag-${i}.pdf`, 'AANSLAG_IB')).id);
    const other = await createRequest(app, '69599076', { voornaam: 'Otto', achternaam: 'Ander' });
    const form = new FormData();
    form.append('bestand', new Blob([doc.bytes]), 'aanslag.pdf');
    form.append('soort', 'AANSLAG_IB');
    const res = await fetch(`${app.url}/api/companies/${other.companyId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.owner.token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const one = ((await res.json()) as { id: string }).id;
    const now = new Date();
    const until = new Date(now.getTime() + 60_000);
    const order = [];
    for (let i = 0; i < 5; i++) order.push((await claimLezing(app.db, now, until))!.documentId);
    // the other company's file comes second, not fifth; the four keep their own order
    expect(order[1]).toBe(one);
    expect(order.filter((id) => id !== one)).toEqual(many);
    await app.db.documentLezing.updateMany({ where: { documentId: { in: order } }, data: { geclaimdTot: null } });
    await runIntakeRound(app.db, BOUNDS);
    expect(await app.db.documentLezing.count({ where: { status: 'BEZIG' } })).toBe(0);
  }, 120_000);

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

describe('documents first (API.md, Flow III)', () => {
  it('a company without years: a document uploaded without a year is read, filed under its own year, and every year it states is offered; PUT creates one', async () => {
    const person = await registerPerson(app.url, 'Eerst');
    const bedrijf = await addCompany(app.url, person, '90000064');
    const to = { token: person.token, companyId: bedrijf };
    const doc = corpus.find((d) => d.producent === 'klassiek')!;
    // filed as "other": read all the same
    const { id } = await upload(doc.bytes, 'stukken.pdf', 'OVERIG', to);
    const path = `/companies/financials/${bedrijf}/uit-documenten`;
    expect((await call(app.url, 'GET', path, { token: person.token })).body).toEqual({
      bezig: [{ documentId: id, bestandsnaam: 'stukken.pdf' }],
      jaren: [],
    });
    await runIntakeRound(app.db, BOUNDS);
    const uit = await call(app.url, 'GET', path, { token: person.token });
    expect(uit.status).toBe(200);
    const truth = Object.entries(doc.truth.boekjaren).map(([j, velden]) => ({ jaar: Number(j), velden }));
    const jaren = truth.map((t) => t.jaar).sort((a, b) => b - a);
    expect(uit.body.bezig).toEqual([]);
    expect(uit.body.jaren.map((j: { jaar: number }) => j.jaar)).toEqual(jaren);
    for (const { jaar, velden } of truth) {
      const bronnen = uit.body.jaren.find((j: { jaar: number }) => j.jaar === jaar).bronnen;
      for (const [veld, waarde] of Object.entries(velden))
        expect(bronnen.velden[veld].voorstellen[0], `${jaar} ${veld}`).toMatchObject({
          documentId: id,
          waarde,
          bestandsnaam: 'stukken.pdf',
        });
    }
    // the wrong guess is corrected from the content: annual accounts of their newest year
    const list = await call(app.url, 'GET', `/companies/${bedrijf}/documents`, { token: person.token });
    // and the list says what the reading found (API.md, Flow III: every reading explained)
    expect(list.body).toMatchObject([
      { id, soort: 'JAARREKENING', jaar: jaren[0], lezing: { status: 'GELEZEN', bron: 'PDF_TEKST', meldingen: [] } },
    ]);
    expect([...list.body[0].lezing.jaren].sort((a: number, b: number) => b - a)).toEqual(jaren);

    // the comparative year is created from the document's figures; what no document states is typed
    const vorig = uit.body.jaren.find((j: { jaar: number }) => j.jaar === jaren[1]).bronnen.velden;
    const voorgesteld = (veld: string) => vorig[veld]?.voorstellen[0]?.waarde ?? 0;
    const put = await call(app.url, 'PUT', `/companies/financials/${bedrijf}/${jaren[1]}`, {
      token: person.token,
      json: {
        fiscaleWinst: vorig.fiscaleWinst ? voorgesteld('fiscaleWinst') : 41_000,
        vlottendeActiva: voorgesteld('vlottendeActiva'),
        immaterieleActiva: voorgesteld('immaterieleActiva'),
        eigenVermogen: voorgesteld('eigenVermogen'),
        balanstotaal: voorgesteld('balanstotaal'),
        balanscorrectie: 0,
        balanscorrectieReden: null,
      },
    });
    // a year that did not exist is created: 201 (API.md, Flow III)
    expect(put.status).toBe(201);
    const again = await call(app.url, 'PUT', `/companies/financials/${bedrijf}/${jaren[1]}`, {
      token: person.token,
      json: put.body,
    });
    expect(again.status).toBe(200);
    const after = await call(app.url, 'GET', path, { token: person.token });
    expect(after.body.jaren.map((j: { jaar: number }) => j.jaar)).toEqual([jaren[0]]);
    const saved = await call(app.url, 'GET', `/companies/financials/${bedrijf}`, { token: person.token });
    expect(saved.body.map((y: { jaar: number }) => y.jaar)).toEqual([jaren[1]]);
    // its figures match the document they came from (the comparative column counts as its evidence)
    expect(saved.body[0].bronnen.velden.balanstotaal).toMatchObject({ afwijking: false, oneens: false });
    // nobody else learns what a company's documents state
    expect((await call(app.url, 'GET', path, { token: stranger.token })).status).toBe(404);
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
