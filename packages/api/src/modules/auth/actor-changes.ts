// After this instance changed a user's session version, role, e-mail address or existence: drop
// the cached actor here at once; after a logout, hold its sessions revoked here at once. Other instances (and this one, a moment later) hear of it from
// the users trigger's NOTIFY (actor-cache.ts); this only closes that moment for the next request
// of the same client, which may otherwise reach this instance before the notification does.
import { instanceHub, type LiveContext } from '../live/live-hub.ts';

/** What a service that changes a user or ends sessions passes on: the live hub of its request, if it has its own. */
export type ActorChangeContext = LiveContext;

export function forgetActor(ctx: ActorChangeContext, userId: string): void {
  instanceHub(ctx.live)?.actorChanged(userId);
}

/** Logout committed: this instance refuses the sessions' tokens from now on (others through NOTIFY, revoked-sessions.ts). */
export function sessionsRevoked(ctx: ActorChangeContext, sids: Iterable<string>, verlooptOpMs: number): void {
  const hub = instanceHub(ctx.live);
  if (hub) for (const sid of sids) hub.revoke(sid, verlooptOpMs);
}
