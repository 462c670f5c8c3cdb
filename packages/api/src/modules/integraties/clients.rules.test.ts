import { describe, expect, it } from 'vitest';
import {
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
