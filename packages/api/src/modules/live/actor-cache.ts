// Who a token's user is, in memory (issue 21: one round trip per authenticated request). Every
// authenticated request needs the user's role, e-mail address, session version and whether the
// account still exists; reading that row cost a query per request. This cache answers from
// memory instead, kept correct across instances as every RowCache is (row-cache.ts): a trigger on
// `users` (migration 20261125030000_actor_changed_notify) announces every change of the session
// version, role, e-mail address or deletion with NOTIFY on the live channel (the instance that made
// the change also drops it at once, see actor-changes.ts). Beside that, a token with a NEWER session
// version than the cached one reloads instead of being refused (it was issued after a change this
// instance has not heard of yet).
import { RowCache } from './row-cache.ts';

/** The user row as the actor check needs it; null: no such (or a deleted) user. */
export interface ActorRow {
  id: string;
  rol: 'ONDERNEMER' | 'ADVISEUR';
  email: string;
  sessieVersie: number;
}

type ActorLookup =
  | { kind: 'hit'; row: ActorRow }
  /** the cache knows the token is dead: deleted user, or an older session version */
  | { kind: 'refused' }
  /** not known (or too old, or the token is newer than what is known): read the row */
  | { kind: 'miss' };

/** What a token with session version `sv` (null: a web session, checked elsewhere) gets from a row. */
export function judgeActor(row: ActorRow | null, sv: number | null): 'accept' | 'refuse' | 'newer' {
  if (!row) return 'refuse';
  if (sv === null || sv === row.sessieVersie) return 'accept';
  return sv > row.sessieVersie ? 'newer' : 'refuse';
}

/** A RowCache of users (null: deleted or unknown) that judges a token's session version. */
export class ActorCache extends RowCache<ActorRow | null> {
  lookup(userId: string, sv: number | null, nowMs: number): ActorLookup {
    const entry = this.get(userId, nowMs);
    if (!entry) return { kind: 'miss' };
    const verdict = judgeActor(entry.row, sv);
    if (verdict === 'accept' && entry.row) return { kind: 'hit', row: entry.row };
    return verdict === 'refuse' ? { kind: 'refused' } : { kind: 'miss' };
  }
}

/** The NOTIFY payload of the users trigger (on the live channel, beside the live signals). */
type ActorChangedSignal = { actorChanged: string };

export function isActorChangedSignal(v: unknown): v is ActorChangedSignal {
  return typeof v === 'object' && v !== null && typeof (v as ActorChangedSignal).actorChanged === 'string';
}
