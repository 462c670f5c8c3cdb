// The public REST API (generated from the tRPC procedures). Bearer tokens only: the web session
// cookie is deliberately not used here. Specific routes (/api/trpc, /api/auth, /api/openapi.json,
// /api/docs) take precedence over this catch-all.
import { handleRest } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function handler(req: Request) {
  return handleRest(req, { endpoint: '/api' });
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
