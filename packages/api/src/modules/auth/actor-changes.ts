// After this instance changed a user's session version, role, e-mail address or existence: drop
// the cached actor here at once; after a logout, hold its sessions revoked here at once. Other instances (and this one, a moment later) hear of it from
// the users trigger's NOTIFY (actor-cache.ts); this only closes that moment for the next request
// of the same client, which may otherwise reach this instance before the notification does.
import type { ServiceContext } from '../../infra/service-context.ts';
import { instanceHub } from '../live/live-hub.ts';

export function forgetActor(ctx: Pick<ServiceContext, 'live'>, userId: string): void {
  instanceHub(ctx.live)?.actorChanged(userId);
}

/** Logout committed: this instance refuses the sessions' tokens from now on (others through NOTIFY, revoked-sessions.ts). */
export function sessionsRevoked(ctx: Pick<ServiceContext, 'live'>, sids: Iterable<string>, verlooptOpMs: number): void {
  const hub = instanceHub(ctx.live);
  if (hub) for (const sid of sids) hub.revoke(sid, verlooptOpMs);
}
