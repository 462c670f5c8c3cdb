// Revocation data for the service's own seal CA (Trust IV, long-term validation): a certificate
// revocation list (RFC 5280, v2) signed by the CA's key, issued fresh at every seal and embedded in
// the sealed document's DSS, so a validator years later finds, inside the file, that the seal
// certificate was not revoked when the statement was sealed, with no responder to reach.
// The CA certifies one seal certificate, the one in use, so the list it issues names none; a
// compromised seal is replaced as a whole (a new CA and seal, docs/deployment.md).
import { X509Certificate, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';

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
export function caKeyFor(caDer: Uint8Array, keyPem: string | undefined): KeyObject | null {
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

// DER, enough of it for a CRL
const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  const n = body.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : n < 0x10000
          ? Buffer.from([0x82, n >> 8, n & 0xff])
          : Buffer.from([0x83, n >> 16, (n >> 8) & 0xff, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
const seq = (...c: Buffer[]) => tlv(0x30, ...c);
const integer = (bytes: Buffer): Buffer => {
  let b = bytes;
  while (b.length > 1 && b[0] === 0 && b[1]! < 0x80) b = b.subarray(1);
  return tlv(0x02, b[0]! >= 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
};
const oid = (dotted: string): Buffer => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const out = [a! * 40 + b!];
  for (const n of rest) {
    const parts = [n & 0x7f];
    for (let v = n >>> 7; v > 0; v >>>= 7) parts.unshift((v & 0x7f) | 0x80);
    out.push(...parts);
  }
  return tlv(0x06, Buffer.from(out));
};
const time = (d: Date): Buffer => {
  const iso = d.toISOString().replace(/[-:T]/g, '').slice(0, 14); // YYYYMMDDHHMMSS
  return d.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tlv(0x18, Buffer.from(`${iso}Z`));
};

/** Reads one TLV at `offset` of `der`: its whole bytes, its content's start and its end. */
function read(der: Buffer, offset: number): { start: number; contentStart: number; end: number } {
  const first = der[offset + 1]!;
  let length = first;
  let head = 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + der[offset + 2 + i]!;
    head = 2 + count;
  }
  return { start: offset, contentStart: offset + head, end: offset + head + length };
}

/** The subject Name (DER, exactly as in the certificate) and the subjectKeyIdentifier of a certificate. */
function subjectOf(certDer: Buffer): Buffer {
  const cert = read(certDer, 0);
  const tbs = read(certDer, cert.contentStart);
  let at = tbs.contentStart;
  if (certDer[at] === 0xa0) at = read(certDer, at).end; // [0] version
  for (let i = 0; i < 4; i++) at = read(certDer, at).end; // serial, signature, issuer, validity
  const subject = read(certDer, at);
  return certDer.subarray(subject.start, subject.end);
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
