// Rows in memory that a NOTIFY trigger keeps honest across instances (issue 21 for the users behind
// tokens, issue 41 for API clients). One class for every such cache; what makes it safe is the same
// for each:
// - a trigger announces every change that matters on the live channel, and every instance's LiveHub
//   drops that key (live-hub.ts; the instance that made the change also drops it at once);
// - the cache is used only while the hub's LISTEN connection is up, and is emptied whenever that
//   connection (re)starts, so a notification missed while it was down cannot leave a stale entry;
// - an entry is trusted for at most `ttlMs` (30 s), the safety net for anything else;
// - a row read while an invalidation arrived is not stored (the read may predate the change).
// Time is passed in (monotonic milliseconds); no I/O here but `readThrough`'s own load.

interface Entry<R> {
  row: R;
  loadedAt: number;
}

const ROW_CACHE_TTL_MS = 30_000;
const ROW_CACHE_MAX_ENTRIES = 50_000;

export class RowCache<R> {
  private readonly entries = new Map<string, Entry<R>>();
  /** moves on with every invalidation: a read that started before one is not stored */
  private generation = 0;

  constructor(
    private readonly ttlMs = ROW_CACHE_TTL_MS,
    private readonly maxEntries = ROW_CACHE_MAX_ENTRIES,
  ) {}

  /** The row stored for `key` within the TTL (a stored null included), else undefined. */
  get(key: string, nowMs: number): { row: R } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = nowMs - entry.loadedAt;
    if (age < 0 || age >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return { row: entry.row };
  }

  /** Call before reading a row from the database; hand the result to store(). */
  beginLoad(): number {
    return this.generation;
  }

  /** Keeps a row read since `ticket` (beginLoad), unless an invalidation came in between. */
  store(key: string, row: R, ticket: number, nowMs: number): boolean {
    if (ticket !== this.generation) return false;
    this.entries.delete(key); // re-inserted last: the map's order is the order of loading
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { row, loadedAt: nowMs });
    return true;
  }

  /** The row behind `key` changed (its trigger said so). */
  invalidate(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  /** Forget everything (the LISTEN connection (re)started: notifications may have been missed). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The row for `key`: from `cache` when it has it (the process's monotonic clock: the TTL is about
 * this process, not business time), else from `load`, stored unless an invalidation came in
 * meanwhile. Without a cache (no LISTEN connection), always `load`.
 */
export async function readThrough<R>(cache: RowCache<R> | null, key: string, load: () => Promise<R>): Promise<R> {
  if (!cache) return load();
  const found = cache.get(key, performance.now());
  if (found) return found.row;
  const ticket = cache.beginLoad();
  const row = await load();
  cache.store(key, row, ticket, performance.now());
  return row;
}
