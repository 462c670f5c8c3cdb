// Client ids and secrets: random, shown once, stored as SHA-256 and compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The public client_id: 16 random bytes. */
export const newClientId = (): string => `ikvc_${randomBytes(16).toString('base64url')}`;

/** A secret of 256 random bits; its prefix (first 12 characters) names it on the management page. */
export function newClientSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `ikvs_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashSecret(secret), prefix: secret.slice(0, 12) };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whether `secret` is the one behind `hash`, in constant time (both are SHA-256 digests of equal length). */
export function secretMatches(secret: string, hash: string): boolean {
  const given = createHash('sha256').update(secret, 'utf8').digest();
  const stored = Buffer.from(hash, 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored);
}
