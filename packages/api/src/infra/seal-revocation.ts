// Where the revocation data in a sealed document's DSS come from (Trust IV, long-term validation).
// For the generated CA (its key in VERKLARING_SEAL_CA_KEY): the CRL it signs now (seal-crl.ts), for
// the certificate it issued; its self-signed root needs none. For every other certificate (a
// trust-service provider's seal and its chain, a timestamp authority's certificate): what the
// certificate itself names, its OCSP responder (Authority Information Access), else its CRL
// distribution point, fetched now, as @libpdf/core does by default (its own fetcher is not exported).
// A responder that is down or answers nonsense leaves that certificate without revocation data and
// a warning in the log; the seal is made all the same (a validator then asks online, or reports the
// revocation status as unknown), rather than refusing to issue because a third party is out of reach.
import { X509Certificate, createHash, type KeyObject } from 'node:crypto';
import type { RevocationProvider } from '@libpdf/core';
import { integer, oid, read, seq, subjectOf, tlv } from './der.ts';
import { issueSealCrl, issuedBy } from './seal-crl.ts';
import { log } from './observability/logger.ts';

/** How long one responder may take: a seal waits for it. */
const FETCH_TIMEOUT_MS = 5_000;
/** A CRL or OCSP answer larger than this is not taken (large CAs' CRLs stay well below). */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

/** The URIs (GeneralName [6]) under the extension `extOid` (its DER bytes) of a certificate. */
function extensionUris(certDer: Buffer, extOid: Buffer): string[] {
  const at = certDer.indexOf(extOid);
  if (at < 0) return [];
  let next = at + extOid.length;
  if (certDer[next] === 0x01) next = read(certDer, next).end; // critical BOOLEAN
  const octets = read(certDer, next);
  const uris: string[] = [];
  const walk = (start: number, end: number) => {
    for (let i = start; i < end;) {
      const item = read(certDer, i);
      const tag = certDer[i]!;
      if (tag === 0x86) uris.push(certDer.subarray(item.contentStart, item.end).toString('latin1'));
      else if (tag & 0x20) walk(item.contentStart, item.end);
      i = item.end;
    }
  };
  walk(octets.contentStart, octets.end);
  return uris.filter((u) => /^https?:\/\//i.test(u));
}

/** The CRL distribution points (2.5.29.31) a certificate names (http and https only). */
function crlDistributionPoints(certDer: Uint8Array): string[] {
  return extensionUris(Buffer.from(certDer), Buffer.from([0x06, 0x03, 0x55, 0x1d, 0x1f]));
}

/** The OCSP responder a certificate names (Authority Information Access), if any. */
function ocspResponder(certDer: Uint8Array): string | null {
  const info = new X509Certificate(certDer).infoAccess ?? '';
  return /^OCSP - URI:(https?:\/\/\S+)$/im.exec(info)?.[1] ?? null;
}

async function fetchAnswer(url: string, init: RequestInit): Promise<Uint8Array> {
  const response = await fetch(url, { ...init, redirect: 'follow', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`answers ${response.status}`);
  if (Number(response.headers.get('content-length') ?? '0') > MAX_ANSWER_BYTES) throw new Error('answer too large');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length === 0 || bytes.length > MAX_ANSWER_BYTES) throw new Error('empty or too large');
  if (bytes[0] !== 0x30) throw new Error('not DER');
  return bytes;
}

/** An OCSP request (RFC 6960) for `cert`, issued by `issuer`: one CertID with SHA-1 hashes. */
function ocspRequest(cert: Uint8Array, issuer: Uint8Array): Buffer {
  const sha1 = (b: Buffer) => createHash('sha1').update(b).digest();
  const spkiDer = new X509Certificate(issuer).publicKey.export({ type: 'spki', format: 'der' });
  const algorithm = read(spkiDer, read(spkiDer, 0).contentStart);
  const bits = read(spkiDer, algorithm.end);
  const serial = new X509Certificate(cert).serialNumber;
  const certId = seq(
    seq(oid('1.3.14.3.2.26'), Buffer.from([0x05, 0x00])), // SHA-1
    tlv(0x04, sha1(subjectOf(Buffer.from(issuer)))),
    tlv(0x04, sha1(spkiDer.subarray(bits.contentStart + 1, bits.end))), // the key's bits, past the unused-bits byte
    integer(Buffer.from(serial.length % 2 ? `0${serial}` : serial, 'hex')),
  );
  return seq(seq(seq(seq(certId))));
}

/** Whether an OCSPResponse's responseStatus (its first ENUMERATED) is successful (0). */
function ocspSuccessful(answer: Uint8Array): boolean {
  const der = Buffer.from(answer);
  const status = read(der, read(der, 0).contentStart);
  return der[status.start] === 0x0a && status.end - status.contentStart === 1 && der[status.contentStart] === 0;
}

function unavailable(what: string, url: string, e: unknown): null {
  const host = new URL(url).host;
  log().warn(
    { code: 'REVOCATION_UNAVAILABLE', host },
    `statement.seal: no ${what} from ${host} (${e instanceof Error ? e.message : 'failed'}); the seal carries no revocation data for that certificate`,
  );
  return null;
}

/** Revocation data fetched from the addresses the certificate names. */
const onlineRevocation: Required<RevocationProvider> = {
  async getOCSP(cert, issuer) {
    const url = ocspResponder(cert);
    if (!url) return null;
    try {
      const answer = await fetchAnswer(url, {
        method: 'POST',
        headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
        body: new Uint8Array(ocspRequest(cert, issuer)),
      });
      if (!ocspSuccessful(answer)) throw new Error('the responder did not answer successfully');
      return answer;
    } catch (e) {
      return unavailable('OCSP answer', url, e); // the CRL, if the certificate names one, is asked next
    }
  },
  async getCRL(cert) {
    const urls = crlDistributionPoints(cert);
    for (const url of urls) {
      try {
        return await fetchAnswer(url, { headers: { accept: 'application/pkix-crl' } });
      } catch (e) {
        unavailable('CRL', url, e);
      }
    }
    return null;
  },
};

/**
 * The revocation data for a seal: the own CA's CRL for what it issued (none for its root), the
 * online answer for anything else.
 */
export function sealRevocationProvider(
  ownCa: { der: Uint8Array; key: KeyObject } | null,
  now: Date,
): RevocationProvider {
  const own = (cert: Uint8Array) => ownCa !== null && issuedBy(cert, ownCa.der);
  const root = (cert: Uint8Array) => issuedBy(cert, cert);
  return {
    getOCSP: (cert, issuer) => (own(cert) ? Promise.resolve(null) : onlineRevocation.getOCSP(cert, issuer)),
    getCRL: (cert) => {
      if (!own(cert)) return onlineRevocation.getCRL(cert);
      return Promise.resolve(root(cert) ? null : issueSealCrl({ caDer: ownCa!.der, key: ownCa!.key, now }));
    },
  };
}
