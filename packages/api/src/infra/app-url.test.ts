import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { appOrigin, appOrigins, appUrl, authUrlFor, publicUrlWarning, secureCookies } from './app-url.ts';

describe('appUrl: the one public address', () => {
  it('APP_URL, else AUTH_URL, else this machine on PORT; no trailing slash, no Auth.js path', () => {
    expect(appUrl(parseConfig({ APP_URL: 'https://ikv.example.nl/', AUTH_URL: 'https://login.example.nl' }))).toBe(
      'https://ikv.example.nl',
    );
    expect(appUrl(parseConfig({ AUTH_URL: 'https://ikv.example.nl/api/auth' }))).toBe('https://ikv.example.nl');
    expect(appUrl(parseConfig({ PORT: '4100' }))).toBe('http://localhost:4100');
    expect(appUrl(parseConfig({}))).toBe('http://localhost:3000');
  });
  it("the origin drops the path; the served origins are APP_URL's and AUTH_URL's", () => {
    expect(appOrigin(parseConfig({ APP_URL: 'https://a.example/x', AUTH_URL: 'https://b.example' }))).toBe(
      'https://a.example',
    );
    expect(appOrigin(parseConfig({ AUTH_URL: 'http://127.0.0.1:3300' }))).toBe('http://127.0.0.1:3300');
    expect(appOrigins(parseConfig({ APP_URL: 'https://a.example/x', AUTH_URL: 'https://b.example' }))).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(appOrigins(parseConfig({ APP_URL: 'https://a.example', AUTH_URL: 'https://a.example/api/authjs' }))).toEqual(
      ['https://a.example'],
    );
    expect(appOrigins(parseConfig({ PORT: '3300' }))).toEqual(['http://localhost:3300']);
  });
});

describe('publicUrlWarning', () => {
  it('warns in production without a public APP_URL', () => {
    expect(publicUrlWarning(parseConfig({ NODE_ENV: 'production' }))).toMatch(/APP_URL is not set/);
    expect(
      publicUrlWarning(
        parseConfig({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000', AUTH_URL: 'https://x.example' }),
      ),
    ).toMatch(/this machine/);
    expect(publicUrlWarning(parseConfig({ NODE_ENV: 'production', APP_URL: 'http://[::1]:3000' }))).toMatch(
      /this machine/,
    );
  });
  it('is quiet with a public origin or outside production', () => {
    expect(publicUrlWarning(parseConfig({ NODE_ENV: 'production', APP_URL: 'https://ikv.example.nl' }))).toBeNull();
    expect(publicUrlWarning(parseConfig({ NODE_ENV: 'development' }))).toBeNull();
  });
});

describe('behind TLS: AUTH_URL and Secure cookies follow APP_URL', () => {
  it('AUTH_URL: as given, else APP_URL, else this machine', () => {
    expect(authUrlFor({ APP_URL: 'https://ikv.example.nl' }, 3000)).toBe('https://ikv.example.nl');
    expect(authUrlFor({ APP_URL: 'https://ikv.example.nl', AUTH_URL: 'https://login.example.nl' }, 3000)).toBe(
      'https://login.example.nl',
    );
    expect(authUrlFor({ APP_URL: ' ', AUTH_URL: '' }, 4100)).toBe('http://localhost:4100');
  });
  it('cookies are Secure when the app is served over https', () => {
    expect(secureCookies(parseConfig({ APP_URL: 'https://ikv.example.nl' }))).toBe(true);
    expect(secureCookies(parseConfig({ APP_URL: 'HTTPS://ikv.example.nl', AUTH_URL: 'http://localhost:3000' }))).toBe(
      true,
    );
    expect(secureCookies(parseConfig({ AUTH_URL: 'https://ikv.example.nl' }))).toBe(true);
    expect(secureCookies(parseConfig({ APP_URL: 'http://localhost:3000' }))).toBe(false);
    expect(secureCookies(parseConfig({}))).toBe(false);
  });
});
