// The seal itself (verklaring-seal.ts), checked with poppler's pdfsig: what the start script generates
// (a CA and a seal certificate in a PKCS#12) seals a PDF that pdfsig, trusting that CA, calls valid
// and trusted; another signer (an HSM / remote seal service) plugs in behind SealSigner; with TSA_URL
// (a local openssl TSA here) the signature carries an RFC 3161 timestamp (B-T), and an unreachable
// timestamp authority refuses the seal with 503 instead of issuing a lower level. Online revocation: a
// seal certificate generated with the public address names its CA's CRL at GET /.well-known/ikv-ca.crl
// (openssl fetches it from there); the TSA's certificate gets the CRL its distribution point serves into
// the DSS, and a distribution point that does not answer leaves a warning, not a failed seal.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import {
  X509Certificate,
  constants,
  createPrivateKey,
  privateEncrypt,
  sign as nodeSign,
  type KeyObject,
} from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  generateSealIdentity,
  sealCaPem,
  SEAL_CRL_PATH,
  sealPdf,
  sealSigner,
  setSealSigner,
  type SealIdentity,
  type SealSigner,
} from './verklaring-seal.ts';
import { resetConfigForTests } from './config.ts';
import { issueSealCrl } from './seal-crl.ts';
import { captureLogs } from './observability/logger.ts';
import { handleRestNode } from '../rest/rest-handler.ts';
import type { PdfRef as LibPdfRef } from '@libpdf/core';

const saved = { ...process.env };
let dir: string;
let identity: SealIdentity;
let plain: Uint8Array;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seal-'));
  identity = await generateSealIdentity({ organisatie: 'Proef BV' });
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Inkomensverklaring', { x: 50, y: 700, font: await doc.embedFont(StandardFonts.Helvetica) });
  await doc.attach(new TextEncoder().encode('{"proef":true}'), 'verklaring.json', { mimeType: 'application/json' });
  plain = await doc.save();
}, 60_000);
afterEach(() => {
  setSealSigner(null);
  for (const k of [
    'VERKLARING_SEAL_P12',
    'VERKLARING_SEAL_P12_PASSWORD',
    'VERKLARING_SEAL_CA',
    'VERKLARING_SEAL_CA_KEY',
    'TSA_URL',
    'CSC_URL',
    'CSC_TOKEN_URL',
    'CSC_CLIENT_ID',
    'CSC_CLIENT_SECRET',
    'CSC_CREDENTIAL_ID',
  ]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetConfigForTests();
});

function useGenerated() {
  process.env.VERKLARING_SEAL_P12 = identity.p12;
  process.env.VERKLARING_SEAL_P12_PASSWORD = identity.password;
  process.env.VERKLARING_SEAL_CA_KEY = identity.caKey;
  resetConfigForTests();
}

/**
 * Whether the seal's signature covers the whole file as it was when it was made: its signed ranges
 * end at the end of its own revision (after it only the DSS and an archive timestamp are appended,
 * each an incremental update of its own, which pdfsig reports as "Not total document signed").
 */
function coversItsRevision(bytes: Uint8Array, report: string): boolean {
  const ranges = /Signature #1:[\s\S]*?Signed Ranges: \[0 - (\d+)\], \[(\d+) - (\d+)\]/.exec(report);
  if (!ranges) return false;
  const end = Number(ranges[3]);
  const text = Buffer.from(bytes).toString('latin1');
  const eof = text.indexOf('%%EOF', Number(ranges[2]));
  return eof >= 0 && end >= eof + 5 && end <= eof + 7;
}

/** The sealed document's catalog, the seal's signature dictionary and the DSS, read back with @libpdf/core. */
async function structure(bytes: Uint8Array) {
  const { PDF, PdfDict, PdfStream, PdfRef } = await import('@libpdf/core');
  const doc = await PDF.load(bytes);
  const registry = doc.context.registry;
  const resolve = (ref: LibPdfRef) => registry.resolve(ref);
  const catalog = doc.getCatalog();
  const docMdpRef = catalog.getDict('Perms', resolve)?.getRef('DocMDP');
  const sigDict = docMdpRef ? registry.resolve(docMdpRef) : undefined;
  const reference = sigDict instanceof PdfDict ? sigDict.getArray('Reference', resolve)?.at(0) : undefined;
  const sigRef = reference instanceof PdfRef ? registry.resolve(reference) : reference;
  const dss = catalog.getDict('DSS', resolve);
  const streams = (key: string) =>
    (dss?.getArray(key, resolve)?.toArray() ?? []).map((item) => {
      const stream = item instanceof PdfRef ? registry.resolve(item) : item;
      return stream instanceof PdfStream ? stream.getDecodedData() : new Uint8Array();
    });
  const params = sigRef instanceof PdfDict ? sigRef.getDict('TransformParams', resolve) : undefined;
  return {
    signatureType: sigDict instanceof PdfDict ? sigDict.getName('Type')?.value : undefined,
    reason: sigDict instanceof PdfDict ? sigDict.getString('Reason')?.asString() : undefined,
    transformMethod: sigRef instanceof PdfDict ? sigRef.getName('TransformMethod')?.value : undefined,
    permission: params?.getNumber('P')?.value,
    certs: streams('Certs'),
    crls: streams('CRLs'),
    ocsps: streams('OCSPs'),
  };
}

/**
 * pdfsig's report, with an NSS store that trusts `caPem` as lenders are told to (`,C,`: for signed
 * documents, which poppler checks as S/MIME signers; not for TLS, not for code), with other trust
 * flags, or that trusts nothing.
 */
function pdfsig(bytes: Uint8Array, caPem: string | null, trust = ',C,'): string {
  const here = mkdtempSync(join(dir, 'run-'));
  execFileSync('certutil', ['-N', '-d', `sql:${here}`, '--empty-password']);
  if (caPem) {
    writeFileSync(join(here, 'ca.pem'), caPem);
    execFileSync('certutil', ['-A', '-d', `sql:${here}`, '-n', 'ca', '-t', trust, '-i', join(here, 'ca.pem')]);
  }
  writeFileSync(join(here, 'doc.pdf'), bytes);
  const run = spawnSync('pdfsig', ['-nssdir', `sql:${here}`, join(here, 'doc.pdf')], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** A CRL's issuer as openssl prints it; with `caFile`, " verified" after it when its signature checks against that CA. */
function crlIssuer(crl: Uint8Array, caFile?: string): string {
  const here = mkdtempSync(join(dir, 'crl-'));
  writeFileSync(join(here, 'x.crl'), crl);
  const args = ['crl', '-inform', 'DER', '-in', join(here, 'x.crl'), '-noout', '-issuer'];
  const run = spawnSync('openssl', caFile ? [...args, '-CAfile', caFile] : args, { encoding: 'utf8' });
  const issuer = /issuer=(.*)/.exec(run.stdout)?.[1]?.trim() ?? '';
  return caFile && `${run.stdout}${run.stderr}`.includes('verify OK') ? `${issuer} verified` : issuer;
}

describe('the generated seal identity', () => {
  it('is a CA and a seal certificate issued by it, with the key usages pdfsig accepts', async () => {
    useGenerated();
    const signer = await sealSigner();
    const seal = new X509Certificate(signer.certificate);
    const ca = new X509Certificate(await sealCaPem());
    expect(ca.ca).toBe(true);
    // path length 0: the CA cannot certify another CA
    expect(
      execFileSync('openssl', ['x509', '-noout', '-ext', 'basicConstraints'], { input: ca.toString() }).toString(),
    ).toMatch(/critical\s+CA:TRUE, pathlen:0/);
    expect(ca.subject).toBe(ca.issuer);
    expect(ca.subject).toContain('CN=Proef BV IKV CA');
    expect(seal.ca).toBe(false);
    expect(seal.issuer).toBe(ca.subject);
    expect(seal.verify(ca.publicKey)).toBe(true);
    expect(identity.caKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(seal.keyUsage?.sort()).toEqual(['1.3.6.1.5.5.7.3.36', '1.3.6.1.5.5.7.3.4']); // documentSigning, emailProtection
    expect(await sealCaPem()).toBe(identity.caPem.replace(/\r\n/g, '\n'));
  });

  it('seals a PDF that pdfsig, trusting the CA, calls valid, trusted and signed as a whole; the original bytes stay in front', async () => {
    useGenerated();
    const sealed = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
    expect(Buffer.from(sealed.subarray(0, plain.length)).equals(Buffer.from(plain))).toBe(true); // an incremental update
    const trusted = pdfsig(sealed, await sealCaPem());
    expect(trusted).toContain('Signature is Valid.');
    expect(trusted).toContain('Certificate is Trusted.');
    expect(trusted).toContain('Signer Certificate Common Name: Proef BV inkomensverklaring (zegel)');
    expect(coversItsRevision(sealed, trusted)).toBe(true);
    // without the CA the signature still checks, the certificate is not trusted
    // trusted for TLS or code signing only, the CA does not make the seal trusted
    expect(pdfsig(sealed, await sealCaPem(), 'C,,')).not.toContain('Certificate is Trusted.');
    expect(pdfsig(sealed, await sealCaPem(), ',,C')).not.toContain('Certificate is Trusted.');
    const unknown = pdfsig(sealed, null);
    expect(unknown).toContain('Signature is Valid.');
    expect(unknown).not.toContain('Certificate is Trusted.');
  });

  it('is a certification signature (DocMDP, P=2): the catalog names the seal in /Perms', async () => {
    useGenerated();
    const sealed = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
    const found = await structure(sealed);
    expect(found).toMatchObject({ signatureType: 'Sig', reason: 'Proef', transformMethod: 'DocMDP', permission: 2 });
    // an approval signature (the unsealed document signed again) is not certified
    expect((await structure(plain)).transformMethod).toBeUndefined();
  });

  it('carries the chain and a CRL its CA signed now in the DSS, valid without reaching anything', async () => {
    useGenerated();
    const before = Date.now();
    const sealed = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
    const { certs, crls } = await structure(sealed);
    const signer = await sealSigner();
    const embedded = certs.map((c) => new X509Certificate(c).fingerprint256);
    expect(embedded).toContain(new X509Certificate(signer.certificate).fingerprint256);
    expect(embedded).toContain(new X509Certificate(identity.caPem).fingerprint256);
    expect(crls).toHaveLength(1); // the seal's; the root needs none
    const here = mkdtempSync(join(dir, 'crl-'));
    writeFileSync(join(here, 'ca.pem'), identity.caPem);
    writeFileSync(join(here, 'seal.crl'), crls[0]!);
    const crl = spawnSync(
      'openssl',
      ['crl', '-inform', 'DER', '-in', join(here, 'seal.crl'), '-CAfile', join(here, 'ca.pem'), '-noout', '-text'],
      { encoding: 'utf8' },
    );
    expect(`${crl.stdout}${crl.stderr}`).toContain('verify OK');
    expect(crl.stdout).toContain('No Revoked Certificates.');
    expect(crl.stdout).toContain(`Issuer: C = NL, O = Proef BV, CN = Proef BV IKV CA`);
    const lastUpdate = new Date(/Last Update: (.+)/.exec(crl.stdout)![1]!);
    expect(lastUpdate.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    const report = pdfsig(sealed, identity.caPem);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Certificate is Trusted.');
  });

  it('names no CRL distribution point without a public address (as identities made before)', () => {
    const text = execFileSync('openssl', ['pkcs12', '-nokeys', '-clcerts', '-passin', `pass:${identity.password}`], {
      input: Buffer.from(identity.p12, 'base64'),
    }).toString();
    expect(execFileSync('openssl', ['x509', '-noout', '-text'], { input: text }).toString()).not.toContain(
      'CRL Distribution Points',
    );
  });

  it("with a public address, names its CA's CRL there; that route serves the current CRL, so a validator checks online", async () => {
    let served = 0;
    const server = createServer((req, res) => {
      // the app server's REST door, which serves the keys at the site's root
      served += 1;
      void handleRestNode(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const online = await generateSealIdentity({ organisatie: 'Proef BV', publicUrl: `${base}/` });
      Object.assign(process.env, {
        VERKLARING_SEAL_P12: online.p12,
        VERKLARING_SEAL_P12_PASSWORD: online.password,
        VERKLARING_SEAL_CA_KEY: online.caKey,
      });
      resetConfigForTests();
      const here = mkdtempSync(join(dir, 'cdp-'));
      writeFileSync(join(here, 'ca.pem'), online.caPem);
      writeFileSync(join(here, 'seal.pem'), new X509Certificate((await sealSigner()).certificate).toString());
      const text = execFileSync('openssl', [
        'x509',
        '-in',
        join(here, 'seal.pem'),
        '-noout',
        '-ext',
        'crlDistributionPoints',
      ]);
      expect(text.toString()).toContain(`URI:${base}/.well-known/ikv-ca.crl`);
      const response = await fetch(`${base}${SEAL_CRL_PATH}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pkix-crl');
      const crl = new Uint8Array(await response.arrayBuffer());
      expect(crlIssuer(crl, join(here, 'ca.pem'))).toBe('C = NL, O = Proef BV, CN = Proef BV IKV CA verified');
      // openssl fetches the CRL from the distribution point the certificate names and checks the seal against it
      // (asynchronously: the route answering it runs in this process)
      const verify = await promisify(execFile)(
        'openssl',
        ['verify', '-crl_check', '-crl_download', '-CAfile', join(here, 'ca.pem'), join(here, 'seal.pem')],
        { encoding: 'utf8', timeout: 20_000 },
      );
      expect(`${verify.stdout}${verify.stderr}`).toContain(': OK');
      expect(served).toBe(2);
      const report = pdfsig(await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' }), online.caPem);
      expect(report).toContain('Signature is Valid.');
      expect(report).toContain('Certificate is Trusted.');
      // a seal whose CA is not the service's own (no CA key): nothing to publish, a problem answer
      delete process.env.VERKLARING_SEAL_CA_KEY;
      resetConfigForTests();
      const none = await fetch(`${base}${SEAL_CRL_PATH}`);
      expect(none.status).toBe(404);
      expect(none.headers.get('content-type')).toContain('application/problem+json');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 60_000);

  it('embeds no CRL with a CA key that is not the CA of the seal (a key from before a change of seal)', async () => {
    useGenerated();
    process.env.VERKLARING_SEAL_CA_KEY = (await generateSealIdentity({ organisatie: 'Ander BV' })).caKey;
    resetConfigForTests();
    const { crls, certs } = await structure(await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' }));
    expect(crls).toHaveLength(0);
    expect(certs.length).toBeGreaterThanOrEqual(2);
  });

  it('publishes VERKLARING_SEAL_CA instead when it is set (e.g. a public CA, or old and new CA during a change)', async () => {
    useGenerated();
    process.env.VERKLARING_SEAL_CA = '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----';
    resetConfigForTests();
    expect(await sealCaPem()).toBe('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n');
  });

  it('reads the PKCS#12 from a path as well as from base64', async () => {
    const file = join(dir, 'seal.p12');
    writeFileSync(file, Buffer.from(identity.p12, 'base64'));
    process.env.VERKLARING_SEAL_P12 = file;
    process.env.VERKLARING_SEAL_P12_PASSWORD = identity.password;
    resetConfigForTests();
    const fromFile = await sealSigner();
    useGenerated();
    expect(Buffer.from(fromFile.certificate).equals(Buffer.from((await sealSigner()).certificate))).toBe(true);
  });
});

describe('another signer behind SealSigner', () => {
  it('signs with a key held elsewhere (here node:crypto, as an HSM or seal service would): pdfsig finds it valid', async () => {
    useGenerated();
    const p12 = await sealSigner();
    // the key, out of the PKCS#12 with openssl, as a remote service would hold it
    writeFileSync(join(dir, 'id.p12'), Buffer.from(identity.p12, 'base64'));
    const keyPem = execFileSync('openssl', [
      'pkcs12',
      '-in',
      join(dir, 'id.p12'),
      '-nocerts',
      '-nodes',
      '-passin',
      `pass:${identity.password}`,
    ]).toString();
    const key = createPrivateKey(keyPem);
    let calls = 0;
    const remote: SealSigner = {
      certificate: p12.certificate,
      certificateChain: p12.certificateChain,
      keyType: 'RSA',
      signatureAlgorithm: 'RSASSA-PKCS1-v1_5',
      sign: async (data, algorithm) => {
        calls += 1;
        return new Uint8Array(nodeSign(algorithm.replace('-', '').toLowerCase(), data, key));
      },
    };
    setSealSigner(remote);
    delete process.env.VERKLARING_SEAL_P12; // not read while a signer is plugged in
    resetConfigForTests();
    expect(await sealSigner()).toBe(remote);
    const sealed = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
    expect(calls).toBe(1);
    const report = pdfsig(sealed, identity.caPem);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Certificate is Trusted.');
  });
});

/**
 * A stand-in for a trust-service provider's remote-signing service: the Cloud Signature Consortium
 * API v2 subset a seal uses (OAuth client credentials, credentials/list, credentials/info,
 * signatures/signHash with an implicit SCAL 1 credential), holding the seal key on its side.
 */
async function startCsc(key: KeyObject, chain: Uint8Array[]) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let tokens = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/oauth2/token') {
        const basic = Buffer.from('csc-client:csc-secret-1234567890').toString('base64');
        const form = new URLSearchParams(raw);
        if (req.headers.authorization !== `Basic ${basic}` || form.get('grant_type') !== 'client_credentials')
          return json(401, { error: 'invalid_client' });
        tokens += 1;
        return json(200, { access_token: `tok-${tokens}`, token_type: 'Bearer', expires_in: 3600 });
      }
      if (req.headers.authorization !== `Bearer tok-${tokens}`) return json(401, { error: 'invalid_token' });
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const path = (req.url ?? '').replace('/csc/v2/', '');
      calls.push({ path, body });
      if (path === 'credentials/list') return json(200, { credentialIDs: ['zegel-1'] });
      if (body.credentialID !== 'zegel-1') return json(400, { error: 'invalid_request' });
      if (path === 'credentials/info')
        return json(200, {
          key: { status: 'enabled', algo: ['1.2.840.113549.1.1.1'], len: 3072 },
          cert: { status: 'valid', certificates: chain.map((c) => Buffer.from(c).toString('base64')) },
          authMode: 'implicit',
          SCAL: '1',
          multisign: 1,
        });
      if (path === 'signatures/signHash') {
        if (body.hashAlgorithmOID !== '2.16.840.1.101.3.4.2.1' || body.signAlgo !== '1.2.840.113549.1.1.1')
          return json(400, { error: 'invalid_request' });
        // RSASSA-PKCS1-v1_5 over the given SHA-256 hash: the DigestInfo, signed as it is
        const digestInfo = Buffer.concat([
          Buffer.from('3031300d060960864801650304020105000420', 'hex'),
          Buffer.from(String((body.hashes as string[])[0]), 'base64'),
        ]);
        return json(200, {
          signatures: [privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, digestInfo).toString('base64')],
        });
      }
      return json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    calls,
    tokens: () => tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a remote seal at a trust-service provider (CSC API v2), selected by configuration', () => {
  it('signs the hash remotely with the credential the provider lists; pdfsig finds the certified seal valid and trusted', async () => {
    useGenerated();
    const p12 = await sealSigner();
    const csc = await startCsc(sealKey(), [p12.certificate, ...(p12.certificateChain ?? [])]);
    try {
      Object.assign(process.env, {
        CSC_URL: `${csc.base}/csc/v2`,
        CSC_TOKEN_URL: `${csc.base}/oauth2/token`,
        CSC_CLIENT_ID: 'csc-client',
        CSC_CLIENT_SECRET: 'csc-secret-1234567890',
      });
      delete process.env.VERKLARING_SEAL_P12; // not read with a remote seal
      resetConfigForTests();
      const remote = await sealSigner();
      expect(remote.constructor.name).toBe('CscSealSigner');
      expect(Buffer.from(remote.certificate).equals(Buffer.from(p12.certificate))).toBe(true);
      const first = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
      await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
      expect(csc.calls.map((c) => c.path)).toEqual([
        'credentials/list',
        'credentials/info',
        'signatures/signHash',
        'signatures/signHash',
      ]);
      expect(csc.tokens()).toBe(1); // one token for all of it
      // only a hash leaves the service
      expect(Object.keys(csc.calls[2]!.body).sort()).toEqual([
        'credentialID',
        'hashAlgorithmOID',
        'hashes',
        'signAlgo',
      ]);
      const report = pdfsig(first, identity.caPem);
      expect(report).toContain('Signature is Valid.');
      expect(report).toContain('Certificate is Trusted.');
      expect((await structure(first)).transformMethod).toBe('DocMDP');
    } finally {
      await csc.close();
    }
  });

  it('a wrong client secret fails the seal (nothing issued) with 503 SEAL_UNAVAILABLE; the log names the provider, never the secret', async () => {
    useGenerated();
    const p12 = await sealSigner();
    const csc = await startCsc(sealKey(), [p12.certificate]);
    try {
      Object.assign(process.env, {
        CSC_URL: `${csc.base}/csc/v2`,
        CSC_TOKEN_URL: `${csc.base}/oauth2/token`,
        CSC_CLIENT_ID: 'csc-client',
        CSC_CLIENT_SECRET: 'not-the-secret-0987654321',
        CSC_CREDENTIAL_ID: 'zegel-1',
      });
      resetConfigForTests();
      const failure = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DomainError);
      expect(failure).toMatchObject({ code: 'SEAL_UNAVAILABLE', status: 503, retryAfter: 60 });
      const cause = (failure as Error).cause as Error;
      expect(cause.message).toBe('CSC: the token endpoint answers 401');
      expect(cause.message).not.toContain('not-the-secret');
      expect(csc.calls).toHaveLength(0);
    } finally {
      await csc.close();
    }
  });

  it('a provider out of reach, or one that breaks off while signing, fails the seal with 503 SEAL_UNAVAILABLE', async () => {
    useGenerated();
    Object.assign(process.env, {
      CSC_URL: 'http://127.0.0.1:9/csc/v2', // the discard port: connection refused
      CSC_TOKEN_URL: 'http://127.0.0.1:9/oauth2/token',
      CSC_CLIENT_ID: 'csc-client',
      CSC_CLIENT_SECRET: 'csc-secret-1234567890',
      CSC_CREDENTIAL_ID: 'zegel-1',
    });
    resetConfigForTests();
    const unreachable = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' }).catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ code: 'SEAL_UNAVAILABLE', status: 503 });
    expect(((unreachable as Error).cause as Error).message).toBe(
      'CSC: the token endpoint cannot be reached (TypeError)',
    );
    // connected, then the provider fails at the signature itself
    expect(await sealSigner().catch(() => null)).toBeNull(); // the remote one is configured and out of reach
    delete process.env.CSC_URL;
    resetConfigForTests();
    const own = await sealSigner();
    const csc = await startCsc(sealKey(), [own.certificate, ...(own.certificateChain ?? [])]);
    try {
      Object.assign(process.env, { CSC_URL: `${csc.base}/csc/v2`, CSC_TOKEN_URL: `${csc.base}/oauth2/token` });
      resetConfigForTests();
      await sealSigner(); // connected: token, credential and certificates
      await csc.close();
      const broken = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' }).catch((e: unknown) => e);
      expect(broken).toMatchObject({ code: 'SEAL_UNAVAILABLE', status: 503 });
    } finally {
      await csc.close().catch(() => undefined);
    }
  });
});

/** The seal's private key, out of the PKCS#12 with openssl, as a remote service would hold it. */
function sealKey(): KeyObject {
  writeFileSync(join(dir, 'key.p12'), Buffer.from(identity.p12, 'base64'));
  const keyPem = execFileSync('openssl', [
    'pkcs12',
    '-in',
    join(dir, 'key.p12'),
    '-nocerts',
    '-nodes',
    '-passin',
    `pass:${identity.password}`,
  ]).toString();
  return createPrivateKey(keyPem);
}

/**
 * A local RFC 3161 timestamp authority: openssl ts -reply behind HTTP, its certificate issued by a CA
 * of its own. The TSA certificate names a CRL distribution point: on the same loopback server
 * (`crl: 'served'`, the CRL signed by the TSA's CA) or on a port where nothing answers (`'down'`);
 * with `ocsp` also an OCSP responder there (openssl ocsp, answering for the TSA's CA).
 */
async function startTsa(options: { crl: 'served' | 'down'; ocsp?: boolean } = { crl: 'served' }): Promise<{
  url: string;
  caPem: string;
  requests: () => number;
  crlRequests: () => number;
  ocspRequests: () => number;
  close: () => Promise<void>;
}> {
  const here = mkdtempSync(join(dir, 'tsa-'));
  const ca = { der: new Uint8Array(), key: null as KeyObject | null };
  let count = 0;
  let crlCount = 0;
  let ocspCount = 0;
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/ocsp') return void answerOcsp(req, res);
    if (req.method === 'GET' && req.url === '/ca.crl') {
      crlCount += 1;
      const crl = issueSealCrl({ caDer: ca.der, key: ca.key!, now: new Date() });
      return void res.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(Buffer.from(crl));
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      count += 1;
      const query = join(here, `q${count}.tsq`);
      writeFileSync(query, Buffer.concat(chunks));
      const reply = execFileSync(
        'openssl',
        ['ts', '-reply', '-config', join(here, 'tsa.cnf'), '-queryfile', query, '-out', '-'],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const at = (name: string) => join(here, name);
  const quiet = { stdio: 'ignore' } as const;
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', at('ca.key'), '-out', at('ca.pem')].concat(
      ['-subj', '/CN=Proef TSA CA', '-days', '3650', '-addext', 'basicConstraints=critical,CA:TRUE'],
      ['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
    ),
    quiet,
  );
  ca.der = new Uint8Array(new X509Certificate(readFileSync(at('ca.pem'))).raw);
  ca.key = createPrivateKey(readFileSync(at('ca.key')));
  const answerOcsp = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      ocspCount += 1;
      writeFileSync(at('q.ocsp'), Buffer.concat(chunks));
      execFileSync(
        'openssl',
        [
          'ocsp',
          '-index',
          at('index.txt'),
          '-CA',
          at('ca.pem'),
          '-rsigner',
          at('ca.pem'),
          '-rkey',
          at('ca.key'),
        ].concat(['-reqin', at('q.ocsp'), '-respout', at('r.ocsp')]),
        { stdio: 'ignore' },
      );
      res.writeHead(200, { 'content-type': 'application/ocsp-response' }).end(readFileSync(at('r.ocsp')));
    });
  };
  const crlUrl = options.crl === 'served' ? `${base}/ca.crl` : 'http://127.0.0.1:9/ca.crl'; // 9: nothing answers
  writeFileSync(
    at('ext.cnf'),
    ['[ tsa ]', 'extendedKeyUsage = critical,timeStamping', 'keyUsage = critical,digitalSignature']
      .concat([`crlDistributionPoints = URI:${crlUrl}`, 'authorityKeyIdentifier = keyid'])
      .concat(options.ocsp ? [`authorityInfoAccess = OCSP;URI:${base}/ocsp`, ''] : [''])
      .join('\n'),
  );
  execFileSync(
    'openssl',
    ['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', at('tsa.key')].concat([
      '-subj',
      '/CN=Proef TSA',
      '-out',
      at('tsa.csr'),
    ]),
    quiet,
  );
  execFileSync(
    'openssl',
    ['x509', '-req', '-in', at('tsa.csr'), '-CA', at('ca.pem'), '-CAkey', at('ca.key'), '-set_serial', '2'].concat([
      '-days',
      '3650',
      '-extfile',
      at('ext.cnf'),
      '-extensions',
      'tsa',
      '-out',
      at('tsa.pem'),
    ]),
    quiet,
  );
  // the TSA certificate (serial 02) as valid, in openssl's index format
  writeFileSync(at('index.txt'), 'V\t360101000000Z\t\t02\tunknown\t/CN=Proef TSA\n');
  writeFileSync(at('serial'), '01\n');
  writeFileSync(
    at('tsa.cnf'),
    ['[ tsa ]', 'default_tsa = proef', '[ proef ]', `serial = ${at('serial')}`, `signer_cert = ${at('tsa.pem')}`]
      .concat([`certs = ${at('ca.pem')}`, `signer_key = ${at('tsa.key')}`, 'signer_digest = sha256'])
      .concat(['default_policy = 1.2.3.4.1', 'digests = sha256, sha384, sha512', 'accuracy = secs:1'])
      .concat(['ess_cert_id_alg = sha256', ''])
      .join('\n'),
  );
  return {
    url: `${base}/tsr`,
    caPem: at('ca.pem'),
    requests: () => count,
    crlRequests: () => crlCount,
    ocspRequests: () => ocspCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('B-LTA with TSA_URL', () => {
  it('the signature carries an RFC 3161 timestamp token, the DSS its validation data, an archive timestamp closes the file; valid with the TSA gone', async () => {
    useGenerated();
    const tsa = await startTsa();
    try {
      process.env.TSA_URL = tsa.url;
      resetConfigForTests();
      const sealed = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
      await tsa.close(); // nothing is reached when validating
      expect(tsa.requests()).toBe(2); // the signature's timestamp and the archive document timestamp
      // the CMS in /Contents holds the unsigned attribute id-aa-timeStampToken (1.2.840.113549.1.9.16.2.14)
      const contents = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(Buffer.from(sealed).toString('latin1'))![1]!;
      expect(contents.toLowerCase()).toContain('060b2a864886f70d010910020e');
      const report = pdfsig(sealed, identity.caPem);
      expect(report).toContain('Signature is Valid.');
      expect(report).toContain('Certificate is Trusted.');
      expect(coversItsRevision(sealed, report)).toBe(true);
      // the archive document timestamp (B-LTA) after the DSS (pdfsig 22 lists it without validating
      // its type, ETSI.RFC3161): openssl checks that its token covers the whole file as it ends
      expect(report).toMatch(
        /Signature #2:\s+- Signature Field Name: Timestamp_1\s+- Signer Certificate Common Name: Proef TSA/,
      );
      const text = Buffer.from(sealed).toString('latin1');
      const at = text.lastIndexOf('/ByteRange');
      const [a, b, c, d] = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/
        .exec(text.slice(at))!
        .slice(1)
        .map(Number) as [number, number, number, number];
      // the archive timestamp covers everything up to its own revision (after it: the DSS update with its TSA's data)
      const eof = text.indexOf('%%EOF', c);
      expect(c + d - eof).toBeGreaterThanOrEqual(5);
      expect(c + d - eof).toBeLessThanOrEqual(7);
      const here = mkdtempSync(join(dir, 'ts-'));
      writeFileSync(join(here, 'covered'), Buffer.concat([sealed.subarray(a, a + b), sealed.subarray(c, c + d)]));
      const hex = text.slice(a + b + 1, c - 1).replace(/(00)+$/, '');
      writeFileSync(join(here, 'token.der'), Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
      const verified = spawnSync(
        'openssl',
        [
          'ts',
          '-verify',
          '-data',
          join(here, 'covered'),
          '-in',
          join(here, 'token.der'),
          '-token_in',
          '-CAfile',
          tsa.caPem,
        ],
        { encoding: 'utf8' },
      );
      expect(`${verified.stdout}${verified.stderr}`).toContain('Verification: OK');
      const found = await structure(sealed);
      expect(found).toMatchObject({ transformMethod: 'DocMDP', permission: 2 });
      // the seal's CRL (its own CA's) and the TSA certificate's, fetched from the distribution point it names
      expect(tsa.crlRequests()).toBeGreaterThanOrEqual(1);
      const issuers = found.crls.map((crl) => crlIssuer(crl));
      expect(issuers).toContain('CN = Proef TSA CA');
      expect(issuers).toContain('C = NL, O = Proef BV, CN = Proef BV IKV CA');
      const tsaCrl = found.crls[issuers.indexOf('CN = Proef TSA CA')]!;
      expect(crlIssuer(tsaCrl, tsa.caPem)).toBe('CN = Proef TSA CA verified');
      // the TSA's certificate and its CA are in the DSS beside the seal's chain
      const subjects = found.certs.map((c) => new X509Certificate(c).subject);
      expect(subjects).toContain('CN=Proef TSA');
      expect(subjects).toContain('CN=Proef TSA CA');
      expect(subjects).toContain('C=NL\nO=Proef BV\nCN=Proef BV IKV CA');
      expect(Buffer.from(sealed).toString('latin1')).toContain('/DocTimeStamp');
    } finally {
      await tsa.close().catch(() => undefined);
    }
  });

  it('a TSA certificate that names an OCSP responder: its answer goes into the DSS instead of a CRL', async () => {
    useGenerated();
    const tsa = await startTsa({ crl: 'served', ocsp: true });
    try {
      process.env.TSA_URL = tsa.url;
      resetConfigForTests();
      const sealed = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
      expect(tsa.ocspRequests()).toBeGreaterThanOrEqual(1);
      expect(tsa.crlRequests()).toBe(0);
      const found = await structure(sealed);
      expect(found.ocsps.length).toBeGreaterThanOrEqual(1);
      const here = mkdtempSync(join(dir, 'ocsp-'));
      writeFileSync(join(here, 'r.ocsp'), found.ocsps[0]!);
      const text = spawnSync('openssl', ['ocsp', '-respin', join(here, 'r.ocsp'), '-resp_text', '-noverify'], {
        encoding: 'utf8',
      }).stdout;
      expect(text).toContain('OCSP Response Status: successful');
      expect(text).toMatch(/Serial Number: 02\s+Cert Status: good/);
      expect(found.crls.map((crl) => crlIssuer(crl))).toEqual(['C = NL, O = Proef BV, CN = Proef BV IKV CA']);
    } finally {
      await tsa.close();
    }
  });

  it('a TSA whose CRL distribution point does not answer: sealed all the same, without its CRL, with a warning in the log', async () => {
    useGenerated();
    const tsa = await startTsa({ crl: 'down' });
    const logs = captureLogs();
    try {
      process.env.TSA_URL = tsa.url;
      resetConfigForTests();
      const sealed = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' });
      expect(tsa.requests()).toBe(2);
      const found = await structure(sealed);
      expect(found.crls.map((crl) => crlIssuer(crl))).toEqual(['C = NL, O = Proef BV, CN = Proef BV IKV CA']);
      expect(found.certs.map((c) => new X509Certificate(c).subject)).toContain('CN=Proef TSA');
      const warnings = logs.lines.filter((l) => l.code === 'REVOCATION_UNAVAILABLE');
      expect(warnings.length).toBeGreaterThanOrEqual(1);
      expect(warnings[0]).toMatchObject({ level: 'warn', host: '127.0.0.1:9' });
      const report = pdfsig(sealed, identity.caPem);
      expect(report).toContain('Signature is Valid.');
      expect(report).toContain('Certificate is Trusted.');
    } finally {
      logs.restore();
      await tsa.close();
    }
  });

  it('an unreachable timestamp authority refuses the seal with TIMESTAMP_UNAVAILABLE (503), nothing half-sealed', async () => {
    useGenerated();
    process.env.TSA_URL = 'http://127.0.0.1:9/tsr'; // the discard port: connection refused
    resetConfigForTests();
    const failure = await sealPdf(plain, { signingTime: new Date(), reason: 'Proef' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: 'TIMESTAMP_UNAVAILABLE', status: 503 });
  });
});
