// The sealed PDF (API.md, Trust III; issue 28): the issued PDF carries a PDF signature (PAdES,
// ETSI.CAdES.detached) over the whole file. Checked the way a lender's software would: poppler's
// pdfsig with the CA from GET /.well-known/ikv-ca.pem imported into a fresh NSS store (trust ,C,: signed documents only, as docs/deployment.md tells lenders)
// says the signature is valid, the certificate trusted and the whole document signed; one byte
// changed inside the signed range and it is not, and POST /verificatie says echt: false; the
// attachment is still there, and its JWS covers the per-year figures the PDF shows.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactVerify, createLocalJWKSet, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdviserAndLogin } from '../../../test/api-client.ts';
import { createRequest } from '../../../test/requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeIssuable } from '../../../test/trust.ts';

let app: TestApp;
let adviser: { token: string };
let dir: string;

beforeAll(async () => {
  app = await startTestApp();
  adviser = await createAdviserAndLogin(app.url, app.db);
  dir = mkdtempSync(join(tmpdir(), 'verklaring-seal-'));
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const checkPdf = (bytes: Uint8Array) =>
  fetch(`${app.url}/api/verificatie`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: bytes,
  }).then((r) => r.json());

/** pdfsig's report on a file, with the NSS store that trusts our CA; never throws (an invalid signature exits non-zero). */
function pdfsig(nss: string, bytes: Uint8Array, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const run = spawnSync('pdfsig', ['-nssdir', `sql:${nss}`, file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** The /ByteRange [a b c d] of the (only) signature. */
function byteRange(bytes: Uint8Array): number[] {
  const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(Buffer.from(bytes).toString('latin1'));
  if (!m) throw new Error('no /ByteRange in the PDF');
  return m.slice(1).map(Number);
}

describe('the sealed PDF', () => {
  it('pdfsig with the published CA: valid, trusted, whole document; one byte changed: not; the attachment and its figures stay', async () => {
    const { owner, aanvraagId: id } = await createRequest(app, '69599084', { voornaam: 'Zegel', achternaam: 'Zeker' });
    const calc = await call(app.url, 'POST', `/aanvragen/${id}/ikv`, { token: adviser.token, json: {} });
    expect(calc.status).toBe(200);
    await makeIssuable(
      app.url,
      app.db,
      id,
      adviser.token,
      (calc.body.jaren as { jaar: number }[]).map((j) => j.jaar),
    );
    expect(
      (
        await call(app.url, 'PATCH', `/adviseur/aanvragen/${id}`, {
          token: adviser.token,
          json: { status: 'IN_BEHANDELING' },
        })
      ).status,
    ).toBe(200);
    const done = await call(app.url, 'PATCH', `/adviseur/aanvragen/${id}`, {
      token: adviser.token,
      json: { status: 'AFGEROND', conclusie: 'Het toetsinkomen is vastgesteld op de gecontroleerde documenten.' },
    });
    expect(done.status).toBe(200);
    const v = done.body.verklaring as { code: string; nummer: string; pdfSha256: string };

    const res = await fetch(`${app.url}/api/aanvragen/${id}/ikv/pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(sha(pdf)).toBe(v.pdfSha256); // the stored hash is of the signed bytes

    // the CA, public, no login
    const ca = await fetch(`${app.url}/.well-known/ikv-ca.pem`);
    expect(ca.status).toBe(200);
    expect(ca.headers.get('content-type')).toBe('application/pem-certificate-chain');
    const caPem = await ca.text();
    expect(caPem).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
    expect(caPem).not.toContain('PRIVATE');

    // a fresh NSS store: without the CA the certificate is not trusted, with it (,C,) it is
    const nss = join(dir, 'nss');
    execFileSync('mkdir', ['-p', nss]);
    execFileSync('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']);
    const untrusted = pdfsig(nss, pdf, 'untrusted.pdf');
    expect(untrusted).toContain('Signature is Valid.');
    expect(untrusted).not.toContain('Certificate is Trusted.');
    writeFileSync(join(dir, 'ca.pem'), caPem);
    execFileSync('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'ikv-ca', '-t', ',C,', '-i', join(dir, 'ca.pem')]);
    const report = pdfsig(nss, pdf, 'issued.pdf');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Certificate is Trusted.');
    expect(report).toMatch(/Signer Certificate Common Name: .*zegel/);
    const [a, b, c, d] = byteRange(pdf);
    // the ranges run from the first byte to the end of the seal's own revision; after it only the
    // long-term validation data (an incremental update with the DSS: the chain, revocation data)
    const text = Buffer.from(pdf).toString('latin1');
    const sealEnd = c! + d!;
    expect(a).toBe(0);
    expect(text.slice(sealEnd - 7, sealEnd)).toMatch(/%%EOF\s*$/);
    const after = text.slice(sealEnd);
    expect(after).toContain('/DSS');
    expect(after).not.toMatch(/\/Type\s*\/Page\b|\/EmbeddedFile/);
    // a certification signature: the catalog's /Perms names it, DocMDP with P 2
    expect(text).toMatch(/\/TransformMethod\s*\/DocMDP/);
    expect(text).toMatch(/\/Perms\s*<<\s*\/DocMDP\s+\d+ 0 R/);

    // the attachment is inside what is signed, and still listed
    const issued = join(dir, 'issued.pdf');
    expect(execFileSync('pdfdetach', ['-list', issued]).toString()).toContain('verklaring.json');
    execFileSync('pdfdetach', ['-save', '1', '-o', join(dir, 'verklaring.json'), issued]);
    const embedded = JSON.parse(readFileSync(join(dir, 'verklaring.json'), 'utf8')) as {
      verklaring: Record<string, unknown>;
      jws: string;
      ca: string;
    };
    expect(embedded.ca).toBe('http://localhost:3000/.well-known/ikv-ca.pem');
    const jwks = (await (await fetch(`${app.url}/.well-known/jwks.json`)).json()) as { keys: JWK[] };
    const inner = JSON.parse(
      new TextDecoder().decode((await compactVerify(embedded.jws, createLocalJWKSet(jwks))).payload),
    ) as { jaren: unknown[] };
    const shown = (
      calc.body.jaren as {
        jaar: number;
        fiscaleWinst: number;
        winstaandeel: number | null;
        solvabiliteitPct: number | null;
        liquiditeit: number | null;
      }[]
    ).map((j) => ({
      jaar: j.jaar,
      fiscaleWinst: j.fiscaleWinst,
      winstaandeel: j.winstaandeel,
      solvabiliteitPct: j.solvabiliteitPct,
      liquiditeit: j.liquiditeit,
    }));
    expect(inner.jaren).toEqual(shown);
    expect(inner).toEqual(embedded.verklaring);

    // one byte changed inside the signed range (the middle of the first range): not valid, not ours
    const forged = new Uint8Array(pdf);
    const at = Math.floor(b! / 2);
    forged[at] = forged[at] === 0x41 ? 0x42 : 0x41;
    expect(at).toBeGreaterThan(a!);
    const broken = pdfsig(nss, forged, 'forged.pdf');
    expect(broken).not.toContain('Signature is Valid.');
    expect(broken).toMatch(/Signature is Invalid|Digest Mismatch/);
    expect(await checkPdf(forged)).toEqual({ echt: false });
    expect(await checkPdf(pdf)).toEqual({ echt: true, code: v.code, status: 'GELDIG' });

    console.log(`\npdfsig on an issued statement (${v.nummer}, CA imported with ,C,):\n${report}`);
  }, 120_000);
});
