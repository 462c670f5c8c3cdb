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
