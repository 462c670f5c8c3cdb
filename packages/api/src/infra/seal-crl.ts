// Revocation data for the service's own seal CA (Trust IV, long-term validation): a certificate
// revocation list (RFC 5280, v2) signed by the CA's key, issued fresh at every seal and embedded in
// the sealed document's DSS, so a validator years later finds, inside the file, that the seal
// certificate was not revoked when the statement was sealed, with no responder to reach.
// The CA certifies one seal certificate, the one in use, so the list it issues names none; a
// compromised seal is replaced as a whole (a new CA and seal, docs/deployment.md). The same list is
// published at GET /.well-known/ikv-ca.crl, the distribution point a generated seal certificate names,
// for software that checks revocation online.
import { X509Certificate, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { integer, oid, read, seq, subjectOf, time, tlv } from './der.ts';

/** How long a CRL is current: a validator looking at the statement later uses the embedded one for the signing time. */
const CRL_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether `cert` (DER) was issued by `issuer` (DER): names match and the issuer's key verifies it. */
export function issuedBy(cert: Uint8Array, issuer: Uint8Array): boolean {
  try {
    const c = new X509Certificate(cert);
    const i = new X509Certificate(issuer);
    return c.checkIssued(i) && c.verify(i.publicKey);
  } catch {
    return false;
  }
}

/** The CA key (PKCS#8 PEM) when it is the key of `caDer`'s certificate, else null. */
function caKeyFor(caDer: Uint8Array, keyPem: string | undefined): KeyObject | null {
  if (!keyPem) return null;
  try {
    const key = createPrivateKey(keyPem);
    const ca = new X509Certificate(caDer);
    const fromKey = createPublicKey(key).export({ type: 'spki', format: 'der' });
    const fromCert = ca.publicKey.export({ type: 'spki', format: 'der' });
    return ca.ca && fromKey.equals(fromCert) ? key : null;
  } catch {
    return null;
  }
}

/** The CA of the seal's chain whose key VERKLARING_SEAL_CA_KEY is (the generated CA), with that key; else null. */
export function ownSealCa(
  chain: readonly Uint8Array[],
  keyPem: string | undefined,
): { der: Uint8Array; key: KeyObject } | null {
  for (const der of chain) {
    const key = caKeyFor(der, keyPem);
    if (key) return { der, key };
  }
  return null;
}

function subjectKeyIdentifier(certDer: Buffer): Buffer | null {
  // the extension's value is an OCTET STRING holding an OCTET STRING: find 2.5.29.14 and read past it
  const marker = Buffer.from([0x06, 0x03, 0x55, 0x1d, 0x0e]);
  const at = certDer.indexOf(marker);
  if (at < 0) return null;
  let next = at + marker.length;
  if (certDer[next] === 0x01) next = read(certDer, next).end; // critical BOOLEAN
  const outer = read(certDer, next);
  const inner = read(certDer, outer.contentStart);
  return certDer.subarray(inner.contentStart, inner.end);
}

/**
 * A CRL (DER) issued now by the CA `caDer` with `key`, listing `revokedSerials` (hexadecimal),
 * current for a week.
 */
export function issueSealCrl(options: {
  caDer: Uint8Array;
  key: KeyObject;
  now: Date;
  revokedSerials?: readonly string[];
}): Uint8Array {
  const caDer = Buffer.from(options.caDer);
  const ec = options.key.asymmetricKeyType === 'ec';
  const algorithm = ec
    ? seq(oid('1.2.840.10045.4.3.2')) // ecdsa-with-SHA256
    : seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00])); // sha256WithRSAEncryption
  const revoked = (options.revokedSerials ?? []).map((hex) =>
    seq(integer(Buffer.from(hex.replace(/[^0-9a-f]/gi, '').padStart(2, '0'), 'hex')), time(options.now)),
  );
  const crlNumber = integer(Buffer.from(options.now.getTime().toString(16).padStart(12, '0'), 'hex'));
  const ski = subjectKeyIdentifier(caDer);
  const extensions = [
    seq(oid('2.5.29.20'), tlv(0x04, crlNumber)), // cRLNumber
    ...(ski ? [seq(oid('2.5.29.35'), tlv(0x04, seq(tlv(0x80, ski))))] : []), // authorityKeyIdentifier
  ];
  const tbs = seq(
    integer(Buffer.from([1])), // v2
    algorithm,
    subjectOf(caDer),
    time(options.now),
    time(new Date(options.now.getTime() + CRL_VALIDITY_MS)),
    ...(revoked.length ? [seq(...revoked)] : []),
    tlv(0xa0, seq(...extensions)),
  );
  const signature = sign('sha256', tbs, options.key);
  return new Uint8Array(seq(tbs, algorithm, tlv(0x03, Buffer.from([0]), signature)));
}
