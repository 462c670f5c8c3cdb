// tRPC over HTTP for the web app. The caller is the Auth.js session user (when current);
// a Bearer token in the request still wins, exactly as in the REST adapter.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter, createTrpcContext } from '@ikv/api';
import { getSessionUser } from '~/auth/session.ts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function handler(req: Request) {
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: async () => {
      const user = await getSessionUser();
      return createTrpcContext({ headers: req.headers, sessionUserId: user?.id ?? null });
    },
    // subscriptions keep tRPC's own event-stream headers (no-cache, no-transform: never compressed or buffered)
    responseMeta: ({ type }) => (type === 'subscription' ? {} : { headers: new Headers({ 'cache-control': 'no-store' }) }),
  });
}

export { handler as GET, handler as POST };
