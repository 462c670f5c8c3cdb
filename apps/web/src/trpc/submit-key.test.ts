import { describe, expect, it } from 'vitest';
import { newSubmitKey, submitKeyOf } from './submit-key.ts';

describe('submit keys', () => {
  it('are 32 hex characters (a valid Idempotency-Key) and differ per submit', () => {
    const a = newSubmitKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newSubmitKey()).not.toBe(a);
  });
  it('are read from an operation context only when present as a non-empty string', () => {
    expect(submitKeyOf({ idempotencyKey: 'k1' })).toBe('k1');
    expect(submitKeyOf({ idempotencyKey: '' })).toBeNull();
    expect(submitKeyOf({ idempotencyKey: 1 })).toBeNull();
    expect(submitKeyOf({})).toBeNull();
    expect(submitKeyOf(undefined)).toBeNull();
  });
});
