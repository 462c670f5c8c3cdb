// Secrets from the configuration (config.ts). The start script generates them into .data/ for the
// embedded default; tests set them explicitly.
import { config } from './config.ts';

const cache = new Map<string, Uint8Array>();

export function secretBytes(name: 'JWT_SECRET' | 'AUTH_SECRET'): Uint8Array {
  const hit = cache.get(name);
  if (hit) return hit;
  const value = name === 'JWT_SECRET' ? config().jwtSecret : config().authSecret;
  if (!value || value.length < 32) {
    throw new Error(`${name} must be set to at least 32 characters`);
  }
  const bytes = new TextEncoder().encode(value);
  cache.set(name, bytes);
  return bytes;
}
