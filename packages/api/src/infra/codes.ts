// Random tokens and codes, and their keyed hashes (only hashes are stored).
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { secretBytes } from './secrets.ts';
import { formatRecoveryCode } from '../shared/one-time-code.rules.ts';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const randomSixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const randomRecoveryCode = () => formatRecoveryCode(randomBytes(10));
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** HMAC with the server's JWT secret: a leaked table of 6-digit code hashes cannot be reversed by lookup. */
export function hashCode(purpose: string, code: string): string {
  return createHmac('sha256', secretBytes('JWT_SECRET')).update(`${purpose}:${code}`).digest('hex');
}
