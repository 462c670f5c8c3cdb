// After this instance changed a user's session version, role, e-mail address or existence: drop
// the cached actor here at once. Other instances (and this one, a moment later) hear of it from
// the users trigger's NOTIFY (actor-cache.ts); this only closes that moment for the next request
// of the same client, which may otherwise reach this instance before the notification does.
import type { ServiceContext } from '../../infra/service-context.ts';
import { instanceHub } from '../live/live-hub.ts';

export function forgetActor(ctx: Pick<ServiceContext, 'live'>, userId: string): void {
  instanceHub(ctx.live)?.actors.invalidate(userId);
}
