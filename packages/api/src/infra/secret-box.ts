// The older scheme of secrets at rest: AES-256-GCM directly under TOTP_ENCRYPTION_KEY (any string of
// 32+ characters; the start script generates one into .data/secrets.json), one key, no key id. New
// secrets are sealed under rotatable keys (infra/document-crypto.ts, sealSecretAtRest); rows of this
// scheme are still read there and moved by `pnpm rotate-keys`.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { config } from './config.ts';

let cachedKey: Buffer | undefined;
function key(): Buffer {
  if (cachedKey) return cachedKey;
  const value = config().totpEncryptionKey;
  if (!value || value.length < 32) throw new Error('TOTP_ENCRYPTION_KEY must be set to at least 32 characters');
  cachedKey = createHash('sha256').update(value).digest();
  return cachedKey;
}

/** `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

export function openSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
