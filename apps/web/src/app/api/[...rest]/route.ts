// The REST API under Next's own server (`next dev`, and any request the app server leaves to Next):
// the same door as the app server's fast path (apps/web/server.ts), serving the operations generated
// from the tRPC procedures and the declared binary, multipart and text routes
// (packages/api/src/rest/routes.ts). The web session is handed to the door for the routes that accept
// it (the download links, the upload and the CSV export of the app's pages); the generated operations
// never use it: Bearer tokens only. Specific routes (/api/trpc, /api/authjs, /api/openapi.json,
// /api/docs) take precedence over this catch-all.
import { handleRest, type RestOptions } from '@ikv/api/rest';
import { getSessionUser } from '~/auth/session.ts';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const options: RestOptions = {
  endpoint: '/api',
  webSession: async () => (await getSessionUser())?.id ?? null,
};

function handler(req: Request) {
  return handleRest(req, options);
}

export {
  handler as GET,
  handler as POST,
  handler as PUT,
  handler as PATCH,
  handler as DELETE,
  handler as OPTIONS,
  handler as HEAD,
};
