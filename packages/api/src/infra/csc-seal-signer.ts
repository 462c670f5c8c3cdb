// The seal signed by a trust-service provider's remote-signing service (Trust IV): the Cloud
// Signature Consortium API v2 (CSC), the interface qualified TSPs offer for a QSealC whose key stays
// in their HSM. What is used of it, for a seal (a SCAL 1 credential, authMode "implicit": no
// per-signature user authorisation):
// - OAuth 2.0 client credentials at the TSP's token endpoint (client_secret_basic) for a bearer token;
// - POST {CSC_URL}/credentials/list: the credential to use when CSC_CREDENTIAL_ID does not name one;
// - POST {CSC_URL}/credentials/info with certificates "chain": the seal certificate and its chain;
// - POST {CSC_URL}/signatures/signHash: the signature over the hash computed here; the document and
//   its hash leave nothing else behind at the provider.
// Selected by configuration (CSC_URL, CSC_TOKEN_URL, CSC_CLIENT_ID, CSC_CLIENT_SECRET,
// CSC_CREDENTIAL_ID; docs/deployment.md); it is a SealSigner like the PKCS#12 one.
import { X509Certificate, createHash } from 'node:crypto';
import type { SealSigner } from './seal-signer.ts';

interface CscSettings {
  /** the CSC API's base, ending in /csc/v2 */
  url: string;
  /** the OAuth 2.0 token endpoint (client credentials) */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** the credential (key + certificate) to sign with; else the first one credentials/list answers */
  credentialId?: string | undefined;
}

const HASH_OID = {
  'SHA-256': '2.16.840.1.101.3.4.2.1',
  'SHA-384': '2.16.840.1.101.3.4.2.2',
  'SHA-512': '2.16.840.1.101.3.4.2.3',
} as const;
const RSA_OID = '1.2.840.113549.1.1.1';
const ECDSA_OID = {
  'SHA-256': '1.2.840.10045.4.3.2',
  'SHA-384': '1.2.840.10045.4.3.3',
  'SHA-512': '1.2.840.10045.4.3.4',
} as const;

/**
 * A remote-signing call that failed (refused, unreachable, timed out or answered nonsense): the seal,
 * and so the issue, fails as a whole. The message names the provider's answer, never a secret.
 */
class CscError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CscError';
  }
}

/** A token and when to fetch a new one (a minute before it expires). */
interface Token {
  value: string;
  renewAt: number;
}

export class CscSealSigner implements SealSigner {
  private token: Token | null = null;

  private constructor(
    private readonly settings: CscSettings,
    private readonly credentialId: string,
    readonly certificate: Uint8Array,
    readonly certificateChain: Uint8Array[],
    readonly keyType: 'RSA' | 'EC',
    readonly signatureAlgorithm: 'RSASSA-PKCS1-v1_5' | 'ECDSA',
  ) {}

  /** Connects: a token, the credential and its certificates. */
  static async create(settings: CscSettings): Promise<CscSealSigner> {
    const session = { token: null as Token | null };
    const call = (path: string, body: unknown) => cscCall(settings, session, path, body);
    let credentialId = settings.credentialId;
    if (!credentialId) {
      const list = (await call('credentials/list', { maxResults: 10 })) as { credentialIDs?: unknown };
      const first = Array.isArray(list.credentialIDs) ? list.credentialIDs[0] : undefined;
      if (typeof first !== 'string') throw new CscError('CSC: credentials/list answers no credential');
      credentialId = first;
    }
    const info = (await call('credentials/info', { credentialID: credentialId, certificates: 'chain' })) as {
      key?: { status?: string; algo?: string[] };
      cert?: { status?: string; certificates?: string[] };
      authMode?: string;
    };
    const certs = (info.cert?.certificates ?? []).map((b64) => new Uint8Array(Buffer.from(b64, 'base64')));
    if (info.key?.status !== 'enabled' || certs.length === 0)
      throw new CscError(`CSC: credential ${credentialId} has no enabled key with a certificate`);
    if (info.cert?.status && info.cert.status !== 'valid')
      throw new CscError(`CSC: the certificate of credential ${credentialId} is ${info.cert.status}`);
    if (info.authMode && info.authMode !== 'implicit')
      throw new CscError(
        `CSC: credential ${credentialId} needs authMode ${info.authMode}; a seal needs an implicit (SCAL 1) credential`,
      );
    const keyType = new X509Certificate(certs[0]!).publicKey.asymmetricKeyType === 'ec' ? 'EC' : 'RSA';
    const signer = new CscSealSigner(
      settings,
      credentialId,
      certs[0]!,
      certs.slice(1),
      keyType,
      keyType === 'EC' ? 'ECDSA' : 'RSASSA-PKCS1-v1_5',
    );
    signer.token = session.token;
    return signer;
  }

  async sign(data: Uint8Array, algorithm: 'SHA-256' | 'SHA-384' | 'SHA-512'): Promise<Uint8Array> {
    const hash = createHash(algorithm.replace('-', '').toLowerCase()).update(data).digest('base64');
    const session = { token: this.token };
    const answer = (await cscCall(this.settings, session, 'signatures/signHash', {
      credentialID: this.credentialId,
      hashes: [hash],
      hashAlgorithmOID: HASH_OID[algorithm],
      signAlgo: this.keyType === 'EC' ? ECDSA_OID[algorithm] : RSA_OID,
    })) as { signatures?: unknown };
    this.token = session.token;
    const signature = Array.isArray(answer.signatures) ? answer.signatures[0] : undefined;
    if (typeof signature !== 'string') throw new CscError('CSC: signatures/signHash answers no signature');
    return new Uint8Array(Buffer.from(signature, 'base64'));
  }
}

async function fetchToken(settings: CscSettings): Promise<Token> {
  const res = await reach('the token endpoint', settings.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'service' }).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new CscError(`CSC: the token endpoint answers ${res.status}`, res.status);
  const body = (await answerOf(res, 'the token endpoint')) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== 'string') throw new CscError('CSC: the token endpoint answers no access_token');
  const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 300;
  return { value: body.access_token, renewAt: Date.now() + Math.max(0, lifetime - 60) * 1000 };
}

/** One CSC call with a current token; a 401 gets one new token and one retry. */
async function cscCall(
  settings: CscSettings,
  session: { token: Token | null },
  path: string,
  body: unknown,
): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    if (!session.token || session.token.renewAt <= Date.now()) session.token = await fetchToken(settings);
    const res = await reach(path, `${settings.url.replace(/\/+$/, '')}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token.value}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (res.status === 401 && attempt === 0) {
      session.token = null;
      continue;
    }
    if (!res.ok) throw new CscError(`CSC: ${path} answers ${res.status}`, res.status);
    return answerOf(res, path);
  }
}

/** A request to the provider; a network failure or a timeout becomes a CscError naming what was asked. */
async function reach(what: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    throw new CscError(`CSC: ${what} cannot be reached (${e instanceof Error ? e.name : 'error'})`);
  }
}

/** The provider's JSON answer; anything else becomes a CscError. */
async function answerOf(res: Response, what: string): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    throw new CscError(`CSC: ${what} answers no JSON`);
  }
}
