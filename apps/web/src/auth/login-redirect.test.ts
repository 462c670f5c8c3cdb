import { describe, expect, it } from 'vitest';
import { loginUrlFor, returnPathOf } from './login-redirect.ts';

describe('returnPathOf', () => {
  it('keeps the path and query of a page, without Next’s _rsc parameter', () => {
    expect(returnPathOf('/aanvragen/abc123')).toBe('/aanvragen/abc123');
    expect(returnPathOf('/adviseur/aanvragen?status=INGEDIEND&q=de%20vries')).toBe(
      '/adviseur/aanvragen?status=INGEDIEND&q=de+vries',
    );
    expect(returnPathOf('/bedrijven?_rsc=1x2y')).toBe('/bedrijven');
  });
  it('has nothing to return to for the start page, the login pages, the API and Next’s assets', () => {
    for (const p of ['/', '/login', '/login?callbackUrl=%2Fx', '/registreren', '/api/companies', '/_next/static/x.js'])
      expect(returnPathOf(p)).toBeNull();
  });
  it('refuses anything that is not a plain path of this origin', () => {
    for (const p of [
      null,
      undefined,
      '',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      'aanvragen',
    ])
      expect(returnPathOf(p)).toBeNull();
  });
});

describe('loginUrlFor', () => {
  it('puts the way back in callbackUrl, encoded', () => {
    expect(loginUrlFor('/aanvragen/abc?x=1&y=2')).toBe(
      '/login?callbackUrl=%2Faanvragen%2Fabc%3Fx%3D1%26y%3D2&melding=inloggen-vereist',
    );
    expect(loginUrlFor(null)).toBe('/login');
  });
});
