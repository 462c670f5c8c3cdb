import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('secret box', () => {
  it('round-trips, uses a fresh IV each time and detects tampering', () => {
    const a = sealSecret('JBSWY3DPEHPK3PXP');
    const b = sealSecret('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(a)).toBe('JBSWY3DPEHPK3PXP');
    const parts = a.split('.');
    const flipped = [...parts.slice(0, 3), Buffer.from('X' + Buffer.from(parts[3]!, 'base64url').toString('latin1').slice(1), 'latin1').toString('base64url')].join('.');
    expect(() => openSecret(flipped)).toThrow();
  });
});
