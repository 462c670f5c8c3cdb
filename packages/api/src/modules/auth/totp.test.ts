// otplib checked against an independent RFC 6238 implementation (node:crypto) and the RFC's vectors.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret, totpCode, totpUri } from './totp.ts';

function base32Decode(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of s.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}
function reference(key: Buffer, unixSeconds: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(bin).padStart(6, '0');
}

describe('totp', () => {
  it('matches the RFC 6238 SHA-1 vectors (last six digits)', () => {
    const key = Buffer.from('12345678901234567890');
    expect(reference(key, 59)).toBe('287082');
    expect(reference(key, 1111111109)).toBe('081804');
  });

  it('otplib codes equal the reference implementation', async () => {
    const secret = newTotpSecret();
    const now = new Date('2026-03-02T09:00:07Z');
    expect(await totpCode(secret, now)).toBe(reference(base32Decode(secret), now.getTime() / 1000));
  });

  it('accepts ±1 step, refuses ±2 and refuses a step already used', async () => {
    const secret = newTotpSecret();
    const now = new Date('2026-03-02T09:00:15Z');
    const at = (s: number) => reference(base32Decode(secret), now.getTime() / 1000 + s);
    const step = Math.floor(now.getTime() / 1000 / 30);
    expect(await checkTotp(secret, at(0), now, null)).toBe(step);
    expect(await checkTotp(secret, at(-30), now, null)).toBe(step - 1);
    expect(await checkTotp(secret, at(30), now, null)).toBe(step + 1);
    expect(await checkTotp(secret, at(-60), now, null)).toBeNull();
    expect(await checkTotp(secret, at(60), now, null)).toBeNull();
    expect(await checkTotp(secret, at(0), now, step)).toBeNull();
    expect(await checkTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('builds an otpauth URL', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'jan@voorbeeld.nl');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('issuer=IKV-service');
  });
});
