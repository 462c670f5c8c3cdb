import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('secret box', () => {
  it('round-trips, uses a fresh IV each time and detects tampering', () => {
    const a = sealSecret('JBSWY3DPEHPK3PXP');
    const b = sealSecret('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(a)).toBe('JBSWY3DPEHPK3PXP');
    // Flip one bit (XOR) in every byte of every part in turn: each changed byte must make opening fail.
    const parts = a.split('.');
    for (let part = 0; part < parts.length; part++) {
      const bytes = Buffer.from(parts[part]!, 'base64url');
      for (let i = 0; i < bytes.length; i++) {
        const tampered = Buffer.from(bytes);
        tampered[i] = tampered[i]! ^ 0x01;
        const sealed = parts.map((p, k) => (k === part ? tampered.toString('base64url') : p)).join('.');
        expect(() => openSecret(sealed), `part ${part}, byte ${i}`).toThrow();
      }
    }
  });
});
