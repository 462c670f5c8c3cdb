// argon2id with the OWASP parameters packages/api uses (m=19 MiB, t=2, p=1), so its verify() accepts it.
import { hash } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}
