import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  decideOnKey,
  IDEMPOTENCY_ABANDONED_MS,
  IDEMPOTENCY_RETENTION_MS,
  parseIdempotencyKey,
} from './idempotency.rules.ts';

describe('parseIdempotencyKey', () => {
  it('takes no header as no key, and a visible ASCII key as it is', () => {
    expect(parseIdempotencyKey(null)).toEqual({ ok: true, key: null });
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toEqual({
      ok: true,
      key: '8e03978e-40d5-43e8-bc93-6894a57f9324',
    });
    expect(parseIdempotencyKey('"abc"')).toEqual({ ok: true, key: 'abc' });
    expect(parseIdempotencyKey('x'.repeat(255))).toEqual({ ok: true, key: 'x'.repeat(255) });
  });
  it('refuses empty, too long, spaces, control and non-ASCII characters', () => {
    for (const bad of ['', '   ', '""', 'x'.repeat(256), 'a b', 'a\tb', 'a\u0000b', 'sleutel-é'])
      expect(parseIdempotencyKey(bad)).toEqual({ ok: false });
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('decideOnKey', () => {
  const t0 = new Date('2026-11-24T12:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const req = { operatie: 'POST /aanvragen', bodyHash: 'h1' };
  const stored = (status: number, over: Partial<typeof req> = {}) => ({ ...req, ...over, status, aangemaaktOp: t0 });

  it('runs a new key', () => expect(decideOnKey(null, req, t0)).toBe('run'));
  it('replays a finished request with the same body, up to just before 24 h', () => {
    expect(decideOnKey(stored(201), req, at(1000))).toBe('replay');
    expect(decideOnKey(stored(201), req, at(IDEMPOTENCY_RETENTION_MS - 1))).toBe('replay');
  });
  it('refuses the key for another body or another operation', () => {
    expect(decideOnKey(stored(201, { bodyHash: 'h2' }), req, at(1000))).toBe('mismatch');
    expect(decideOnKey(stored(201, { operatie: 'POST /companies' }), req, at(1000))).toBe('mismatch');
    expect(decideOnKey(stored(0, { bodyHash: 'h2' }), req, at(1000))).toBe('mismatch');
  });
  it('says in progress while the first request runs, and lets an abandoned claim be taken over', () => {
    expect(decideOnKey(stored(0), req, at(IDEMPOTENCY_ABANDONED_MS - 1))).toBe('in-progress');
    expect(decideOnKey(stored(0), req, at(IDEMPOTENCY_ABANDONED_MS))).toBe('take-over');
  });
  it('lets an expired key start afresh, whatever it held', () => {
    expect(decideOnKey(stored(201, { bodyHash: 'h2' }), req, at(IDEMPOTENCY_RETENTION_MS))).toBe('take-over');
  });
});
