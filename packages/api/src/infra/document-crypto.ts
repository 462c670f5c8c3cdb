// Documents and secrets at rest (docs/privacy.md section 7, AVG art. 32): envelope encryption. Each
// document (and each two-factor or webhook secret) has its own random data key; its bytes are
// AES-256-GCM under that key, and the data key is AES-256-GCM under a key of the configuration (a
// key-encryption key), whose id is stored with the row. Rotating (`pnpm rotate-keys`) re-wraps the
// small data keys under the newest key and leaves the files alone.
// Keys: DOCUMENT_KEYS (`id=secret,…`, the first wraps new data keys), and always `k0`, derived from
// TOTP_ENCRYPTION_KEY, so an installation without DOCUMENT_KEYS encrypts too and can rotate away from it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { config } from './config.ts';
import { openSecret } from './secret-box.ts';

const IV = 12;
const TAG = 16;

interface KeyRing {
  current: string;
  keys: Map<string, Buffer>;
}

let cached: { source: string; ring: KeyRing } | undefined;

function keyRing(): KeyRing {
  const { documentKeys, totpEncryptionKey } = config();
  const source = `${documentKeys ?? ''}\u0000${totpEncryptionKey ?? ''}`;
  if (cached?.source === source) return cached.ring;
  const keys = new Map<string, Buffer>();
  if (totpEncryptionKey && totpEncryptionKey.length >= 32)
    keys.set('k0', createHash('sha256').update(`ikv-documenten:${totpEncryptionKey}`).digest());
  const configured = (documentKeys ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    });
  for (const [id, secret] of configured) keys.set(id, createHash('sha256').update(secret).digest());
  const current = configured[0]?.[0] ?? 'k0';
  if (!keys.has(current))
    throw new Error('documents: set DOCUMENT_KEYS or TOTP_ENCRYPTION_KEY (32+ characters) to encrypt documents');
  const ring = { current, keys };
  cached = { source, ring };
  return ring;
}

function keyOf(id: string): Buffer {
  const key = keyRing().keys.get(id);
  if (!key) throw new Error(`documents: key ${id} is not configured (DOCUMENT_KEYS)`);
  return key;
}

function seal(key: Buffer, plain: Uint8Array): Buffer {
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]);
}

function open(key: Buffer, sealed: Uint8Array): Buffer {
  const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, IV));
  decipher.setAuthTag(buf.subarray(IV, IV + TAG));
  return Buffer.concat([decipher.update(buf.subarray(IV + TAG)), decipher.final()]);
}

/** A document's stored form: the sealed bytes, the id of the key that wraps its data key, the wrapped key. */
interface SealedDocument {
  inhoud: Uint8Array<ArrayBuffer>;
  sleutelId: string;
  dataSleutel: Uint8Array<ArrayBuffer>;
}

/** Seals a document's bytes under a fresh data key, wrapped by the current key. */
export function sealDocument(plain: Uint8Array): SealedDocument {
  const { current } = keyRing();
  const dataKey = randomBytes(32);
  return {
    inhoud: new Uint8Array(seal(dataKey, plain)),
    sleutelId: current,
    dataSleutel: new Uint8Array(seal(keyOf(current), dataKey)),
  };
}

/** The bytes as uploaded; a row from before encryption (no key id) is returned as stored. */
export function openDocument(row: {
  inhoud: Uint8Array;
  sleutelId: string | null;
  dataSleutel: Uint8Array | null;
}): Uint8Array {
  if (row.sleutelId === null || row.dataSleutel === null) return row.inhoud;
  return new Uint8Array(open(open(keyOf(row.sleutelId), row.dataSleutel), row.inhoud));
}

/** The id of the key new data keys are wrapped with. */
export function currentDocumentKeyId(): string {
  return keyRing().current;
}

/** The data key re-wrapped under the current key (the file itself is not touched). */
export function rewrapDataKey(row: { sleutelId: string; dataSleutel: Uint8Array }): {
  sleutelId: string;
  dataSleutel: Uint8Array<ArrayBuffer>;
} {
  const { current } = keyRing();
  const dataKey = open(keyOf(row.sleutelId), row.dataSleutel);
  return { sleutelId: current, dataSleutel: new Uint8Array(seal(keyOf(current), dataKey)) };
}

// ── secrets (TOTP, webhook signing secrets) ──────────────────────────────────────────────────
// Stored as text `e1.<wrapped data key>.<sealed secret>` (base64url) beside the id of the key that
// wraps the data key. A row without a key id is of the older scheme (infra/secret-box.ts, directly
// under TOTP_ENCRYPTION_KEY): it is still read, and `pnpm rotate-keys` moves it into the envelope.

const SECRET_PREFIX = 'e1';

/** A secret's stored form: the text for its column and the id of the key that wraps its data key. */
interface SealedSecret {
  geheim: string;
  sleutelId: string;
}

function parseSealedSecret(geheim: string): { dataSleutel: Uint8Array; inhoud: Uint8Array } {
  const [prefix, wrapped, sealed] = geheim.split('.');
  if (prefix !== SECRET_PREFIX || !wrapped || !sealed) throw new Error('secrets: unknown sealed form');
  return {
    dataSleutel: new Uint8Array(Buffer.from(wrapped, 'base64url')),
    inhoud: new Uint8Array(Buffer.from(sealed, 'base64url')),
  };
}

const sealedSecretText = (dataSleutel: Uint8Array, inhoud: Uint8Array) =>
  [SECRET_PREFIX, Buffer.from(dataSleutel).toString('base64url'), Buffer.from(inhoud).toString('base64url')].join('.');

/** Seals a secret under a fresh data key, wrapped by the current key. */
export function sealSecretAtRest(plain: string): SealedSecret {
  const sealed = sealDocument(Buffer.from(plain, 'utf8'));
  return { geheim: sealedSecretText(sealed.dataSleutel, sealed.inhoud), sleutelId: sealed.sleutelId };
}

/** The secret in clear; a row without a key id is read under the older scheme (TOTP_ENCRYPTION_KEY). */
export function openSecretAtRest(row: { geheim: string; sleutelId: string | null }): string {
  if (row.sleutelId === null) return openSecret(row.geheim);
  const { dataSleutel, inhoud } = parseSealedSecret(row.geheim);
  return Buffer.from(openDocument({ inhoud, sleutelId: row.sleutelId, dataSleutel })).toString('utf8');
}

/** The secret under the current key: its data key re-wrapped, or (older scheme) sealed anew. */
export function rewrapSecret(row: { geheim: string; sleutelId: string | null }): SealedSecret {
  if (row.sleutelId === null) return sealSecretAtRest(openSecret(row.geheim));
  const { dataSleutel, inhoud } = parseSealedSecret(row.geheim);
  const rewrapped = rewrapDataKey({ sleutelId: row.sleutelId, dataSleutel });
  return { geheim: sealedSecretText(rewrapped.dataSleutel, inhoud), sleutelId: rewrapped.sleutelId };
}

// ── issued statements' PDFs ───────────────────────────────────────────────────────────────────
// Sealed like a document, in the statement's own columns (pdf, pdfSleutelId, pdfDataSleutel); the
// SHA-256 the verification compares stays that of the PDF as issued.

/** A statement's PDF as stored: the sealed bytes, the key id and the wrapped data key. */
export function sealVerklaringPdf(pdf: Uint8Array): {
  pdf: Uint8Array<ArrayBuffer>;
  pdfSleutelId: string;
  pdfDataSleutel: Uint8Array<ArrayBuffer>;
} {
  const sealed = sealDocument(pdf);
  return { pdf: sealed.inhoud, pdfSleutelId: sealed.sleutelId, pdfDataSleutel: sealed.dataSleutel };
}

/** The PDF as issued; a row from before encryption (no key id) is returned as stored. */
export function openVerklaringPdf(row: {
  pdf: Uint8Array;
  pdfSleutelId: string | null;
  pdfDataSleutel: Uint8Array | null;
}): Uint8Array {
  return openDocument({ inhoud: row.pdf, sleutelId: row.pdfSleutelId, dataSleutel: row.pdfDataSleutel });
}
