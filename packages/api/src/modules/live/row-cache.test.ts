import { describe, expect, it } from 'vitest';
import { readThrough, RowCache } from './row-cache.ts';

describe('readThrough', () => {
  it('loads once, then answers from the cache (a stored null included)', async () => {
    const cache = new RowCache<string | null>();
    let loads = 0;
    const load = async () => (++loads, null);
    expect(await readThrough(cache, 'c1', load)).toBeNull();
    expect(await readThrough(cache, 'c1', load)).toBeNull();
    expect(loads).toBe(1);
  });

  it('does not keep a row whose read an invalidation overtook, and always loads without a cache', async () => {
    const cache = new RowCache<string>();
    const read = readThrough(cache, 'c1', async () => {
      cache.invalidate('c1'); // e.g. the revocation commits while the old row is on its way
      return 'old';
    });
    expect(await read).toBe('old');
    expect(cache.get('c1', performance.now())).toBeUndefined();
    let loads = 0;
    for (let i = 0; i < 2; i++) await readThrough(null, 'c1', async () => String(++loads));
    expect(loads).toBe(2);
  });
});
