// The API as one object: createApp() wires the modules (compose.ts) and hands out the router.
// Every server calls it when it starts (apps/web/server.ts, the web app's tRPC route and server
// caller); the REST and live-feed doors call it too, so whichever server hosts them serves a wired
// API. Importing this file, or root.ts, changes nothing.
import { composeModules } from './compose.ts';
import { type AppRouter, appRouter } from './root.ts';

export interface App {
  /** every procedure (root.ts), its modules wired */
  router: AppRouter;
}

/** The wired API; calling it again returns the same router and wires nothing twice. */
export function createApp(): App {
  composeModules();
  return { router: appRouter };
}
