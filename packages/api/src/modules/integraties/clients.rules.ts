// API clients: scopes, secrets' validity and rotation overlap. Pure: time comes in as an argument.
import { CLIENT_SCOPES, type ClientScope } from '../../infra/service-context.ts';

export const isClientScope = (s: string): s is ClientScope => (CLIENT_SCOPES as readonly string[]).includes(s);

/** The overlap after a rotation when none is given: the old secret keeps working a day. */
export const DEFAULT_ROTATION_OVERLAP_HOURS = 24;
/** At most a month of overlap: two secrets live side by side only while a system is being switched. */
export const MAX_ROTATION_OVERLAP_HOURS = 30 * 24;

/**
 * The scopes a token gets (RFC 6749 §3.3): without `scope`, all the client holds; with it, those
 * asked for, each of which the client must hold, else `invalid_scope`.
 */
export function grantScopes(
  requested: string | null,
  held: readonly string[],
): { ok: true; scopes: ClientScope[] } | { ok: false } {
  const heldScopes = held.filter(isClientScope);
  if (requested === null || requested.trim() === '') return { ok: true, scopes: heldScopes };
  const asked = [...new Set(requested.trim().split(/ +/))];
  if (asked.some((s) => !isClientScope(s) || !heldScopes.includes(s))) return { ok: false };
  return { ok: true, scopes: asked as ClientScope[] };
}

/** A token's scopes that its client still holds (a scope taken away works no more, at once). */
export function currentScopes(tokenScope: string, held: readonly string[]): ClientScope[] {
  return tokenScope.split(' ').filter((s): s is ClientScope => isClientScope(s) && held.includes(s));
}

/** A secret works until its `geldigTot` (exclusive); without one, until it is rotated. */
export const secretValidAt = (secret: { geldigTot: Date | null }, now: Date): boolean =>
  secret.geldigTot === null || now.getTime() < secret.geldigTot.getTime();

/** When the secrets that are valid now stop after a rotation at `now` with `overlapHours`. */
export function rotationEnd(now: Date, overlapHours: number): Date {
  const hours = Math.min(Math.max(overlapHours, 0), MAX_ROTATION_OVERLAP_HOURS);
  return new Date(now.getTime() + hours * 3_600_000);
}

/** Parses `--scopes "a b"` or "a,b": the scopes, or the ones that do not exist. */
export function parseScopeList(text: string): { ok: true; scopes: ClientScope[] } | { ok: false; unknown: string[] } {
  const parts = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  const unknown = parts.filter((s) => !isClientScope(s));
  if (unknown.length) return { ok: false, unknown };
  return { ok: true, scopes: parts as ClientScope[] };
}

/**
 * The credentials of an `Authorization: Basic` header (RFC 6749 §2.3.1: client_id and secret are
 * form-urlencoded before base64), or null when it is absent or malformed.
 */
export function parseBasicCredentials(header: string | null): { clientId: string; secret: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return null;
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0)),
    );
    const colon = decoded.indexOf(':');
    if (colon < 1) return null;
    const clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
    const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    return secret ? { clientId, secret } : null;
  } catch {
    return null;
  }
}

/** What each scope allows (the OpenAPI document's oauth2 scheme, the management page). */
export const CLIENT_SCOPE_DESCRIPTIONS: Record<ClientScope, string> = {
  koppelingen: 'ondernemers uitnodigen en de koppelingen van de organisatie zien',
  'aanvragen:lezen': 'de aanvragen van gekoppelde ondernemers lezen',
  'verklaringen:lezen': 'de uitgegeven verklaringen (JWS en pdf) van gekoppelde ondernemers lezen',
  verificatie: 'verklaringen controleren en erop abonneren (geldverstrekkers)',
  webhooks: 'webhooks registreren en hun afleveringen zien',
};

/** RFC 7523 client authentication: the value of client_assertion_type. */
export const JWT_BEARER_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** An assertion may live at most this long (its jti is kept until it expires). */
export const ASSERTION_MAX_LIFETIME_SECONDS = 300;
/** The signature algorithms a client assertion may use. */
export const ASSERTION_ALGORITHMS = ['RS256', 'ES256'] as const;

/**
 * The claims of a client assertion whose signature has been checked (RFC 7523 section 3): iss and
 * sub are the client_id, aud names the token endpoint, exp is in the future but not more than five
 * minutes away, nbf (if any) has passed, jti is there. Answers the jti and when it may be forgotten.
 */
export function checkAssertionClaims(
  claims: { iss?: unknown; sub?: unknown; aud?: unknown; exp?: unknown; nbf?: unknown; jti?: unknown },
  expected: { clientId: string; audience: string; now: Date },
): { ok: true; jti: string; expires: Date } | { ok: false; reden: string } {
  const now = Math.floor(expected.now.getTime() / 1000);
  if (claims.iss !== expected.clientId || claims.sub !== expected.clientId)
    return { ok: false, reden: 'iss en sub moeten de client_id zijn' };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.audience)) return { ok: false, reden: `aud moet ${expected.audience} zijn` };
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return { ok: false, reden: 'exp ontbreekt' };
  if (claims.exp <= now) return { ok: false, reden: 'de assertion is verlopen' };
  if (claims.exp > now + ASSERTION_MAX_LIFETIME_SECONDS)
    return { ok: false, reden: `exp ligt meer dan ${ASSERTION_MAX_LIFETIME_SECONDS} seconden vooruit` };
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now))
    return { ok: false, reden: 'de assertion geldt nog niet (nbf)' };
  if (typeof claims.jti !== 'string' || claims.jti.length === 0 || claims.jti.length > 200)
    return { ok: false, reden: 'jti ontbreekt' };
  return { ok: true, jti: claims.jti, expires: new Date(claims.exp * 1000) };
}

type PublicJwk = Record<string, unknown> & { kty: 'RSA' | 'EC' };

/**
 * A client's public keys for private_key_jwt: a JWK Set ({"keys": [...]}) or one JWK, RSA (2048 bits
 * or more) or EC P-256, public members only. Answers the set to store, or why not.
 */
export function parseClientJwks(
  text: string,
): { ok: true; jwks: { keys: PublicJwk[] } } | { ok: false; reden: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reden: 'geen JSON' };
  }
  const list: unknown[] =
    typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { keys?: unknown }).keys)
      ? (parsed as { keys: unknown[] }).keys
      : [parsed];
  if (list.length === 0 || list.length > 10) return { ok: false, reden: 'één tot tien sleutels' };
  const keys: PublicJwk[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) return { ok: false, reden: 'een sleutel is geen JWK' };
    const jwk = item as Record<string, unknown>;
    if (['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'].some((m) => m in jwk))
      return { ok: false, reden: 'alleen publieke sleutels (een privédeel staat erin)' };
    if (jwk.kty === 'RSA') {
      if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string')
        return { ok: false, reden: 'RSA-sleutel zonder n of e' };
      if (Buffer.from(jwk.n, 'base64url').length < 256)
        return { ok: false, reden: 'RSA-sleutels van minstens 2048 bits' };
    } else if (jwk.kty === 'EC') {
      if (jwk.crv !== 'P-256' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string')
        return { ok: false, reden: 'EC-sleutels op P-256 (ES256)' };
    } else return { ok: false, reden: 'alleen RSA (RS256) of EC P-256 (ES256)' };
    keys.push(jwk as PublicJwk);
  }
  return { ok: true, jwks: { keys } };
}
