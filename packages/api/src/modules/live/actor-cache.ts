// Who a token's user is, in memory (issue 21: one round trip per authenticated request). Every
// authenticated request needs the user's role, e-mail address, session version and whether the
// account still exists; reading that row cost a query per request. This cache answers from
// memory instead, and stays correct across instances because:
// - a trigger on `users` (migration 20261125030000_actor_changed_notify) announces every change of
//   the session version, role, e-mail address or deletion with NOTIFY on the live channel, and
//   every instance's LiveHub drops that user's entry (the instance that made the change also drops
//   it at once, see actor-changes.ts);
// - the cache is used only while the hub's LISTEN connection is up, and is emptied whenever that
//   connection (re)starts, so a notification missed while it was down cannot leave a stale entry;
// - an entry is trusted for at most `ttlMs` (30 s), the safety net for anything else;
// - a row read while an invalidation arrived is not stored (the read may predate the change);
// - a token with a NEWER session version than the cached one reloads instead of being refused
//   (it was issued after a change this instance has not heard of yet).
// Time is passed in (monotonic milliseconds); no I/O here.

/** The user row as the actor check needs it; null: no such (or a deleted) user. */
export interface ActorRow {
  id: string;
  rol: 'ONDERNEMER' | 'ADVISEUR';
  email: string;
  sessieVersie: number;
}

interface Entry {
  row: ActorRow | null;
  loadedAt: number;
}

type ActorLookup =
  | { kind: 'hit'; row: ActorRow }
  /** the cache knows the token is dead: deleted user, or an older session version */
  | { kind: 'refused' }
  /** not known (or too old, or the token is newer than what is known): read the row */
  | { kind: 'miss' };

const ACTOR_CACHE_TTL_MS = 30_000;
const ACTOR_CACHE_MAX_ENTRIES = 50_000;

/** What a token with session version `sv` (null: a web session, checked elsewhere) gets from a row. */
export function judgeActor(row: ActorRow | null, sv: number | null): 'accept' | 'refuse' | 'newer' {
  if (!row) return 'refuse';
  if (sv === null || sv === row.sessieVersie) return 'accept';
  return sv > row.sessieVersie ? 'newer' : 'refuse';
}

export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  /** moves on with every invalidation: a read that started before one is not stored */
  private generation = 0;

  constructor(
    private readonly ttlMs = ACTOR_CACHE_TTL_MS,
    private readonly maxEntries = ACTOR_CACHE_MAX_ENTRIES,
  ) {}

  lookup(userId: string, sv: number | null, nowMs: number): ActorLookup {
    const entry = this.entries.get(userId);
    if (!entry) return { kind: 'miss' };
    const age = nowMs - entry.loadedAt;
    if (age < 0 || age >= this.ttlMs) {
      this.entries.delete(userId);
      return { kind: 'miss' };
    }
    const verdict = judgeActor(entry.row, sv);
    if (verdict === 'accept' && entry.row) return { kind: 'hit', row: entry.row };
    return verdict === 'refuse' ? { kind: 'refused' } : { kind: 'miss' };
  }

  /** Call before reading a row from the database; hand the result to store(). */
  beginLoad(): number {
    return this.generation;
  }

  /** Keeps a row read since `ticket` (beginLoad), unless an invalidation came in between. */
  store(userId: string, row: ActorRow | null, ticket: number, nowMs: number): boolean {
    if (ticket !== this.generation) return false;
    this.entries.delete(userId); // re-inserted last: the map's order is the order of loading
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { row, loadedAt: nowMs });
    return true;
  }

  /** The user's session version, role, e-mail address or existence changed. */
  invalidate(userId: string): void {
    this.generation++;
    this.entries.delete(userId);
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

/** The NOTIFY payload of the users trigger (on the live channel, beside the live signals). */
type ActorChangedSignal = { actorChanged: string };

export function isActorChangedSignal(v: unknown): v is ActorChangedSignal {
  return typeof v === 'object' && v !== null && typeof (v as ActorChangedSignal).actorChanged === 'string';
}
