// The seal itself (verklaring-seal.ts), checked with poppler's pdfsig: what the start script generates
// (a CA and a seal certificate in a PKCS#12) seals a PDF that pdfsig, trusting that CA, calls valid
// and trusted; another signer (an HSM / remote seal service) plugs in behind SealSigner; with TSA_URL
// (a local openssl TSA here) the signature carries an RFC 3161 timestamp (B-T), and an unreachable
// timestamp authority refuses the seal with 503 instead of issuing a lower level.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  X509Certificate,
  constants,
  createPrivateKey,
  privateEncrypt,
  sign as nodeSign,
  type KeyObject,
} from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  generateSealIdentity,
  sealCaPem,
  sealPdf,
  sealSigner,
  setSealSigner,
  type SealIdentity,
  type SealSigner,
} from './verklaring-seal.ts';
import { resetConfigForTests } from './config.ts';
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

/** A local RFC 3161 timestamp authority: openssl ts -reply behind HTTP, with its own certificate. */
async function startTsa(): Promise<{
  url: string;
  certPem: string;
  requests: () => number;
  close: () => Promise<void>;
}> {
  const here = mkdtempSync(join(dir, 'tsa-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(here, 'tsa.key'),
      '-out',
      join(here, 'tsa.pem'),
      '-subj',
      '/CN=Proef TSA',
      '-days',
      '3650',
      '-addext',
      'extendedKeyUsage=critical,timeStamping',
      '-addext',
      'keyUsage=critical,digitalSignature',
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(join(here, 'serial'), '01\n');
  writeFileSync(
    join(here, 'tsa.cnf'),
    [
      '[ tsa ]',
      'default_tsa = proef',
      '[ proef ]',
      `serial = ${join(here, 'serial')}`,
      `signer_cert = ${join(here, 'tsa.pem')}`,
      `certs = ${join(here, 'tsa.pem')}`,
      `signer_key = ${join(here, 'tsa.key')}`,
      'signer_digest = sha256',
      'default_policy = 1.2.3.4.1',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  let count = 0;
  const server = createServer((req, res) => {
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
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsr`,
    certPem: join(here, 'tsa.pem'),
    requests: () => count,
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
          tsa.certPem,
        ],
        { encoding: 'utf8' },
      );
      expect(`${verified.stdout}${verified.stderr}`).toContain('Verification: OK');
      const found = await structure(sealed);
      expect(found).toMatchObject({ transformMethod: 'DocMDP', permission: 2 });
      expect(found.crls.length).toBeGreaterThanOrEqual(1);
      // the TSA's certificate is in the DSS beside the seal's chain
      const subjects = found.certs.map((c) => new X509Certificate(c).subject);
      expect(subjects).toContain('CN=Proef TSA');
      expect(subjects).toContain('C=NL\nO=Proef BV\nCN=Proef BV IKV CA');
      expect(Buffer.from(sealed).toString('latin1')).toContain('/DocTimeStamp');
    } finally {
      await tsa.close().catch(() => undefined);
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
