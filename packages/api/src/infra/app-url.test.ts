import { describe, expect, it } from 'vitest';
import { publicUrlWarning } from './app-url.ts';

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
