import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ASSERTION_MAX_LIFETIME_SECONDS,
  checkAssertionClaims,
  parseClientJwks,
  currentScopes,
  grantScopes,
  MAX_ROTATION_OVERLAP_HOURS,
  parseBasicCredentials,
  parseScopeList,
  rotationEnd,
  secretValidAt,
} from './clients.rules.ts';

const basic = (s: string) => `Basic ${btoa(s)}`;

describe('grantScopes (RFC 6749 §3.3)', () => {
  const held = ['koppelingen', 'aanvragen:lezen'];
  it('without scope: all the client holds; with scope: those asked, each held', () => {
    expect(grantScopes(null, held)).toEqual({ ok: true, scopes: ['koppelingen', 'aanvragen:lezen'] });
    expect(grantScopes('  ', held)).toEqual({ ok: true, scopes: ['koppelingen', 'aanvragen:lezen'] });
    expect(grantScopes('aanvragen:lezen', held)).toEqual({ ok: true, scopes: ['aanvragen:lezen'] });
    expect(grantScopes('koppelingen koppelingen', held)).toEqual({ ok: true, scopes: ['koppelingen'] });
  });
  it('a scope the client lacks, or that does not exist, is invalid_scope', () => {
    expect(grantScopes('webhooks', held)).toEqual({ ok: false });
    expect(grantScopes('koppelingen alles', held)).toEqual({ ok: false });
  });
});

describe('currentScopes', () => {
  it('a scope taken from the client since the token was issued no longer counts', () => {
    expect(currentScopes('koppelingen aanvragen:lezen', ['koppelingen'])).toEqual(['koppelingen']);
    expect(currentScopes('koppelingen onzin', ['koppelingen', 'onzin'])).toEqual(['koppelingen']);
  });
});

describe('secrets and rotation', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  it('a secret works until its geldigTot (exclusive), without one always', () => {
    expect(secretValidAt({ geldigTot: null }, now)).toBe(true);
    expect(secretValidAt({ geldigTot: new Date('2026-11-29T10:00:01Z') }, now)).toBe(true);
    expect(secretValidAt({ geldigTot: now }, now)).toBe(false);
  });
  it('the overlap is clamped to 0 … 30 days', () => {
    expect(rotationEnd(now, 24).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(rotationEnd(now, -5).getTime()).toBe(now.getTime());
    expect(rotationEnd(now, 10_000).getTime()).toBe(now.getTime() + MAX_ROTATION_OVERLAP_HOURS * 3_600_000);
  });
});

describe('parseBasicCredentials (client_secret_basic)', () => {
  it('reads form-urlencoded client_id and secret', () => {
    expect(parseBasicCredentials(basic('ikvc_1:ikvs_2'))).toEqual({ clientId: 'ikvc_1', secret: 'ikvs_2' });
    expect(parseBasicCredentials(basic('a%3Ab:c%2Bd+e'))).toEqual({ clientId: 'a:b', secret: 'c+d e' });
    expect(parseBasicCredentials(basic('ikvc_1:a:b'))).toEqual({ clientId: 'ikvc_1', secret: 'a:b' });
  });
  it('refuses what is not HTTP Basic with both parts', () => {
    expect(parseBasicCredentials(null)).toBeNull();
    expect(parseBasicCredentials('Bearer abc')).toBeNull();
    expect(parseBasicCredentials(basic('zonder-dubbele-punt'))).toBeNull();
    expect(parseBasicCredentials(basic(':geheim'))).toBeNull();
    expect(parseBasicCredentials(basic('id:'))).toBeNull();
    expect(parseBasicCredentials(basic('id:%zz'))).toBeNull();
    expect(parseBasicCredentials('Basic !!!')).toBeNull();
  });
});

describe('parseScopeList (pnpm create-client --scopes)', () => {
  it('spaces or commas; unknown scopes named', () => {
    expect(parseScopeList('koppelingen, verificatie')).toEqual({ ok: true, scopes: ['koppelingen', 'verificatie'] });
    expect(parseScopeList('koppelingen alles')).toEqual({ ok: false, unknown: ['alles'] });
    expect(parseScopeList('')).toEqual({ ok: true, scopes: [] });
  });
});

describe('client assertions (private_key_jwt, RFC 7523)', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  const expected = { clientId: 'ikvc_a', audience: 'https://ikv.example.nl/api/oauth/token', now };
  const good = { iss: 'ikvc_a', sub: 'ikvc_a', aud: expected.audience, exp: t + 60, jti: 'j1' };

  it('accepts iss = sub = client_id, aud the token endpoint, exp within five minutes, a jti', () => {
    expect(checkAssertionClaims(good, expected)).toEqual({ ok: true, jti: 'j1', expires: new Date((t + 60) * 1000) });
    expect(checkAssertionClaims({ ...good, aud: ['x', expected.audience], nbf: t }, expected).ok).toBe(true);
  });

  it('refuses another issuer or subject, another audience, an expired or too long-lived one, a missing jti', () => {
    for (const claims of [
      { ...good, iss: 'ikvc_b' },
      { ...good, sub: 'ikvc_b' },
      { ...good, aud: 'https://ikv.example.nl/api' },
      { ...good, exp: t },
      { ...good, exp: t + ASSERTION_MAX_LIFETIME_SECONDS + 1 },
      { ...good, exp: undefined },
      { ...good, nbf: t + 10 },
      { ...good, jti: '' },
      { ...good, jti: undefined },
    ])
      expect(checkAssertionClaims(claims, expected).ok, JSON.stringify(claims)).toBe(false);
  });

  it('takes public RSA (2048+) and P-256 keys, as a set or one JWK; never a private part', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' });
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
    expect(parseClientJwks(JSON.stringify({ keys: [rsa, ec] }))).toEqual({ ok: true, jwks: { keys: [rsa, ec] } });
    expect(parseClientJwks(JSON.stringify(ec))).toEqual({ ok: true, jwks: { keys: [ec] } });
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    const priv = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey.export({ format: 'jwk' });
    for (const text of ['nope', '{"keys":[]}', JSON.stringify(small), JSON.stringify(priv), JSON.stringify(p384)])
      expect(parseClientJwks(text).ok, text.slice(0, 40)).toBe(false);
  });
});
