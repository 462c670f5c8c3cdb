import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress, parseTrustedProxies } from './client-address.ts';

const none = parseTrustedProxies('');
const lb = parseTrustedProxies('10.0.0.0/8, 192.168.1.5 fd00::/8');

describe('client address', () => {
  it('ignores X-Forwarded-For from anyone not listed', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '1.2.3.4', lb)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });
  it('behind trusted proxies: the right-most untrusted hop (a client cannot prepend his way out)', () => {
    expect(clientAddress('10.1.2.3', '198.51.100.7', lb)).toBe('198.51.100.7');
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7', lb)).toBe('198.51.100.7');
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7, 192.168.1.5', lb)).toBe('198.51.100.7');
    expect(clientAddress('fd00::1', '2001:db8::7', lb)).toBe('2001:db8::7');
    expect(clientAddress('10.1.2.3', ['6.6.6.6', '198.51.100.8'], lb)).toBe('198.51.100.8');
  });
  it('garbage or nothing after a trusted proxy: the proxy itself', () => {
    expect(clientAddress('10.1.2.3', 'unknown', lb)).toBe('10.1.2.3');
    expect(clientAddress('10.1.2.3', '', lb)).toBe('10.1.2.3');
    expect(clientAddress('10.1.2.3', '10.9.9.9', lb)).toBe('10.9.9.9');
  });
  it('normalises addresses', () => {
    expect(normaliseAddress('[::1]')).toBe('::1');
    expect(normaliseAddress(' 1.2.3.4 ')).toBe('1.2.3.4');
    expect(normaliseAddress('1.2.3.4:80')).toBeNull();
    expect(normaliseAddress('evil.example')).toBeNull();
  });
  it('refuses a TRUSTED_PROXIES entry it cannot read', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/prefix/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(parseTrustedProxies(' 127.0.0.1 , ::1 ').size).toBe(2);
  });
});
