import { describe, expect, it } from 'vitest';
import { authUrlFor, publicUrlWarning, secureCookiesFor } from './app-url.ts';

describe('publicUrlWarning', () => {
  it('warns in production without a public APP_URL', () => {
    expect(publicUrlWarning({ NODE_ENV: 'production' })).toMatch(/APP_URL is not set/);
    expect(publicUrlWarning({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000', AUTH_URL: 'x' })).toMatch(/this machine/);
    expect(publicUrlWarning({ NODE_ENV: 'production', APP_URL: 'nope' })).toMatch(/not a valid URL/);
  });
  it('is quiet with a public origin or outside production', () => {
    expect(publicUrlWarning({ NODE_ENV: 'production', APP_URL: 'https://ikv.example.nl' })).toBeNull();
    expect(publicUrlWarning({ NODE_ENV: 'development' })).toBeNull();
  });
});

describe('behind TLS: AUTH_URL and Secure cookies follow APP_URL', () => {
  it('AUTH_URL: as given, else APP_URL, else this machine', () => {
    expect(authUrlFor({ APP_URL: 'https://ikv.example.nl' }, 3000)).toBe('https://ikv.example.nl');
    expect(authUrlFor({ APP_URL: 'https://ikv.example.nl', AUTH_URL: 'https://login.example.nl' }, 3000)).toBe('https://login.example.nl');
    expect(authUrlFor({ APP_URL: ' ', AUTH_URL: '' }, 4100)).toBe('http://localhost:4100');
  });
  it('cookies are Secure when the app is served over https', () => {
    expect(secureCookiesFor({ APP_URL: 'https://ikv.example.nl' })).toBe(true);
    expect(secureCookiesFor({ APP_URL: 'HTTPS://ikv.example.nl', AUTH_URL: 'http://localhost:3000' })).toBe(true);
    expect(secureCookiesFor({ AUTH_URL: 'https://ikv.example.nl' })).toBe(true);
    expect(secureCookiesFor({ APP_URL: 'http://localhost:3000' })).toBe(false);
    expect(secureCookiesFor({})).toBe(false);
  });
});
