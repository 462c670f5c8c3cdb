// Secrets from the environment. The start script generates them into .data/ for the embedded
// default; tests set them explicitly.
const cache = new Map<string, Uint8Array>();

export function secretBytes(name: 'JWT_SECRET' | 'AUTH_SECRET'): Uint8Array {
  const hit = cache.get(name);
  if (hit) return hit;
  const value = process.env[name] ?? (name === 'JWT_SECRET' ? process.env.AUTH_SECRET : undefined);
  if (!value || value.length < 32) {
    throw new Error(`${name} must be set to at least 32 characters`);
  }
  const bytes = new TextEncoder().encode(value);
  cache.set(name, bytes);
  return bytes;
}
