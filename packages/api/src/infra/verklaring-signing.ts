// The key that signs issued statements (compact JWS, EdDSA/Ed25519 or ES256, `kid` in the header).
// VERKLARING_SIGNING_KEY: a private JWK (JSON) or a PKCS#8 PEM; without `kid` the key's RFC 7638
// thumbprint is used. VERKLARING_RETIRED_KEYS: earlier public keys (a JSON array of JWKs or a JWK
// Set), still published so statements signed with them keep verifying. The start script generates
// an Ed25519 key once into .data/secrets.json, like the other secrets; tests set one explicitly.
// The app itself never verifies a JWS: it answers "is this genuine" from its own records (the PDF's
// SHA-256, the code), which also know a revoked or expired statement. The JWS is for the lender,
// who verifies it offline against /.well-known/jwks.json with any JOSE library (the integration tests
// do exactly that with jose's compactVerify).
import { createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, CompactSign, type JWK } from 'jose';
import { withSpan } from './observability/tracing.ts';
import { config } from './config.ts';

interface SigningKey {
  kid: string;
  alg: 'EdDSA' | 'ES256';
  privateKey: KeyObject;
  publicJwk: JWK;
}

let cached: { source: string; key: SigningKey } | undefined;

function algOf(jwk: JWK): 'EdDSA' | 'ES256' {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  throw new Error('VERKLARING_SIGNING_KEY must be an Ed25519 (OKP) or P-256 (EC) key');
}

async function parseKey(source: string): Promise<SigningKey> {
  const trimmed = source.trim();
  let privateKey: KeyObject;
  let kid: string | undefined;
  if (trimmed.startsWith('{')) {
    const jwk = JSON.parse(trimmed) as JWK;
    if (!jwk.d) throw new Error('VERKLARING_SIGNING_KEY must be a private key (the JWK has no "d")');
    privateKey = createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
    kid = jwk.kid;
  } else {
    privateKey = createPrivateKey(trimmed);
  }
  const exported = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  const alg = algOf(exported);
  const base: JWK = { kty: exported.kty, crv: exported.crv, x: exported.x, ...(exported.y ? { y: exported.y } : {}) };
  kid ??= await calculateJwkThumbprint(base);
  return { kid, alg, privateKey, publicJwk: { ...base, kid, alg, use: 'sig' } };
}

async function signingKey(): Promise<SigningKey> {
  const source = config().verklaring.signingKey;
  if (!source) throw new Error('VERKLARING_SIGNING_KEY must be set (a private Ed25519 or P-256 JWK, or PEM)');
  if (cached?.source === source) return cached.key;
  const key = await parseKey(source);
  cached = { source, key };
  return key;
}

function retiredKeys(): JWK[] {
  const raw = config().verklaring.retiredKeys;
  if (!raw) return [];
  const parsed = JSON.parse(raw) as JWK[] | { keys: JWK[] };
  const list = Array.isArray(parsed) ? parsed : parsed.keys;
  return list.map((k) => {
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = k;
    return { ...pub, alg: pub.alg ?? algOf(pub), use: 'sig' };
  });
}

/** The JWK Set: the current public key first, then the retired ones (never a private part). */
export async function publicJwks(): Promise<{ keys: JWK[] }> {
  const current = await signingKey();
  const retired = retiredKeys().filter((k) => k.kid !== current.kid);
  return { keys: [current.publicJwk, ...retired] };
}

/** A compact JWS over the JSON of `payload`. */
export function signJson(payload: unknown): Promise<{ jws: string; kid: string }> {
  return withSpan('statement.sign', {}, () => sign(payload));
}

async function sign(payload: unknown): Promise<{ jws: string; kid: string }> {
  const key = await signingKey();
  const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JOSE', cty: 'ikv-verklaring+json' })
    .sign(key.privateKey);
  return { jws, kid: key.kid };
}
