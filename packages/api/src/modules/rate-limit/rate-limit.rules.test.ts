import { describe, expect, it } from 'vitest';
import { bucketSubject, computeRetryAfter, LIMITS, networkOf } from './rate-limit.rules.ts';

const now = new Date('2026-03-02T09:00:00Z');
const limit = LIMITS.loginAccount;

describe('computeRetryAfter', () => {
  it('lets through without a bucket, below the maximum, and after the window', () => {
    expect(computeRetryAfter(null, limit, now)).toBeNull();
    expect(
      computeRetryAfter({ aantal: limit.max - 1, resetOp: new Date(now.getTime() + 60_000) }, limit, now),
    ).toBeNull();
    expect(computeRetryAfter({ aantal: 99, resetOp: now }, limit, now)).toBeNull();
  });
  it('answers the seconds left (rounded up, at least 1) at the maximum', () => {
    expect(computeRetryAfter({ aantal: limit.max, resetOp: new Date(now.getTime() + 90_500) }, limit, now)).toBe(91);
    expect(computeRetryAfter({ aantal: limit.max + 3, resetOp: new Date(now.getTime() + 10) }, limit, now)).toBe(1);
  });
  it('normalises subjects', () => {
    expect(bucketSubject(' Jan@Voorbeeld.NL ')).toBe('jan@voorbeeld.nl');
  });
});

describe('networkOf', () => {
  it('groups IPv4 by /24 and IPv6 by /48', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.99')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0db8:abcd:0012:0000:0000:0000:0001')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('203.0.113.7')).not.toBe(networkOf('203.0.114.7'));
  });
});
