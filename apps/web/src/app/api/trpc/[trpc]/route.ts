// tRPC over HTTP for the web app. The caller is the Auth.js session user (when current);
// a Bearer token in the request still wins, exactly as in the REST adapter. Mutations (POST) that
// would ride on the session cookie are accepted from the app's own pages only (CSRF).
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createApp, createTrpcContext } from '@ikv/api';
import { getSessionUser } from '~/auth/session.ts';
import { problemResponse } from '@ikv/api/rest';
import { csrfRejection, hasBearer, isSameOriginMutation } from '@ikv/api/web-security';
import { appOrigins } from '@ikv/api/app-url';

// the wired API (its modules composed once per server bundle; a second call does nothing)
const { router } = createApp();

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The app's own origins: where it is served (APP_URL / AUTH_URL) and the request's own host. */
function ownOrigins(req: Request): string[] {
  return [...appOrigins(), new URL(req.url).origin];
}

function handler(req: Request) {
  if (req.method === 'POST' && !hasBearer(req.headers) && !isSameOriginMutation(req.headers, ownOrigins(req)))
    return problemResponse(csrfRejection());
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router,
    createContext: async () => {
      const user = await getSessionUser();
      return createTrpcContext({ headers: req.headers, sessionUserId: user?.id ?? null });
    },
    // subscriptions keep tRPC's own event-stream headers (no-cache, no-transform: never compressed or buffered)
    responseMeta: ({ type }) =>
      type === 'subscription' ? {} : { headers: new Headers({ 'cache-control': 'no-store' }) },
  });
}

export { handler as GET, handler as POST };
