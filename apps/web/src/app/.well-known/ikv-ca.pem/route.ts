// GET /.well-known/ikv-ca.pem (public): the CA certificate above the seal on issued PDFs (Trust III).
import { handleRest } from '@ikv/api/rest';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// served by the REST door like every route (packages/api/src/rest/routes.ts; at the site's root, not under /api)
export function GET(req: Request) {
  return handleRest(req);
}
