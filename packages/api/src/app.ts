// The API as one object: createApp() wires the modules (compose.ts) and hands out the router.
// Every server calls it when it starts (apps/web/server.ts, the web app's tRPC route and server
// caller); the REST and live-feed doors call it too, so whichever server hosts them serves a wired
// API. Importing this file, or root.ts, changes nothing.
import { composeModules } from './compose.ts';
import type { LiveContext } from './modules/live/live-hub.ts';
import type { RegistryContext } from './modules/kvk/registry/registry-provider.ts';
import { type AppRouter, appRouter } from './root.ts';
import type { Context } from './trpc/init.ts';

/**
 * What a request's context carries (rest/context.ts builds it): the procedures' context (infra's
 * ServiceContext and tRPC's slots) and the parts of the modules that need them, each declared by its
 * module: the KvK registry (`RegistryContext`) and the live feed's hub (`LiveContext`). A service names
 * the parts it uses in its own parameter type; infra knows none of them.
 */
export type AppContext = Context & RegistryContext & LiveContext;

export interface App {
  /** every procedure (root.ts), its modules wired */
  router: AppRouter;
}

/** The wired API; calling it again returns the same router and wires nothing twice. */
export function createApp(): App {
  composeModules();
  return { router: appRouter };
}
