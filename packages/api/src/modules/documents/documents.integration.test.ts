// documents.* over REST (API.md, Trust): multipart upload judged by the bytes, the 10 MB cap before
// the body is read, SHA-256, byte-identical downloads with safe headers, and who may see what.
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocument } from '../../infra/document-crypto.ts';
import { call, createAdviserAndLogin, expectProblem, registerAndLogin } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { handleRest } from '../../rest/rest-handler.ts';
import { DRAIN_MAX_BYTES } from '../../rest/drain-body.ts';

let app: TestApp;
let owner: { token: string; userId: string };
let companyId: string;
let stranger: { token: string; userId: string };
let partner: { token: string; userId: string };
let adviser: { token: string };

const PDF = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n'), randomBytes(size)]);
const PNG = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(512)]);
const JPEG = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(512)]);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

async function upload(
  token: string | undefined,
  id: string,
  file: { bytes: Uint8Array; name: string; type?: string } | null,
  fields: Record<string, string> = { soort: 'JAARREKENING', jaar: '2025' },
) {
  const form = new FormData();
  if (file)
    form.append('bestand', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${app.url}/api/companies/${id}/documents`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- loosely typed test bodies
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body, headers: res.headers };
}

async function download(token: string | undefined, id: string, query = '') {
  const res = await fetch(`${app.url}/api/documents/${id}${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const list = (token: string, id = companyId) => call(app.url, 'GET', `/companies/${id}/documents`, { token });
const remove = (token: string, id: string) => call(app.url, 'DELETE', `/documents/${id}`, { token });
const count = () => app.db.document.count({ where: { companyId } });

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerAndLogin(app.url, { voornaam: 'Doris' });
  await app.db.user.update({ where: { id: owner.userId }, data: { emailGeverifieerdOp: new Date() } });
  companyId = (await call(app.url, 'POST', '/companies', { token: owner.token, json: { kvkNummer: '69599084' } })).body
    .id;
  stranger = await registerAndLogin(app.url, { voornaam: 'Vreemd' });
  partner = await registerAndLogin(app.url, { voornaam: 'Piet' });
  await app.db.companyMember.create({
    data: { companyId, userId: partner.userId, rol: 'PARTNER', aandeelPercentage: 0 },
  });
  adviser = await createAdviserAndLogin(app.url, app.db);
});
afterAll(async () => {
  await app?.close();
});

describe('POST /companies/{companyId}/documents', () => {
  it('201 with the right SHA-256; listed; the download is byte-identical, an attachment with nosniff', async () => {
    const bytes = PDF(50_000);
    const res = await upload(owner.token, companyId, {
      bytes,
      name: 'Jaarrekening 2025 één.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      companyId,
      soort: 'JAARREKENING',
      jaar: 2025,
      bestandsnaam: 'Jaarrekening 2025 één.pdf',
      mimeType: 'application/pdf',
      grootte: bytes.length,
      sha256: sha(bytes),
      eigenUpload: true,
    });
    const row = await app.db.document.findUniqueOrThrow({ where: { id: res.body.id } });
    // stored sealed (docs/privacy.md section 7): not the uploaded bytes, but they open to them
    expect(row.sleutelId).not.toBeNull();
    expect(sha(row.inhoud)).not.toBe(sha(bytes));
    expect(sha(openDocument(row))).toBe(sha(bytes));
    expect((await list(owner.token)).body.map((d: { id: string }) => d.id)).toContain(res.body.id);

    const got = await download(owner.token, res.body.id);
    expect(got.status).toBe(200);
    expect(Buffer.from(got.bytes).equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Jaarrekening 2025 een.pdf"; filename*=UTF-8''Jaarrekening%202025%20%C3%A9%C3%A9n.pdf`,
    );

    const inline = await download(owner.token, res.body.id, '?inline=1');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect(inline.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(Buffer.from(inline.bytes).equals(bytes)).toBe(true);
  });

  it('judges the type by the bytes: a text file named .pdf is 415 and nothing is stored; PNG and JPEG are accepted', async () => {
    const before = await count();
    const text = await upload(owner.token, companyId, {
      bytes: Buffer.from('dit is geen pdf\n'),
      name: 'jaarrekening.pdf',
      type: 'application/pdf',
    });
    expect(expectProblem(text, 415).code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    const html = await upload(owner.token, companyId, {
      bytes: Buffer.from('<html><script>alert(1)</script>'),
      name: 'x.png',
      type: 'image/png',
    });
    expectProblem(html, 415);
    expect(await count()).toBe(before);

    const png = await upload(
      owner.token,
      companyId,
      { bytes: PNG(), name: 'scan.pdf', type: 'application/pdf' },
      { soort: 'AANSLAG_IB', jaar: '2024' },
    );
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      mimeType: 'image/png',
      bestandsnaam: 'scan.png',
      soort: 'AANSLAG_IB',
      jaar: 2024,
    });
    const jpeg = await upload(
      owner.token,
      companyId,
      { bytes: JPEG(), name: 'foto', type: 'text/plain' },
      { soort: 'KVK_UITTREKSEL' },
    );
    expect(jpeg.status).toBe(201);
    expect(jpeg.body).toMatchObject({ mimeType: 'image/jpeg', bestandsnaam: 'foto.jpg', jaar: null });
    expect((await download(owner.token, jpeg.body.id)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('stores a safe file name', async () => {
    const res = await upload(owner.token, companyId, { bytes: PDF(), name: '..\\..\\etc/pass"wd;\r\n<x>.pdf' });
    expect(res.status).toBe(201);
    expect(res.body.bestandsnaam).toBe('pass_wd__x_.pdf');
    const got = await download(owner.token, res.body.id);
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="pass_wd_x_.pdf"; filename*=UTF-8''pass_wd__x_.pdf`,
    );
  });

  it('400 for a bad soort, a bad or future jaar, a missing file; 415 for a body that is not multipart', async () => {
    expect(
      expectProblem(await upload(owner.token, companyId, { bytes: PDF(), name: 'a.pdf' }, { soort: 'PASPOORT' }), 400)
        .errors?.[0]?.path,
    ).toBe('soort');
    expect(
      expectProblem(
        await upload(owner.token, companyId, { bytes: PDF(), name: 'a.pdf' }, { soort: 'OVERIG', jaar: 'twee' }),
        400,
      ).errors?.[0]?.path,
    ).toBe('jaar');
    expect(
      expectProblem(
        await upload(owner.token, companyId, { bytes: PDF(), name: 'a.pdf' }, { soort: 'OVERIG', jaar: '2999' }),
        400,
      ).errors?.[0]?.path,
    ).toBe('jaar');
    expect(expectProblem(await upload(owner.token, companyId, null, { soort: 'OVERIG' }), 400).errors?.[0]?.path).toBe(
      'bestand',
    );
    expectProblem(
      await call(app.url, 'POST', `/companies/${companyId}/documents`, {
        token: owner.token,
        json: { soort: 'OVERIG' },
      }),
      415,
    );
    expectProblem(
      await call(app.url, 'POST', `/companies/${companyId}/documents`, {
        token: owner.token,
        rawBody: '--x\r\nbroken',
        contentType: 'multipart/form-data; boundary=x',
      }),
      400,
    );
  });

  it('an 11 MB upload is refused from its Content-Length, before the body is read', async () => {
    const started = Date.now();
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${app.url}/api/companies/${companyId}/documents`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': 'multipart/form-data; boundary=b',
          'content-length': String(11 * 1024 * 1024),
        },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (c) => (body += c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // not one byte of the body is sent: a server that waited for it would never answer
      req.flushHeaders();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('DOCUMENT_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('an 11 MB file in a real multipart body is 413 and nothing is stored', async () => {
    const before = await count();
    expectProblem(await upload(owner.token, companyId, { bytes: PDF(11 * 1024 * 1024), name: 'groot.pdf' }), 413);
    expect(await count()).toBe(before);
  });

  it('a streamed body without Content-Length is answered once it passes the cap; the rest is drained (bounded) and never kept', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(
          new TextEncoder().encode(
            '--b\r\nContent-Disposition: form-data; name="bestand"; filename="a.pdf"\r\n\r\n%PDF-',
          ),
        );
      },
      pull(c) {
        pulled += 64 * 1024;
        c.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const req = new Request(`${app.url}/api/companies/${companyId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=b' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const before = await count();
    const res = await handleRest(req, { context: { db: app.db } });
    expect(res.status).toBe(413);
    expect(pulled).toBeGreaterThan(10 * 1024 * 1024);
    // behind the answer the endless body is read and dropped up to the drain's bound, then cancelled
    let last = -1;
    while (last !== pulled) {
      last = pulled;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(pulled).toBeLessThan(11 * 1024 * 1024 + DRAIN_MAX_BYTES + 256 * 1024);
    expect(await count()).toBe(before);
  });

  it("Node's fetch of an 11 MB upload reads the 413 (with and without Content-Length, still sending long after the answer)", async () => {
    const url = `${app.url}/api/companies/${companyId}/documents`;
    const form = () => {
      const f = new FormData();
      f.set('bestand', new Blob([PDF(11 * 1024 * 1024)], { type: 'application/pdf' }), 'groot.pdf');
      f.set('soort', 'JAARREKENING');
      return f;
    };
    for (let i = 0; i < 3; i++) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: form(),
      });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe('DOCUMENT_TOO_LARGE');
    }
    // streamed without a Content-Length
    const encoded = new Response(form());
    const contentType = encoded.headers.get('content-type')!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    // 11 MB of the file, then more of it (40 MB in all): still sending long after the answer
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent >= 40 * 1024 * 1024) return c.close();
        const at = sent % bytes.byteLength;
        const chunk = bytes.slice(at, at + 256 * 1024);
        sent += chunk.byteLength;
        c.enqueue(chunk);
      },
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('DOCUMENT_TOO_LARGE');
    // refused before the body is read (no login): the 401 is readable too
    const anonymous = await fetch(url, { method: 'POST', body: form() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('a chunked upload (no Content-Length) over HTTP is answered 413 as soon as it passes 10 MB', async () => {
    const before = await count();
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const result = await new Promise<{ status: number; mbWritten: number }>((resolve) => {
      let written = 0;
      let answered = false;
      const req = httpRequest(`${app.url}/api/companies/${companyId}/documents`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': 'multipart/form-data; boundary=b',
          'transfer-encoding': 'chunked',
        },
      });
      req.on('response', (r) => {
        answered = true;
        r.resume();
        resolve({ status: r.statusCode ?? 0, mbWritten: written });
        req.destroy();
      });
      // the server may close the socket while we are still writing (EPIPE) before the 413 is parsed
      req.on('error', () => setTimeout(() => (answered ? undefined : resolve({ status: 0, mbWritten: written })), 200));
      const pump = () => {
        // keep sending (up to 40 MB) until the server answers
        if (answered || written >= 40) return;
        written++;
        if (req.write(chunk)) setImmediate(pump);
        else req.once('drain', pump);
      };
      req.write('--b\r\nContent-Disposition: form-data; name="bestand"; filename="a.pdf"\r\n\r\n%PDF-');
      pump();
    });
    // answered 413 (readable: the rest is drained, not cut), long before the 40 MB were sent, and nothing stored
    expect(result.status).toBe(413);
    expect(result.mbWritten).toBeGreaterThanOrEqual(10);
    expect(result.mbWritten).toBeLessThan(40);
    expect(await count()).toBe(before);
  });
});

describe('who may see and delete what', () => {
  let docId: string;
  beforeAll(async () => {
    docId = (
      await upload(
        owner.token,
        companyId,
        { bytes: PDF(), name: 'ib-2024.pdf' },
        { soort: 'IB_AANGIFTE', jaar: '2024' },
      )
    ).body.id;
  });

  it('another entrepreneur cannot list, download, upload to or delete (404)', async () => {
    expect(expectProblem(await list(stranger.token), 404).code).toBe('COMPANY_NOT_FOUND');
    expect(expectProblem(await call(app.url, 'GET', `/documents/${docId}`, { token: stranger.token }), 404).code).toBe(
      'DOCUMENT_NOT_FOUND',
    );
    expectProblem(await upload(stranger.token, companyId, { bytes: PDF(), name: 'x.pdf' }), 404);
    expectProblem(await remove(stranger.token, docId), 404);
    expect(await app.db.document.count({ where: { id: docId } })).toBe(1);
  });

  it('anonymous: 401 everywhere', async () => {
    expectProblem(await upload(undefined, companyId, { bytes: PDF(), name: 'x.pdf' }), 401);
    expectProblem(await call(app.url, 'GET', `/documents/${docId}`), 401);
    expectProblem(await call(app.url, 'GET', `/companies/${companyId}/documents`), 401);
  });

  it('an adviser reads only when the company has an aanvraag; never uploads or deletes', async () => {
    expectProblem(await list(adviser.token), 404);
    expectProblem(await call(app.url, 'GET', `/documents/${docId}`, { token: adviser.token }), 404);
    const aanvraag = await call(app.url, 'POST', '/aanvragen', {
      token: owner.token,
      json: { companyId, verklaringType: 'IKV' },
    });
    expect(aanvraag.status).toBe(201);
    const listed = await list(adviser.token);
    expect(listed.status).toBe(200);
    expect(listed.body.find((d: { id: string }) => d.id === docId)).toMatchObject({
      eigenUpload: false,
      geuploadDoorNaam: 'Doris Gebruiker',
    });
    const got = await download(adviser.token, docId, '?inline=1');
    expect(got.status).toBe(200);
    expect(sha(got.bytes)).toBe((await app.db.document.findUniqueOrThrow({ where: { id: docId } })).sha256);
    expectProblem(await upload(adviser.token, companyId, { bytes: PDF(), name: 'x.pdf' }), 403);
    expectProblem(await remove(adviser.token, docId), 403);
  });

  it('only the uploader deletes (a partner of the same company may read, not delete); 204, then 404', async () => {
    expect((await list(partner.token)).status).toBe(200);
    expect(expectProblem(await remove(partner.token, docId), 403).code).toBe('FORBIDDEN');
    const ok = await remove(owner.token, docId);
    expect(ok.status).toBe(204);
    expectProblem(await call(app.url, 'GET', `/documents/${docId}`, { token: owner.token }), 404);
    expectProblem(await remove(owner.token, docId), 404);
  });

  it('a document behind an issued statement cannot be deleted (409)', async () => {
    const doc = (await upload(owner.token, companyId, { bytes: PDF(), name: 'jr.pdf' })).body;
    const aanvraag = await app.db.aanvraag.findFirstOrThrow({ where: { companyId } });
    await app.db.verklaring.create({
      data: {
        aanvraagId: aanvraag.id,
        nummer: 'IKV-TEST-1',
        code: randomBytes(16).toString('hex'),
        ikvResultId: 'x',
        regelsVersie: 'IKV-NHG-2026.1',
        uitgegevenOp: new Date(),
        geldigTot: new Date(Date.now() + 180 * 86400_000),
        adviseurNaam: 'Ada Adviseur',
        payload: {},
        jws: 'x.y.z',
        kid: 'k1',
        pdf: new Uint8Array([1]),
        pdfSha256: sha(randomBytes(8)),
        documentIds: [doc.id],
      },
    });
    expect(expectProblem(await remove(owner.token, doc.id), 409).code).toBe('DOCUMENT_IN_GEBRUIK');
    expect(await app.db.document.count({ where: { id: doc.id } })).toBe(1);
  });
});
