import { describe, expect, it } from 'vitest';
import { currentRequest, noteRequestUser, runWithRequest, saneRequestId } from './request-context.ts';

describe('saneRequestId', () => {
  it('keeps 1–128 characters of letters, digits, dot, underscore and dash', () => {
    expect(saneRequestId('abc-123_X.y')).toBe('abc-123_X.y');
    expect(saneRequestId('a'.repeat(128))).toBe('a'.repeat(128));
    expect(saneRequestId(['first', 'second'])).toBe('first');
  });
  it('refuses anything else', () => {
    for (const bad of ['', 'a'.repeat(129), 'with space', 'new\nline', 'ü', '<script>', 'a,b', null, undefined])
      expect(saneRequestId(bad)).toBeNull();
  });
});

describe('the request store', () => {
  it('follows async work and takes the user', async () => {
    const seen = await runWithRequest({ requestId: 'r1' }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      noteRequestUser('u1');
      return currentRequest();
    });
    expect(seen).toEqual({ requestId: 'r1', userId: 'u1' });
    expect(currentRequest()).toBeUndefined();
  });
});
