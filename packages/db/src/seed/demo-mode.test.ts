import { describe, expect, it } from 'vitest';
import { demoMode } from './demo-mode.ts';

describe('demoMode (pnpm start)', () => {
  it('seeds the demo on the embedded database', () => {
    expect(demoMode({ embedded: true, argv: [], env: {} })).toEqual({ seed: true, reason: 'embedded' });
  });
  it('never seeds against a DATABASE_URL unless asked', () => {
    expect(demoMode({ embedded: false, argv: ['node', 'start.ts'], env: {} })).toEqual({
      seed: false,
      reason: 'database-url',
    });
    for (const IKV_DEMO of ['0', '', 'false', 'nee', 'demo'])
      expect(demoMode({ embedded: false, argv: [], env: { IKV_DEMO } }).seed).toBe(false);
    expect(demoMode({ embedded: false, argv: ['--demonstration'], env: {} }).seed).toBe(false);
  });
  it('seeds against a DATABASE_URL with --demo or IKV_DEMO=1', () => {
    expect(demoMode({ embedded: false, argv: ['node', 'start.ts', '--demo'], env: {} })).toEqual({
      seed: true,
      reason: 'flag',
    });
    expect(demoMode({ embedded: false, argv: [], env: { IKV_DEMO: '1' } })).toEqual({ seed: true, reason: 'env' });
    expect(demoMode({ embedded: false, argv: [], env: { IKV_DEMO: ' TRUE ' } }).seed).toBe(true);
  });
});
