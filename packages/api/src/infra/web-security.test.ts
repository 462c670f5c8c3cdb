import { describe, expect, it } from 'vitest';
import { isSameOriginMutation, securityHeaders } from './web-security.ts';

const h = (o: Record<string, string>) => ({ get: (n: string) => o[n] ?? null });

describe('securityHeaders', () => {
  it('forbids framing, sniffing and plugins everywhere', () => {
    const s = securityHeaders({ host: 'ikv.example.nl' });
    expect(s['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(s['Content-Security-Policy']).toContain("object-src 'none'");
    expect(s['X-Frame-Options']).toBe('DENY');
    expect(s['X-Content-Type-Options']).toBe('nosniff');
    expect(s['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
  it('sends HSTS outside localhost only (or behind https)', () => {
    expect(securityHeaders({ host: 'ikv.example.nl' })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    for (const host of ['localhost:3000', '127.0.0.1:3100', '[::1]:3000', 'app.localhost'])
      expect(securityHeaders({ host })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ host: 'localhost', forwardedProto: 'https' })['Strict-Transport-Security']).toBeDefined();
  });
});

describe('isSameOriginMutation', () => {
  const own = ['http://localhost:3000', 'https://ikv.example.nl'];
  it('trusts Sec-Fetch-Site first', () => {
    expect(isSameOriginMutation(h({ 'sec-fetch-site': 'same-origin' }), own)).toBe(true);
    expect(isSameOriginMutation(h({ 'sec-fetch-site': 'none' }), own)).toBe(true);
    expect(isSameOriginMutation(h({ 'sec-fetch-site': 'cross-site', origin: 'https://ikv.example.nl' }), own)).toBe(false);
    expect(isSameOriginMutation(h({ 'sec-fetch-site': 'same-site' }), own)).toBe(false);
  });
  it('falls back to Origin, and refuses a mutation with neither', () => {
    expect(isSameOriginMutation(h({ origin: 'https://ikv.example.nl' }), own)).toBe(true);
    expect(isSameOriginMutation(h({ origin: 'HTTP://LOCALHOST:3000/' }), own)).toBe(true);
    expect(isSameOriginMutation(h({ origin: 'https://evil.example' }), own)).toBe(false);
    expect(isSameOriginMutation(h({ origin: 'null' }), own)).toBe(false);
    expect(isSameOriginMutation(h({}), own)).toBe(false);
  });
});
