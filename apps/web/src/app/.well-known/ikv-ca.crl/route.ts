// GET /.well-known/ikv-ca.crl (public): the current CRL of the seal's CA, the distribution point its
// seal certificate names (Trust IV).
import { handleRest } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// served by the REST door like every route (packages/api/src/rest/routes.ts; at the site's root, not under /api)
export function GET(req: Request) {
  return handleRest(req);
}
