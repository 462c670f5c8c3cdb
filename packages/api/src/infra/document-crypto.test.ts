import { afterEach, describe, expect, it } from 'vitest';
import { resetConfigForTests } from './config.ts';
import { currentDocumentKeyId, openDocument, rewrapDataKey, sealDocument } from './document-crypto.ts';

const pdf = new TextEncoder().encode('%PDF-1.4\nBSN 123456782\n%%EOF\n');
const text = (b: Uint8Array) => new TextDecoder().decode(b);

afterEach(() => {
  delete process.env.DOCUMENT_KEYS;
  resetConfigForTests();
});

describe('document envelope encryption', () => {
  it('seals with a fresh data key: no plaintext stored, two seals differ, opens to the bytes', () => {
    const a = sealDocument(pdf);
    const b = sealDocument(pdf);
    expect(a.sleutelId).toBe('k0'); // without DOCUMENT_KEYS: derived from TOTP_ENCRYPTION_KEY
    expect(text(a.inhoud)).not.toContain('%PDF');
    expect(text(a.inhoud)).not.toContain('123456782');
    expect(Buffer.from(a.inhoud).equals(Buffer.from(b.inhoud))).toBe(false);
    expect(Buffer.from(a.dataSleutel).equals(Buffer.from(b.dataSleutel))).toBe(false);
    expect(text(openDocument(a))).toBe(text(pdf));
  });

  it('a row from before encryption (no key id) reads as stored', () => {
    expect(openDocument({ inhoud: pdf, sleutelId: null, dataSleutel: null })).toBe(pdf);
  });

  it('refuses tampered bytes or a tampered data key (GCM tag)', () => {
    const s = sealDocument(pdf);
    const bytes = new Uint8Array(s.inhoud);
    bytes[bytes.length - 1]! ^= 1;
    expect(() => openDocument({ ...s, inhoud: bytes })).toThrow();
    const key = new Uint8Array(s.dataSleutel);
    key[key.length - 1]! ^= 1;
    expect(() => openDocument({ ...s, dataSleutel: key })).toThrow();
  });

  it('rotation: a new first key wraps new data keys; old rows re-wrap under it and still open; a dropped key cannot', () => {
    const old = sealDocument(pdf);
    process.env.DOCUMENT_KEYS = `k1=${'n'.repeat(40)}`;
    resetConfigForTests();
    expect(currentDocumentKeyId()).toBe('k1');
    expect(text(openDocument(old))).toBe(text(pdf)); // k0 still readable
    const rewrapped = rewrapDataKey({ sleutelId: old.sleutelId, dataSleutel: old.dataSleutel });
    expect(rewrapped.sleutelId).toBe('k1');
    const moved = { inhoud: old.inhoud, ...rewrapped };
    expect(text(openDocument(moved))).toBe(text(pdf));

    process.env.DOCUMENT_KEYS = `k2=${'m'.repeat(40)},k1=${'n'.repeat(40)}`;
    resetConfigForTests();
    const twice = { inhoud: old.inhoud, ...rewrapDataKey(moved) };
    expect(twice.sleutelId).toBe('k2');
    process.env.DOCUMENT_KEYS = `k2=${'m'.repeat(40)}`;
    resetConfigForTests();
    expect(text(openDocument(twice))).toBe(text(pdf));
    expect(() => openDocument(moved)).toThrow(/key k1 is not configured/);
  });
});
