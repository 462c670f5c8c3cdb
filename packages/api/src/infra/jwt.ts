// Access tokens: short-lived HS256 JWTs. The session version lets a password change kill them.
import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import { secretBytes } from './secrets.ts';
import type { Rol } from './service-context.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'ikv';
const AUDIENCE = 'ikv-api';

interface AccessClaims {
  sub: string;
  rol: Rol;
  email: string;
  sv: number;
  /** the session (login) the token belongs to: logout revokes it (absent in tokens from before sessions were tracked) */
  sid?: string;
}

export async function signAccessToken(claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    rol: claims.rol,
    email: claims.email,
    sv: claims.sv,
    ...(claims.sid ? { sid: claims.sid } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await hmacKey());
}

// The signing key imported once: jose re-imports a raw secret on every call.
let signingKey: { bytes: Uint8Array; key: Promise<webcrypto.CryptoKey> } | undefined;
function hmacKey(): Promise<webcrypto.CryptoKey> {
  const bytes = secretBytes('JWT_SECRET');
  if (signingKey?.bytes !== bytes) {
    signingKey = {
      bytes,
      key: webcrypto.subtle.importKey('raw', new Uint8Array(bytes), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    };
  }
  return signingKey.key;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A token whose signature and claims checked out, with its validity window (seconds). */
interface Verified {
  claims: Readonly<AccessClaims>;
  exp: number;
  nbf: number | undefined;
}

/**
 * Tokens already verified, so a client's next request with the same token costs one Map look-up
 * instead of an HMAC and two decodes (5.4 % of the CPU of a cached POST /kvk; fast-jwt's
 * verifier cache does the same). Only tokens signed with the current secret get in (a forged one is
 * verified in full every time), the window is checked on every use, a new secret empties it, and
 * it holds at most VERIFIED_MAX tokens (the oldest verification leaves first).
 */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, Verified>();
let verifiedWith: Uint8Array | undefined;

const within = (v: Verified, seconds: number): boolean => seconds < v.exp && (v.nbf === undefined || seconds >= v.nbf);

/**
 * Claims of a valid token, or null for anything else (expired, not yet valid, forged, another
 * algorithm, another issuer or audience, malformed). Verified on every API request, so done
 * synchronously with node:crypto (WebCrypto's asynchronous HMAC costs more than the rest of a cached
 * KvK lookup); the rules are jose's for HS256 (RFC 7515/7519) and jwt.test.ts holds both to them.
 */
export function verifyAccessToken(token: string, now: Date): AccessClaims | null {
  return verifyAccessTokenWindow(token, now)?.claims ?? null;
}

/** As verifyAccessToken, with the moment the token expires (ms): a live stream ends there. */
export function verifyAccessTokenWindow(
  token: string,
  now: Date,
): { claims: Readonly<AccessClaims>; expiresAtMs: number } | null {
  const secret = secretBytes('JWT_SECRET');
  if (verifiedWith !== secret) {
    verified.clear();
    verifiedWith = secret;
  }
  const seconds = Math.floor(now.getTime() / 1000);
  const known = verified.get(token);
  if (known) return within(known, seconds) ? { claims: known.claims, expiresAtMs: known.exp * 1000 } : null;
  const checked = verifySignedToken(token, secret);
  if (!checked || !within(checked, seconds)) return null;
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, checked);
  return { claims: checked.claims, expiresAtMs: checked.exp * 1000 };
}

/** The signature, the header and every claim but the time window. */
function verifySignedToken(token: string, secret: Uint8Array): Verified | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, sig] = parts as [string, string, string];
  if (!BASE64URL.test(h) || !BASE64URL.test(p) || !BASE64URL.test(sig)) return null;
  const header = decodeJson(h);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return null;
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const payload = decodeJson(p);
  if (!payload) return null;
  if (typeof payload.exp !== 'number') return null;
  if (payload.nbf !== undefined && typeof payload.nbf !== 'number') return null;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  if (payload.iss !== ISSUER) return null;
  const aud = payload.aud;
  if (!(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) return null;
  if (typeof payload.sub !== 'string' || (payload.rol !== 'ONDERNEMER' && payload.rol !== 'ADVISEUR')) return null;
  const claims: AccessClaims = {
    sub: payload.sub,
    rol: payload.rol,
    email: String(payload.email ?? ''),
    sv: Number(payload.sv ?? 0),
    ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
  };
  return { claims: Object.freeze(claims), exp: payload.exp, nbf: payload.nbf as number | undefined };
}

// ——— API clients (OAuth 2.0 client credentials; docs/integrations.md) ———
// A client's access token is a JWT of its own kind: another audience and `typ: at+jwt` (RFC 9068),
// so it never passes verifyAccessToken (audience ikv-api, a role) and a user's token never passes
// verifyClientToken (audience ikv-integrations, a client id and a scope).

export const CLIENT_TOKEN_TTL_SECONDS = 15 * 60;
const CLIENT_AUDIENCE = 'ikv-integrations';

interface ClientTokenClaims {
  /** the client's row id */
  sub: string;
  /** the public client_id */
  cid: string;
  /** the granted scopes, space-separated (RFC 6749 §3.3) */
  scope: string;
}

export async function signClientToken(claims: ClientTokenClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ cid: claims.cid, scope: claims.scope })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(CLIENT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + CLIENT_TOKEN_TTL_SECONDS)
    .sign(await hmacKey());
}

/** The claims of a valid client token, or null for anything else (a user's token included). */
export function verifyClientToken(token: string, now: Date): ClientTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, sig] = parts as [string, string, string];
  if (!BASE64URL.test(h) || !BASE64URL.test(p) || !BASE64URL.test(sig)) return null;
  const header = decodeJson(h);
  if (!header || header.alg !== 'HS256' || header.typ !== 'at+jwt' || header.crit !== undefined) return null;
  const expected = createHmac('sha256', secretBytes('JWT_SECRET')).update(`${h}.${p}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(p);
  if (!payload || typeof payload.exp !== 'number' || payload.iss !== ISSUER || payload.aud !== CLIENT_AUDIENCE)
    return null;
  if (typeof payload.sub !== 'string' || typeof payload.cid !== 'string' || typeof payload.scope !== 'string')
    return null;
  if (payload.rol !== undefined) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (seconds >= payload.exp || (typeof payload.nbf === 'number' && seconds < payload.nbf)) return null;
  return { sub: payload.sub, cid: payload.cid, scope: payload.scope };
}
