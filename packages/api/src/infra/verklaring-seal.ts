// The seal on issued statements (API.md, Trust III/IV): a certification signature (DocMDP P=2: the
// document may not be changed, only form filling and further signatures) over the whole issued PDF,
// made with the issuer's seal certificate, so any PDF reader shows the file as certified and unchanged.
// Long-term validation (Trust IV): the seal's chain and revocation data go into the document's DSS, so
// the statement validates years later without reaching anything; with TSA_URL (an RFC 3161 timestamp
// authority) the signature is timestamped and an archive document timestamp closes the file: PAdES
// B-LTA. Without TSA_URL: B-B with the validation data (B-LT needs the signature timestamp).
// The revocation data (seal-revocation.ts): for the generated CA (its key in VERKLARING_SEAL_CA_KEY) a
// CRL it signs at every seal (seal-crl.ts), also published at GET /.well-known/ikv-ca.crl, the
// distribution point the generated seal certificate names; for any other certificate (a trust-service
// provider's seal, a timestamp authority's) what its OCSP responder or CRL distribution point answers.
//
// Where the key lives is behind one small interface, `SealSigner` (the same shape @libpdf/core
// signs with): the default reads a PKCS#12 from the environment, VERKLARING_SEAL_P12 (base64 of the
// .p12, or a path to it) with VERKLARING_SEAL_P12_PASSWORD. A trust-service provider's remote seal
// (a QSealC behind the Cloud Signature Consortium API) is selected with CSC_URL and its OAuth client
// (csc-seal-signer.ts); an HSM plugs in with `setSealSigner` (docs/deployment.md). Without configuration the start script generates once,
// like the other secrets, a CA and a seal certificate issued by it (`generateSealIdentity`); the CA
// is published at GET /.well-known/ikv-ca.pem so a lender can add it to his PDF reader's trust store.
// VERKLARING_SEAL_CA (PEM) overrides what is published there, e.g. a public CA's root.
import { readFileSync } from 'node:fs';
import { X509Certificate, generateKeyPairSync, randomBytes } from 'node:crypto';
import { DomainError } from '../errors/domain-error.ts';
import { withSpan } from './observability/tracing.ts';
import { config } from './config.ts';
import { log } from './observability/logger.ts';
import { issueSealCrl, ownSealCa } from './seal-crl.ts';
import { sealRevocationProvider } from './seal-revocation.ts';
import type { SealSigner } from './seal-signer.ts';

export type { SealSigner } from './seal-signer.ts';

let override: SealSigner | null = null;
let cached: { source: string; signer: SealSigner } | undefined;

/** Plugs in another signer (an HSM, a remote seal service); null returns to the PKCS#12. */
export function setSealSigner(signer: SealSigner | null): void {
  override = signer;
}

function p12Bytes(source: string): Uint8Array {
  const trimmed = source.trim();
  // base64 of the DER (a PKCS#12 is a SEQUENCE with a long length: its base64 starts with "MI"), else a path to the file
  if (/^MI[A-Za-z0-9+/=\s]+$/.test(trimmed)) return new Uint8Array(Buffer.from(trimmed, 'base64'));
  return new Uint8Array(readFileSync(trimmed));
}

/** The signer in use: the plugged-in one, else the remote one (CSC_URL), else the PKCS#12 from the environment. */
export async function sealSigner(): Promise<SealSigner> {
  if (override) return override;
  const csc = config().verklaring.csc;
  if (csc) {
    const key = `csc\u0000${csc.url}\u0000${csc.clientId}\u0000${csc.credentialId ?? ''}`;
    if (cached?.source === key) return cached.signer;
    const { CscSealSigner } = await import('./csc-seal-signer.ts');
    const signer = await CscSealSigner.create(csc);
    cached = { source: key, signer };
    return signer;
  }
  const { sealP12: source, sealP12Password: password } = config().verklaring;
  if (!source)
    throw new Error(
      'VERKLARING_SEAL_P12 must be set (base64 of a PKCS#12, or a path to one; `pnpm start` generates one)',
    );
  const key = `${source}\u0000${password}`;
  if (cached?.source === key) return cached.signer;
  const { P12Signer } = await import('@libpdf/core');
  const signer = await P12Signer.create(p12Bytes(source), password, { buildChain: false });
  cached = { source: key, signer };
  return signer;
}

const pem = (der: Uint8Array) =>
  `-----BEGIN CERTIFICATE-----\n${Buffer.from(der)
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n')}\n-----END CERTIFICATE-----\n`;

/**
 * The CA to publish: VERKLARING_SEAL_CA when set, else the self-signed root of the seal's chain
 * (the generated CA), else the top of the chain.
 */
export async function sealCaPem(): Promise<string> {
  const configured = config().verklaring.sealCa;
  if (configured) return `${configured}\n`;
  const signer = await sealSigner();
  const chain = signer.certificateChain ?? [];
  const certs = chain.map((der) => ({ der, x509: new X509Certificate(der) }));
  const root = certs.find((c) => c.x509.subject === c.x509.issuer && c.x509.ca) ?? certs.at(-1);
  return pem(root?.der ?? signer.certificate);
}

/** Where the service publishes its own CA's CRL (the distribution point in a generated seal certificate). */
export const SEAL_CRL_PATH = '/.well-known/ikv-ca.crl';
/** How long a published CRL is handed out again before a fresh one is signed (it is current for a week). */
const PUBLISHED_CRL_REUSE_MS = 60 * 60 * 1000;
let publishedCrl: { ca: string; at: number; der: Uint8Array } | undefined;

/**
 * The current CRL (DER) of the generated CA, the one whose key VERKLARING_SEAL_CA_KEY is, for the
 * seal's chain in use; null when the seal comes from elsewhere (a PKCS#12 or a remote seal whose CA
 * is not ours: that CA publishes its own). Signed at most once an hour.
 */
export async function sealCaCrl(now: Date = new Date()): Promise<Uint8Array | null> {
  const signer = await sealSigner();
  const ca = ownSealCa(signer.certificateChain ?? [], config().verklaring.sealCaKey);
  if (!ca) return null;
  const id = new X509Certificate(ca.der).fingerprint256;
  if (publishedCrl?.ca === id && Math.abs(now.getTime() - publishedCrl.at) < PUBLISHED_CRL_REUSE_MS)
    return publishedCrl.der;
  publishedCrl = { ca: id, at: now.getTime(), der: issueSealCrl({ caDer: ca.der, key: ca.key, now }) };
  return publishedCrl.der;
}

/** The PAdES level a seal gets with the configuration in force. */
function sealLevel(): 'B-B' | 'B-LTA' {
  return config().verklaring.tsaUrl ? 'B-LTA' : 'B-B';
}

/** Certifies and seals `pdf` (incremental updates, the signature over the whole file) and answers the bytes. */
export function sealPdf(
  pdf: Uint8Array,
  options: { signingTime: Date; reason: string; location?: string },
): Promise<Uint8Array> {
  return withSpan('statement.seal', { 'ikv.pdf.bytes': pdf.length, 'ikv.seal.level': sealLevel() }, () =>
    seal(pdf, options).catch((e: unknown) => {
      throw remoteSealFailure(e) ?? e;
    }),
  );
}

/**
 * A remote seal (CSC_URL) that failed, at its start or its signature, is a service out of reach for the
 * adviser who issues: 503 SEAL_UNAVAILABLE, nothing issued. What the provider answered goes to the log
 * for the operator (a refused client secret is his to fix), not to the adviser.
 */
function remoteSealFailure(e: unknown): DomainError | null {
  for (let at: unknown = e, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth += 1) {
    if (at.name !== 'CscError') continue;
    log().error({ code: 'SEAL_UNAVAILABLE' }, `statement.seal: ${at.message}`);
    return new DomainError(
      'SEAL_UNAVAILABLE',
      'De zegeldienst is niet bereikbaar; de verklaring is niet uitgegeven. Probeer het zo opnieuw.',
      { cause: e, retryAfter: 60 },
    );
  }
  return null;
}

async function seal(
  pdf: Uint8Array,
  options: { signingTime: Date; reason: string; location?: string },
): Promise<Uint8Array> {
  const { PDF, PdfArray, PdfDict, PdfName, PdfNumber, HttpTimestampAuthority } = await import('@libpdf/core');
  const signer = await sealSigner();
  const tsaUrl = config().verklaring.tsaUrl;
  // B-T and the archive timestamp (B-LTA): from the TSA (RFC 3161); when it cannot be reached the
  // issue fails as a whole (503, nothing stored) rather than quietly issuing a lower level
  let tsaFailure: unknown = null;
  const tsa = tsaUrl ? new HttpTimestampAuthority(tsaUrl) : null;
  const timestampAuthority = tsa && {
    timestamp: async (digest: Uint8Array, algorithm: 'SHA-256' | 'SHA-384' | 'SHA-512') => {
      try {
        return await tsa.timestamp(digest, algorithm);
      } catch (e) {
        tsaFailure = e;
        throw e;
      }
    },
  };
  const revocationProvider = sealRevocationProvider(
    ownSealCa(signer.certificateChain ?? [], config().verklaring.sealCaKey),
    new Date(),
  );
  const doc = await PDF.load(pdf);
  // Certification (DocMDP, ISO 32000 12.8.2.2): the seal's signature dictionary carries a DocMDP
  // reference with P=2 (form filling and signing allowed, nothing else; PDF 2.0 and PAdES also allow
  // the DSS and document timestamps that B-LT/B-LTA add), and the catalog's /Perms points at it.
  // @libpdf/core 0.4.2 signs approval signatures only: the dictionary it registers for the signature
  // gets both entries before the incremental update that the signature covers is written.
  const registry = doc.context.registry;
  const register = registry.register.bind(registry);
  let certified = false;
  registry.register = (obj) => {
    const ref = register(obj);
    if (!certified && obj instanceof PdfDict && obj.getName('Type')?.value === 'Sig') {
      obj.set(
        'Reference',
        PdfArray.of(
          PdfDict.of({
            Type: PdfName.of('SigRef'),
            TransformMethod: PdfName.of('DocMDP'),
            TransformParams: PdfDict.of({
              Type: PdfName.of('TransformParams'),
              P: PdfNumber.of(2),
              V: PdfName.of('1.2'),
            }),
          }),
        ),
      );
      doc.getCatalog().set('Perms', PdfDict.of({ DocMDP: ref }));
      certified = true;
    }
    return ref;
  };
  try {
    const { bytes, warnings } = await doc.sign({
      signer,
      fieldName: 'IKV-zegel',
      reason: options.reason,
      location: options.location,
      signingTime: options.signingTime,
      subFilter: 'ETSI.CAdES.detached',
      // the seal's certificate, its chain, the TSA's and their revocation data in the DSS
      longTermValidation: true,
      revocationProvider,
      ...(timestampAuthority ? { timestampAuthority, archivalTimestamp: true } : {}),
      // the chain, the CRLs and the timestamp token: more than the default 12 kB
      estimatedSize: 32_768,
    });
    if (!certified) throw new Error('statement.seal: the signature dictionary was not certified');
    for (const warning of warnings) log().warn({ code: warning.code }, `statement.seal: ${warning.message}`);
    return bytes;
  } catch (e) {
    if (tsaFailure) {
      throw new DomainError(
        'TIMESTAMP_UNAVAILABLE',
        'De tijdstempeldienst is niet bereikbaar; de verklaring is niet uitgegeven. Probeer het zo opnieuw.',
        { cause: e },
      );
    }
    throw e;
  } finally {
    registry.register = register;
  }
}

export interface SealIdentity {
  /** base64 of the PKCS#12 (seal key, seal certificate, CA certificate) */
  p12: string;
  password: string;
  caPem: string;
  /** the CA's private key (PKCS#8 PEM), which signs the CRLs embedded at every seal (VERKLARING_SEAL_CA_KEY) */
  caKey: string;
}

/**
 * A CA and a seal certificate issued by it, as a PKCS#12 (what the start script stores once in
 * .data/secrets.json when no VERKLARING_SEAL_P12 is configured). RSA 3072, SHA-256. The CA may
 * issue end-entity certificates only (basicConstraints pathLen 0). The seal certificate is for
 * signing documents: key usage digitalSignature + nonRepudiation, extended key usage documentSigning
 * (RFC 9336) with emailProtection beside it, because poppler (pdfsig 22.x, NSS) checks a PDF signer as
 * an S/MIME signer: it calls a certificate whose extended key usages are documentSigning alone (or with
 * Adobe's authentic-documents usage) "Unknown issue with Certificate", and trusts the chain only when
 * the CA is trusted for e-mail (`certutil -t ,C,`; docs/deployment.md). Adobe accepts both.
 * With `publicUrl` (the service's public address, APP_URL) the seal certificate names the CA's CRL at
 * `publicUrl` + SEAL_CRL_PATH as its CRL distribution point, so software that checks revocation online
 * can; without one it names none (a certificate lives for years: no address of this machine in it),
 * and the CRL embedded in every sealed document is all there is, as for identities made before.
 */
export async function generateSealIdentity(options: {
  organisatie: string;
  now?: Date;
  jaren?: number;
  publicUrl?: string;
}): Promise<SealIdentity> {
  const forge = (await import('node-forge')).default;
  const now = options.now ?? new Date();
  const years = options.jaren ?? 10;
  const toForgeKeys = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
    return {
      pkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
      publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
    };
  };
  const serial = () => `01${randomBytes(15).toString('hex')}`; // positive, 16 bytes
  const until = (from: Date, y: number) => {
    const d = new Date(from);
    d.setUTCFullYear(d.getUTCFullYear() + y);
    return d;
  };
  const from = new Date(now.getTime() - 60 * 60 * 1000); // an hour back: clocks of readers differ

  const caKeys = toForgeKeys();
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = serial();
  ca.validity.notBefore = from;
  ca.validity.notAfter = until(from, years + 5);
  const caName = [
    { shortName: 'C', value: 'NL' },
    { shortName: 'O', value: options.organisatie },
    { shortName: 'CN', value: `${options.organisatie} IKV CA` },
  ];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([
    // a CA for this seal only: it may not certify another CA
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());

  const sealKeys = toForgeKeys();
  const seal = forge.pki.createCertificate();
  seal.publicKey = sealKeys.publicKey;
  seal.serialNumber = serial();
  seal.validity.notBefore = from;
  seal.validity.notAfter = until(from, years);
  seal.setSubject([
    { shortName: 'C', value: 'NL' },
    { shortName: 'O', value: options.organisatie },
    { shortName: 'CN', value: `${options.organisatie} inkomensverklaring (zegel)` },
  ]);
  seal.setIssuer(caName);
  seal.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    // documentSigning (1.3.6.1.5.5.7.3.36, RFC 9336), and emailProtection, which poppler requires (above)
    { name: 'extKeyUsage', emailProtection: true, '1.3.6.1.5.5.7.3.36': true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: ca.generateSubjectKeyIdentifier().getBytes() },
    ...(options.publicUrl
      ? [
          {
            name: 'cRLDistributionPoints',
            altNames: [{ type: 6, value: `${options.publicUrl.replace(/\/+$/, '')}${SEAL_CRL_PATH}` }],
          },
        ]
      : []),
  ]);
  seal.sign(caKeys.privateKey, forge.md.sha256.create());

  const password = randomBytes(24).toString('base64url');
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(sealKeys.privateKey, [seal, ca], password, {
    algorithm: 'aes256',
    friendlyName: 'IKV-zegel',
  });
  const p12 = Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), 'binary').toString('base64');
  return { p12, password, caPem: forge.pki.certificateToPem(ca), caKey: caKeys.pkcs8 };
}
