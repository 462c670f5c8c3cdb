import { describe, expect, it } from 'vitest';
import { ActorCache, isActorChangedSignal, judgeActor, type ActorRow } from './actor-cache.ts';

const row = (sessieVersie = 2, rol: ActorRow['rol'] = 'ONDERNEMER'): ActorRow => ({
  id: 'u1',
  rol,
  email: 'a@test.nl',
  sessieVersie,
});

describe('judgeActor', () => {
  it('accepts the same session version, refuses an older one, reloads for a newer one', () => {
    expect(judgeActor(row(2), 2)).toBe('accept');
    expect(judgeActor(row(2), 1)).toBe('refuse');
    expect(judgeActor(row(2), 3)).toBe('newer');
  });
  it('refuses a deleted or unknown user; a web session (no version) only needs the user', () => {
    expect(judgeActor(null, 0)).toBe('refuse');
    expect(judgeActor(null, null)).toBe('refuse');
    expect(judgeActor(row(5), null)).toBe('accept');
  });
});

describe('ActorCache', () => {
  it('misses until a row is stored, then answers from memory', () => {
    const cache = new ActorCache(30_000);
    expect(cache.lookup('u1', 2, 0)).toEqual({ kind: 'miss' });
    expect(cache.store('u1', row(2), cache.beginLoad(), 0)).toBe(true);
    expect(cache.lookup('u1', 2, 1_000)).toEqual({ kind: 'hit', row: row(2) });
    expect(cache.lookup('u1', 1, 1_000)).toEqual({ kind: 'refused' });
    expect(cache.lookup('u1', 3, 1_000)).toEqual({ kind: 'miss' });
  });

  it('remembers a deleted user as refused', () => {
    const cache = new ActorCache();
    cache.store('u1', null, cache.beginLoad(), 0);
    expect(cache.lookup('u1', 0, 10)).toEqual({ kind: 'refused' });
  });

  it('trusts an entry for the TTL only (and not when time runs backwards)', () => {
    const cache = new ActorCache(30_000);
    cache.store('u1', row(), cache.beginLoad(), 10_000);
    expect(cache.lookup('u1', 2, 39_999).kind).toBe('hit');
    expect(cache.lookup('u1', 2, 40_000).kind).toBe('miss');
    expect(cache.size).toBe(0);
    cache.store('u1', row(), cache.beginLoad(), 10_000);
    expect(cache.lookup('u1', 2, 9_999).kind).toBe('miss');
  });

  it('an invalidation drops the entry: the next request reads the row again', () => {
    const cache = new ActorCache();
    cache.store('u1', row(2), cache.beginLoad(), 0);
    cache.store('u2', { ...row(0), id: 'u2' }, cache.beginLoad(), 0);
    cache.invalidate('u1');
    expect(cache.lookup('u1', 2, 1).kind).toBe('miss');
    expect(cache.lookup('u2', 0, 1).kind).toBe('hit');
    cache.clear();
    expect(cache.lookup('u2', 0, 1).kind).toBe('miss');
  });

  it('does not keep a row read while an invalidation came in (the read may predate the change)', () => {
    const cache = new ActorCache();
    const ticket = cache.beginLoad();
    cache.invalidate('u1'); // e.g. the password change commits while the old row is on its way
    expect(cache.store('u1', row(2), ticket, 0)).toBe(false);
    expect(cache.lookup('u1', 2, 1).kind).toBe('miss');
    const afterClear = cache.beginLoad();
    cache.clear();
    expect(cache.store('u1', row(2), afterClear, 0)).toBe(false);
    expect(cache.store('u1', row(3), cache.beginLoad(), 0)).toBe(true);
    expect(cache.lookup('u1', 2, 1).kind).toBe('refused');
  });

  it('holds at most maxEntries, dropping the one loaded longest ago', () => {
    const cache = new ActorCache(30_000, 2);
    for (const id of ['a', 'b', 'c']) cache.store(id, { ...row(), id }, cache.beginLoad(), 0);
    expect(cache.size).toBe(2);
    expect(cache.lookup('a', 2, 1).kind).toBe('miss');
    expect(cache.lookup('b', 2, 1).kind).toBe('hit');
    expect(cache.lookup('c', 2, 1).kind).toBe('hit');
  });

  it('recognises the trigger signal and nothing else', () => {
    expect(isActorChangedSignal({ actorChanged: 'u1' })).toBe(true);
    expect(isActorChangedSignal({ userIds: ['u1'], maxId: '3' })).toBe(false);
    expect(isActorChangedSignal({ revokedSid: 's', verlooptOp: 'x' })).toBe(false);
    expect(isActorChangedSignal(null)).toBe(false);
  });
});
