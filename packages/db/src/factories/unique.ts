import { randomBytes, randomInt } from 'node:crypto';

/** A short random suffix for values that must be unique (e-mail addresses). */
export function uniqueSuffix(): string {
  return randomBytes(5).toString('hex');
}

/** A random 8-digit KvK number (9xxxxxxx: outside the registry test set's 6… numbers). */
export function randomKvkNummer(): string {
  return String(90_000_000 + randomInt(10_000_000));
}
