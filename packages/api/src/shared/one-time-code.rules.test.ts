import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  isUsable,
  MAX_CODE_ATTEMPTS,
  normaliseRecoveryCode,
  sixDigitCode,
} from './one-time-code.rules.ts';

const now = new Date('2026-03-02T09:00:00Z');
const later = new Date(now.getTime() + 60_000);

describe('one-time codes', () => {
  it('six digits, zero-padded', () => {
    expect(sixDigitCode(() => 42)).toBe('000042');
    expect(sixDigitCode(() => 4_294_967_295)).toMatch(/^\d{6}$/);
  });
  it('usable until used, expired or out of attempts', () => {
    expect(isUsable({ verlooptOp: later, gebruiktOp: null, pogingen: 0 }, now)).toBe(true);
    expect(isUsable({ verlooptOp: now, gebruiktOp: null, pogingen: 0 }, now)).toBe(false);
    expect(isUsable({ verlooptOp: later, gebruiktOp: now, pogingen: 0 }, now)).toBe(false);
    expect(isUsable({ verlooptOp: later, gebruiktOp: null, pogingen: MAX_CODE_ATTEMPTS }, now)).toBe(false);
  });
  it('recovery codes: xxxxx-xxxxx, normalised for comparison', () => {
    const code = formatRecoveryCode(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 200]));
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normaliseRecoveryCode(` ${code.toUpperCase()} `)).toBe(code.replace('-', ''));
  });
});
